import { z } from 'zod';
import { guidSchema, timestampSchema } from './platform/fields.js';

/**
 * Transfers that need a look (`GET /admin/api/transfers/attention`, every staff role, audited):
 * failed ones, and ones still in a non-final state longer than the configured age. Read-only:
 * the actions on them are the queues' own. Amounts are base units as strings of digits.
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
