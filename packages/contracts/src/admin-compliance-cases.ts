import { z } from 'zod';
import { guidSchema, timestampSchema } from './platform/fields.js';

/**
 * Compliance cases (`/admin/api/compliance-cases`): a customer received CAD 10,000 or more in
 * virtual currency within 24 hours (FINTRAC's large virtual currency transaction report, due
 * 5 working days later), sent crypto withdrawals each below the travel rule's threshold that
 * within 24 hours add up to it, or entered an address of the wallet deny list. Every staff role reads
 * them; compliance and admin claim one and close it with a decision and a reason. Every read
 * and every step is audited. Answers are `{ data: ... }`.
 */

export const complianceCaseKindSchema = z.enum([
  'large_virtual_currency',
  'deny_list_hit',
  'travel_rule_structuring',
]);
export type ComplianceCaseKind = z.infer<typeof complianceCaseKindSchema>;

export const complianceCaseStateSchema = z.enum(['open', 'claimed', 'closed']);
export type ComplianceCaseState = z.infer<typeof complianceCaseStateSchema>;

export const complianceDecisionSchema = z.enum(['reported', 'dismissed']);
export type ComplianceDecision = z.infer<typeof complianceDecisionSchema>;

/** `open`: open and claimed cases, oldest first; `closed`: decided ones, newest decision first. */
export const complianceCaseListStateSchema = z.enum(['open', 'closed']);
export type ComplianceCaseListState = z.infer<typeof complianceCaseListStateSchema>;

export const complianceCaseListQuerySchema = z.strictObject({
  state: complianceCaseListStateSchema.default('open'),
  kind: complianceCaseKindSchema.optional(),
  page: z.coerce.number().int().min(0).max(10_000).default(0),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});
export type ComplianceCaseListQuery = z.input<typeof complianceCaseListQuerySchema>;

export const complianceCaseParamsSchema = z.strictObject({ case_guid: guidSchema });

export const complianceCaseSchema = z.object({
  guid: guidSchema,
  kind: complianceCaseKindSchema,
  customer_guid: guidSchema,
  state: complianceCaseStateSchema,
  opened_at: timestampSchema,
  /** When the report is due (large virtual currency cases only). */
  deadline: z.iso.date().nullable(),
  claimed_by: z.string().nullable(),
  claimed_at: timestampSchema.nullable(),
  decision: complianceDecisionSchema.nullable(),
  reason: z.string().nullable(),
  decided_by: z.string().nullable(),
  decided_at: timestampSchema.nullable(),
});
export type ComplianceCase = z.output<typeof complianceCaseSchema>;

export const complianceCaseListSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  objects: z.array(complianceCaseSchema),
});

const digitsSchema = z.string().regex(/^\d{1,78}$/);

/**
 * What FINTRAC's large virtual currency transaction report asks that the platform holds: the
 * beneficiary (whose identity staff read in the customer's verification) and each receipt.
 * Amounts in the asset's base units, CAD values in cents (null: the market had no price).
 */
export const largeVirtualCurrencyDraftSchema = z.object({
  report_type: z.literal('large_virtual_currency_transaction'),
  beneficiary_customer_guid: guidSchema,
  /** Several receipts within 24 hours together crossed the threshold. */
  twenty_four_hour_rule: z.boolean(),
  threshold_crossed_at: timestampSchema,
  deadline: z.iso.date(),
  total_cad_cents: digitsSchema,
  transactions: z.array(
    z.object({
      transfer_guid: guidSchema,
      received_at: timestampSchema,
      asset: z.string(),
      amount: digitsSchema,
      cad_value_cents: digitsSchema.nullable(),
      txn_hash: z.string(),
      receiving_address: z.string(),
      /** Not known to the platform's view of the chain: staff complete it. */
      sending_address: z.string().nullable(),
    }),
  ),
});

/** What a deny-list hit matched: the address as entered and the list's entry. */
export const denyListHitDraftSchema = z.object({
  asset: z.string(),
  address: z.string(),
  source: z.enum(['check_wallet', 'external_wallet', 'withdrawal']),
  list_entry: z.object({ ent_num: z.string(), name: z.string(), currency: z.string() }),
  entered_at: timestampSchema,
});

/**
 * Crypto withdrawals each below the travel rule's threshold (so sent without the originator and
 * beneficiary data) that within 24 hours add up to it: possible structuring, for staff to look
 * at. Amounts in base units, CAD values in cents at each withdrawal's quote.
 */
export const travelRuleStructuringDraftSchema = z.object({
  report_type: z.literal('travel_rule_structuring'),
  originator_customer_guid: guidSchema,
  threshold_cad_cents: digitsSchema,
  threshold_crossed_at: timestampSchema,
  total_cad_cents: digitsSchema,
  withdrawals: z.array(
    z.object({
      transfer_guid: guidSchema,
      sent_at: timestampSchema,
      asset: z.string(),
      amount: digitsSchema,
      cad_value_cents: digitsSchema,
    }),
  ),
});

/** One case with what it covers: its report's draft and the transfers it counts. */
export const complianceCaseDetailSchema = complianceCaseSchema.extend({
  report_draft: z.union([
    largeVirtualCurrencyDraftSchema,
    denyListHitDraftSchema,
    travelRuleStructuringDraftSchema,
  ]),
  transfer_guids: z.array(guidSchema),
});
export type ComplianceCaseDetail = z.output<typeof complianceCaseDetailSchema>;

export const complianceCaseDecisionRequestSchema = z.strictObject({
  decision: complianceDecisionSchema,
  reason: z
    .string({ error: 'Give a reason' })
    .trim()
    .min(3, 'Give a reason of at least 3 characters')
    .max(500, 'Use at most 500 characters'),
});
export type ComplianceCaseDecisionRequest = z.input<typeof complianceCaseDecisionRequestSchema>;
