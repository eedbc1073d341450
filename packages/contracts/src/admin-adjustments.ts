import { maxMinorUnits } from '@maple/money';
import { z } from 'zod';
import { adminPageQuerySchema } from './admin-funding.js';
import { assetCodeSchema, guidSchema } from './platform/fields.js';

/**
 * Manual adjustments (`/admin/api/adjustments`): a staff member (compliance or admin) proposes a
 * credit or debit to a customer's account; a different staff member (an admin) approves it, which
 * posts one journal entry, or rejects it, which posts nothing (maker ≠ checker). Amounts are in
 * the minor units of the account's asset, as strings of digits; the direction says which way.
 */

/** Each category's directions: goodwill and fee refunds only credit, a loss recovery only debits. */
export const adjustmentCategoryDirections = {
  goodwill_credit: ['credit'],
  fee_refund: ['credit'],
  loss_recovery: ['debit'],
  correction: ['credit', 'debit'],
} as const;

export const adjustmentCategorySchema = z.enum([
  'goodwill_credit',
  'fee_refund',
  'loss_recovery',
  'correction',
]);
export type AdjustmentCategory = z.infer<typeof adjustmentCategorySchema>;

/** Seen from the customer: a credit adds to their balance, a debit takes from it. */
export const adjustmentDirectionSchema = z.enum(['credit', 'debit']);
export type AdjustmentDirection = z.infer<typeof adjustmentDirectionSchema>;

export const adjustmentStateSchema = z.enum(['proposed', 'approved', 'rejected']);
export type AdjustmentState = z.infer<typeof adjustmentStateSchema>;

export const mayAdjust = (category: AdjustmentCategory, direction: AdjustmentDirection) =>
  adjustmentCategoryDirections[category].some((allowed) => allowed === direction);

/** A reason a person can read later: 5 to 500 characters. */
export const adjustmentReasonSchema = z
  .string({ error: 'Say why' })
  .trim()
  .min(5, { error: 'Say why, in at least 5 characters' })
  .max(500, { error: 'Use at most 500 characters' });

/**
 * What the customer is told (ADR 37): shown in their history and in the e-mail an approval
 * sends, so it is written for them, not for staff. 5 to 500 characters.
 */
export const adjustmentCustomerNoteSchema = z
  .string({ error: 'Write what the customer is told' })
  .trim()
  .min(5, { error: 'Write what the customer is told, in at least 5 characters' })
  .max(500, { error: 'Use at most 500 characters' });

/** A positive whole number of minor units, as a string of digits (at most 78). */
export const adjustmentAmountSchema = z
  .string({ error: 'Enter an amount' })
  .regex(/^\d{1,78}$/, { error: 'must be a whole number of minor units' })
  .transform((value) => BigInt(value))
  .refine((value) => value > 0n, { error: 'must be greater than zero' })
  .refine((value) => value <= maxMinorUnits, { error: 'is too large' });

export const adjustmentProposalSchema = z
  .strictObject({
    customer_guid: guidSchema,
    asset: assetCodeSchema,
    category: adjustmentCategorySchema,
    direction: adjustmentDirectionSchema,
    amount: adjustmentAmountSchema,
    reason: adjustmentReasonSchema,
    customer_note: adjustmentCustomerNoteSchema,
  })
  .refine((proposal) => mayAdjust(proposal.category, proposal.direction), {
    path: ['direction'],
    error: 'This category does not go in this direction',
  });
export type AdjustmentProposal = z.input<typeof adjustmentProposalSchema>;

export const adjustmentListQuerySchema = adminPageQuerySchema.extend({
  state: adjustmentStateSchema.optional(),
  customer_guid: guidSchema.optional(),
});

export const adjustmentParamsSchema = z.strictObject({ adjustment_guid: guidSchema });

/** Approving or rejecting: the checker says why. */
export const adjustmentDecisionSchema = z.strictObject({ reason: adjustmentReasonSchema });
export type AdjustmentDecision = z.input<typeof adjustmentDecisionSchema>;

export const adjustmentSchema = z.object({
  guid: guidSchema,
  customer_guid: guidSchema,
  account_guid: guidSchema,
  asset: assetCodeSchema,
  category: adjustmentCategorySchema,
  direction: adjustmentDirectionSchema,
  amount: z.string().regex(/^\d{1,78}$/),
  reason: z.string(),
  /** What the customer is told; null on proposals made before customers were told. */
  customer_note: z.string().nullable(),
  state: adjustmentStateSchema,
  /** The maker: a checker must be someone else. */
  proposed_by_email: z.string(),
  proposed_at: z.iso.datetime(),
  decided_by_email: z.string().nullable(),
  decided_at: z.iso.datetime().nullable(),
  decision_reason: z.string().nullable(),
  /** The journal entry an approval posted. */
  entry_id: z.string().nullable(),
});
export type Adjustment = z.infer<typeof adjustmentSchema>;

export const adjustmentListSchema = z.object({
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  objects: z.array(adjustmentSchema),
});
export type AdjustmentList = z.infer<typeof adjustmentListSchema>;
