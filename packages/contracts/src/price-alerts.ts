import { z } from 'zod';
import { cryptoAssetSchema } from './market.js';
import { guidSchema } from './platform/fields.js';

/**
 * Price alerts (docs/decisions/0079-price-alerts.md) at `/customers/price-alerts`: the customer
 * is told when an asset's price crosses a level, moves by a share over an hour or a day, or each
 * morning in a digest. Prices are CAD per one whole unit of the asset, as the live prices say
 * them; an alert fires only on a crossing the market really made, never twice within its
 * cooldown.
 */

/** The most alerts one customer may have active at once: it bounds each tick's work. */
export const MAX_ACTIVE_PRICE_ALERTS = 50;

export const priceAlertConditions = ['above', 'below', 'move', 'digest'] as const;
export const priceAlertConditionSchema = z.enum(priceAlertConditions);
export type PriceAlertCondition = z.infer<typeof priceAlertConditionSchema>;

export const priceAlertWindows = ['1h', '24h'] as const;
export const priceAlertWindowSchema = z.enum(priceAlertWindows);
export type PriceAlertWindow = z.infer<typeof priceAlertWindowSchema>;

/**
 * A CAD price: positive, at most 8 decimals (a cheap coin's price needs them) and ten digits
 * before the point, so the price at 8 decimals fits the database's 64-bit integer.
 */
export const alertLevelSchema = z
  .string({ error: 'Enter a price in dollars' })
  .trim()
  .regex(/^\d{1,10}(\.\d{1,8})?$/, { error: 'Enter a price in dollars, like 95000 or 0.75' })
  .refine((level) => /[1-9]/.test(level), { error: 'The price must be more than zero' });

/** A move in percent, at most 2 decimals, from 0.1 % to 100 %. */
export const alertMovePercentSchema = z
  .string({ error: 'Enter a percentage' })
  .trim()
  .regex(/^\d{1,3}(\.\d{1,2})?$/, { error: 'Enter a percentage, like 5 or 2.5' })
  .refine((percent) => Number(percent) >= 0.1 && Number(percent) <= 100, {
    error: 'Choose a move from 0.1 % to 100 %',
  });

/** How long a repeating alert keeps quiet after it fires: 5 minutes to a week. */
export const alertCooldownSchema = z
  .number({ error: 'Choose how long to wait between alerts' })
  .int({ error: 'Choose how long to wait between alerts' })
  .min(5, { error: 'Wait at least 5 minutes between alerts' })
  .max(10_080, { error: 'Wait at most a week between alerts' });

const common = {
  asset: cryptoAssetSchema,
  /** Repeats (after each cooldown) until cancelled or expired; otherwise fires once. */
  repeats: z.boolean().default(false),
  cooldown_minutes: alertCooldownSchema.default(60),
  /** When it stops by itself; at most a year ahead. None: until cancelled. */
  expires_at: z.iso.datetime({ error: 'expires_at must be a date and time' }).optional(),
};

/** `POST /customers/price-alerts`. */
export const priceAlertRequestSchema = z.discriminatedUnion(
  'condition',
  [
    z.strictObject({
      condition: z.enum(['above', 'below']),
      level: alertLevelSchema,
      ...common,
    }),
    z.strictObject({
      condition: z.literal('move'),
      move_percent: alertMovePercentSchema,
      window: priceAlertWindowSchema,
      ...common,
    }),
    /** Each morning at 8:00 in Toronto: the price and its change over 24 h. */
    z.strictObject({
      condition: z.literal('digest'),
      asset: cryptoAssetSchema,
      expires_at: common.expires_at,
    }),
  ],
  { error: 'condition must be one of above, below, move, digest' },
);
export type PriceAlertRequest = z.input<typeof priceAlertRequestSchema>;

export const priceAlertStates = ['active', 'triggered', 'expired', 'cancelled'] as const;
export const priceAlertStateSchema = z.enum(priceAlertStates);
export type PriceAlertState = z.infer<typeof priceAlertStateSchema>;

export const priceAlertSchema = z.strictObject({
  guid: guidSchema,
  asset: cryptoAssetSchema,
  condition: priceAlertConditionSchema,
  /** `above` and `below`: the level, CAD per unit. */
  level: z.string().nullable(),
  /** `move`: the share, in percent, and over how long. */
  move_percent: z.string().nullable(),
  window: priceAlertWindowSchema.nullable(),
  repeats: z.boolean(),
  cooldown_minutes: z.number().int(),
  expires_at: z.iso.datetime().nullable(),
  /** `triggered`: an alert that fires once has fired. */
  state: priceAlertStateSchema,
  created_at: z.iso.datetime(),
  last_triggered_at: z.iso.datetime().nullable(),
  times_triggered: z.number().int(),
});
export type PriceAlert = z.infer<typeof priceAlertSchema>;

/** `GET /customers/price-alerts`: active ones first, then the 50 newest that ended. */
export const priceAlertListSchema = z.strictObject({ objects: z.array(priceAlertSchema) });
export type PriceAlertList = z.infer<typeof priceAlertListSchema>;
