import { z } from 'zod';
import { guidSchema, timestampSchema } from './platform/fields.js';

/**
 * Transfers that need a look (`GET /admin/api/transfers/attention`, every staff role, audited):
 * failed ones not yet resolved by staff, and ones still in a non-final state longer than the
 * configured age. A failure of the customer's own doing (`cancelled`, `customer_action_required`)
 * needs no one and is not listed. Amounts are base units as strings of digits.
 */

export const attentionTransferQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(0).max(10_000).default(0),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});

export const attentionTransferSchema = z.object({
  guid: guidSchema,
  customer_guid: guidSchema,
  transfer_type: z.enum(['funding', 'funding_return', 'crypto']),
  side: z.enum(['deposit', 'withdrawal']),
  asset: z.string(),
  state: z.string(),
  failure_code: z.string().nullable(),
  amount: z.string().regex(/^\d{1,78}$/),
  /** `failed`, or `stuck`: not final after the configured age. */
  reason: z.enum(['failed', 'stuck']),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type AttentionTransfer = z.output<typeof attentionTransferSchema>;

export const attentionTransferListSchema = z.object({
  page: z.number().int(),
  per_page: z.number().int(),
  /** A non-final transfer older than this many seconds is listed as stuck. */
  stuck_after_seconds: z.number().int(),
  objects: z.array(attentionTransferSchema),
});

/**
 * `POST /admin/api/transfers/attention/{transfer_guid}/resolution` (compliance, admin; audited):
 * a failed transfer handled, with what was done. It then leaves the list and the overview's
 * count. A transfer not failed (stuck ones leave when they end), or resolved already, is 409.
 */
export const attentionResolutionParamsSchema = z.strictObject({ transfer_guid: guidSchema });
export const attentionResolutionRequestSchema = z.strictObject({
  note: z
    .string({ error: 'Say how the failure was handled' })
    .trim()
    .min(1, { error: 'Say how the failure was handled' })
    .max(1000, { error: 'The note is at most 1,000 characters' }),
});
export type AttentionResolutionRequest = z.input<typeof attentionResolutionRequestSchema>;
export const attentionResolutionSchema = z.object({
  transfer_guid: guidSchema,
  resolved_at: timestampSchema,
});
export type AttentionResolution = z.output<typeof attentionResolutionSchema>;
