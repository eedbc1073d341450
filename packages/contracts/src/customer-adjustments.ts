import { z } from 'zod';
import { adjustmentCategorySchema, adjustmentDirectionSchema } from './admin-adjustments.js';
import { assetCodeSchema, guidSchema } from './platform/fields.js';
import { timeBound } from './platform/lists.js';

/**
 * `GET /customers/adjustments` (ADR 37): the caller's manual adjustments that were posted (an
 * approved proposal moved money; a proposed or rejected one did not), newest first, with what
 * staff wrote for the customer. Amounts are minor units of the asset as strings of digits, since
 * the own backend's JSON is not read losslessly; the direction says which way.
 */
export const customerAdjustmentQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(0).max(10_000).default(0),
  per_page: z.coerce.number().int().min(1).max(100).default(100),
  posted_at_gte: timeBound('Posted at or after this ISO 8601 date-time.'),
  posted_at_lt: timeBound('Posted before this ISO 8601 date-time.'),
});
export type CustomerAdjustmentQuery = z.input<typeof customerAdjustmentQuerySchema>;

export const customerAdjustmentSchema = z.object({
  guid: guidSchema,
  asset: assetCodeSchema,
  /** A credit added to the customer's balance, a debit took from it. */
  direction: adjustmentDirectionSchema,
  amount: z
    .string()
    .regex(/^\d{1,78}$/)
    .meta({ description: 'Minor units of the asset, a string of digits.' }),
  category: adjustmentCategorySchema,
  /** What staff wrote for the customer; null on adjustments made before customers were told. */
  note: z.string().nullable(),
  /** When it was approved, which is when its journal entry was posted. */
  posted_at: z.iso.datetime(),
});
export type CustomerAdjustment = z.infer<typeof customerAdjustmentSchema>;

export const customerAdjustmentListSchema = z.object({
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  objects: z.array(customerAdjustmentSchema),
});
export type CustomerAdjustmentList = z.infer<typeof customerAdjustmentListSchema>;
