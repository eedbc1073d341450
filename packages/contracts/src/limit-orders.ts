import { z } from 'zod';
import { cryptoAssetSchema } from './market.js';
import { guidSchema } from './platform/fields.js';
import { alertLevelSchema } from './price-alerts.js';

/**
 * Price-triggered orders (docs/decisions/0082-limit-orders.md) at `/customers/limit-orders`: buy
 * or sell when the price the customer would get (the spread included) reaches their limit. What
 * they would pay or sell is set aside when the order is made, so the order can always be paid
 * for; it fills at most once, never above a buy's limit nor below a sale's, or ends saying why.
 */

/** The most open orders one customer may have at once. */
export const MAX_OPEN_LIMIT_ORDERS = 20;
/** How long an order may wait for its price, at most (and by default). */
export const LIMIT_ORDER_MAX_DAYS = 90;

export const limitOrderStates = [
  'open',
  'executing',
  'filled',
  'cancelled',
  'expired',
  'failed',
] as const;
export const limitOrderStateSchema = z.enum(limitOrderStates);
export type LimitOrderState = z.infer<typeof limitOrderStateSchema>;

/** Why an order that reached its price could not fill; the customer is told in these words. */
export const limitOrderFailures = [
  'not_verified',
  'over_limit',
  'insufficient_funds',
  'refused',
] as const;
export type LimitOrderFailure = (typeof limitOrderFailures)[number];

/** An amount in the asset's own units, as people write it: "150", "150.25", "0.0015". */
export const orderAmountSchema = z
  .string({ error: 'Enter an amount' })
  .trim()
  .regex(/^\d{1,20}(\.\d{1,18})?$/, { error: 'Enter an amount, like 150 or 0.0015' })
  .refine((amount) => /[1-9]/.test(amount), { error: 'The amount must be more than zero' });

/** `POST /customers/limit-orders`. */
export const limitOrderRequestSchema = z.strictObject({
  side: z.enum(['buy', 'sell'], { error: 'Choose buy or sell' }),
  asset: cryptoAssetSchema,
  /** A buy: the CAD to spend, the fee included. A sale: how much of the asset to sell. */
  amount: orderAmountSchema,
  /** CAD per whole unit: a buy fills at or below it, a sale at or above it. */
  limit_price: alertLevelSchema,
  /** When it stops waiting; at most 90 days ahead, and 90 days when not given. */
  expires_at: z.iso.datetime({ error: 'expires_at must be a date and time' }).optional(),
});
export type LimitOrderRequest = z.input<typeof limitOrderRequestSchema>;

export const limitOrderSchema = z.strictObject({
  guid: guidSchema,
  side: z.enum(['buy', 'sell']),
  asset: cryptoAssetSchema,
  /** In the asset's units as given (CAD for a buy). */
  amount: z.string(),
  limit_price: z.string(),
  state: limitOrderStateSchema,
  expires_at: z.iso.datetime(),
  created_at: z.iso.datetime(),
  /** When the price reached the limit (the last time, if it moved back before filling). */
  triggered_at: z.iso.datetime().nullable(),
  ended_at: z.iso.datetime().nullable(),
  /** The trade that filled it. */
  trade_guid: guidSchema.nullable(),
  failure_reason: z.enum(limitOrderFailures).nullable(),
});
export type LimitOrder = z.infer<typeof limitOrderSchema>;

export const limitOrderListSchema = z.strictObject({ objects: z.array(limitOrderSchema) });
export type LimitOrderList = z.infer<typeof limitOrderListSchema>;
