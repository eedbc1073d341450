import { z } from 'zod';
import { guidSchema } from './platform/fields.js';

/**
 * The back office's funding views (`/admin/api/funding/*`): the suspense queue (e-Transfers that
 * matched no customer who could take them), returned deposits and what their customers owe, and
 * the reconciliation cases. Amounts are CAD cents as strings of digits. Every answer is
 * `{ data: ... }`; every view is audited.
 */

const centsSchema = z.string().regex(/^-?\d{1,78}$/);

export const adminPageQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(0).max(10_000).default(0),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});

export const suspenseListQuerySchema = adminPageQuerySchema.extend({
  state: z.enum(['open', 'assigned', 'all']).default('open'),
});

export const suspenseItemSchema = z.object({
  guid: guidSchema,
  rail: z.enum(['eft', 'etransfer']),
  amount: centsSchema,
  /** As the sender typed it. */
  reference_code: z.string(),
  sender_name: z.string(),
  reason: z.enum(['unknown_reference', 'unverified_customer', 'limit_exceeded']),
  received_at: z.iso.datetime(),
  assigned_to: guidSchema.nullable(),
  transfer_guid: guidSchema.nullable(),
  assigned_at: z.iso.datetime().nullable(),
});

export const suspenseParamsSchema = z.strictObject({ suspense_guid: guidSchema });

/** Assigning a suspense item to a customer: it becomes their deposit (compliance, admin). */
export const assignSuspenseRequestSchema = z.strictObject({
  customer_guid: guidSchema,
  reason: z.string().trim().min(5, { error: 'Say why, in at least 5 characters' }).max(500),
});
export type AssignSuspenseRequest = z.input<typeof assignSuspenseRequestSchema>;

export const fundingReturnSchema = z.object({
  guid: guidSchema,
  customer_guid: guidSchema,
  deposit_guid: guidSchema.nullable(),
  amount: centsSchema,
  return_code: z.string().nullable(),
  /** What the customer could not cover, booked on loss recovery; withdrawals wait on it. */
  owed: centsSchema,
  created_at: z.iso.datetime(),
});

export const reconciliationCaseSchema = z.object({
  guid: guidSchema,
  rail: z.enum(['eft', 'etransfer']),
  day: z.iso.date(),
  /** What the rail's settlement report says it moved into the platform that day. */
  reported: centsSchema,
  /** What the rail's clearing account booked that day. */
  booked: centsSchema,
  opened_at: z.iso.datetime(),
});

const listOf = <T extends z.ZodType>(item: T) =>
  z.object({ page: z.number().int(), per_page: z.number().int(), objects: z.array(item) });

export const suspenseListSchema = listOf(suspenseItemSchema);
export const fundingReturnListSchema = listOf(fundingReturnSchema);
export const reconciliationCaseListSchema = listOf(reconciliationCaseSchema);
