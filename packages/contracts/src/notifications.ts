import { z } from 'zod';
import { limitOrderFailures } from './limit-orders.js';
import { cryptoAssetSchema } from './market.js';
import { guidSchema } from './platform/fields.js';
import { priceAlertWindowSchema } from './price-alerts.js';
import { recurringSkipReasons } from './recurring-orders.js';

/**
 * The notification centre (docs/decisions/0079-price-alerts.md) at `/customers/notifications`:
 * what the customer was told, newest first, with how many are unread. Each notification holds
 * facts, not sentences, so the app words it in the language it is showing.
 */

export const notificationKinds = [
  'price_alert',
  'price_digest',
  'trade',
  'deposit',
  'withdrawal',
  'document',
  'limit_order',
  'recurring_run',
] as const;
export const notificationKindSchema = z.enum(notificationKinds);
export type NotificationKind = z.infer<typeof notificationKindSchema>;

/** A price alert fired: the crossing it saw. */
export const priceAlertFactsSchema = z.strictObject({
  alert_guid: guidSchema,
  asset: cryptoAssetSchema,
  condition: z.enum(['above', 'below', 'move']),
  level: z.string().nullable(),
  move_percent: z.string().nullable(),
  window: priceAlertWindowSchema.nullable(),
  /** CAD per unit at the tick that crossed. */
  price: z.string(),
  /** `move`: the change over the window, in percent, signed ("-5.12"). */
  change_percent: z.string().nullable(),
});
export type PriceAlertFacts = z.infer<typeof priceAlertFactsSchema>;

/** The morning digest: each asset the customer follows, its price and change over 24 h. */
export const priceDigestFactsSchema = z.strictObject({
  prices: z.array(
    z.strictObject({ asset: cryptoAssetSchema, price: z.string(), change_24h_percent: z.string() }),
  ),
});
export type PriceDigestFacts = z.infer<typeof priceDigestFactsSchema>;

/** Amounts in base units of their asset, as strings of digits (ADR 9). */
const baseUnits = z.string().regex(/^\d+$/);
const assetSchema = z.enum(['CAD', ...cryptoAssetSchema.options]);

/** A purchase or a sale was done: what was bought or sold, and the CAD paid or received. */
export const tradeFactsSchema = z.strictObject({
  side: z.enum(['buy', 'sell']),
  asset: cryptoAssetSchema,
  amount: baseUnits,
  cad_amount: baseUnits,
  reference: z.string(),
});
export type TradeFacts = z.infer<typeof tradeFactsSchema>;

/**
 * Money arrived (a CAD deposit by EFT or Interac e-Transfer, or crypto on its chain) or left
 * (a withdrawal sent); `available_at`: when a deposit can be used, null if now.
 */
export const transferFactsSchema = z.strictObject({
  asset: assetSchema,
  amount: baseUnits,
  rail: z.enum(['eft', 'etransfer', 'chain']),
  available_at: z.iso.datetime().nullable(),
});
export type TransferFacts = z.infer<typeof transferFactsSchema>;

/** A statement or a tax report was made and kept on /documents. */
export const documentFactsSchema = z.strictObject({
  document: z.enum(['statement', 'tax_report']),
  /** A month (`2026-10`), a quarter (`2026-Q4`) or a tax year (`2025`). */
  period: z.string(),
});
export type DocumentFacts = z.infer<typeof documentFactsSchema>;

/** A price-triggered order ended without filling: its time ran out, or it could not fill. */
export const limitOrderFactsSchema = z.strictObject({
  side: z.enum(['buy', 'sell']),
  asset: cryptoAssetSchema,
  /** What it gave, in base units: CAD cents for a buy, the asset's for a sale. */
  amount: baseUnits,
  limit_price: z.string(),
  state: z.enum(['expired', 'failed']),
  failure_reason: z.enum(limitOrderFailures).nullable(),
});
export type LimitOrderFacts = z.infer<typeof limitOrderFactsSchema>;

/** A run of a recurring buy or sale was skipped (ADR 83): why, and the day it was due. */
export const recurringRunFactsSchema = z.strictObject({
  side: z.enum(['buy', 'sell']),
  asset: cryptoAssetSchema,
  /** What the run would have given, in base units: CAD cents for a buy, the asset's for a sale. */
  amount: baseUnits,
  day: z.iso.date(),
  skip_reason: z.enum(recurringSkipReasons),
});
export type RecurringRunFacts = z.infer<typeof recurringRunFactsSchema>;

const base = {
  guid: guidSchema,
  created_at: z.iso.datetime(),
  read_at: z.iso.datetime().nullable(),
  /** The app's path it opens: a prefilled quote for a price, the history for a transfer. */
  url: z.string().startsWith('/'),
};

export const notificationSchema = z.discriminatedUnion('kind', [
  z.strictObject({ ...base, kind: z.literal('price_alert'), facts: priceAlertFactsSchema }),
  z.strictObject({ ...base, kind: z.literal('price_digest'), facts: priceDigestFactsSchema }),
  z.strictObject({ ...base, kind: z.literal('trade'), facts: tradeFactsSchema }),
  z.strictObject({ ...base, kind: z.literal('deposit'), facts: transferFactsSchema }),
  z.strictObject({ ...base, kind: z.literal('withdrawal'), facts: transferFactsSchema }),
  z.strictObject({ ...base, kind: z.literal('document'), facts: documentFactsSchema }),
  z.strictObject({ ...base, kind: z.literal('limit_order'), facts: limitOrderFactsSchema }),
  z.strictObject({ ...base, kind: z.literal('recurring_run'), facts: recurringRunFactsSchema }),
]);
export type Notification = z.infer<typeof notificationSchema>;

/** Where a page of notifications ends: the last one's date (microseconds, UTC) and guid. */
export const notificationCursorSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z_[0-9a-f]{32}$/, {
    error: 'Not a cursor this list gave',
  });

/** `GET /customers/notifications`. */
export const notificationListQuerySchema = z.strictObject({
  cursor: notificationCursorSchema.optional(),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});
export type NotificationListQuery = z.input<typeof notificationListQuerySchema>;

export const notificationListSchema = z.strictObject({
  objects: z.array(notificationSchema),
  next_cursor: notificationCursorSchema.nullable(),
  unread_count: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

/** `GET /customers/notifications/unread`: what the bell shows, cheap enough to ask often. */
export const unreadNotificationsSchema = z.strictObject({ unread_count: z.number().int() });
export type UnreadNotifications = z.infer<typeof unreadNotificationsSchema>;

/** `POST /customers/notifications/read`: these (at most 100), or every one. */
export const markNotificationsReadSchema = z.union(
  [
    z.strictObject({ guids: z.array(guidSchema).min(1).max(100) }),
    z.strictObject({ all: z.literal(true) }),
  ],
  { error: 'Send guids (1 to 100) or all: true' },
);
export type MarkNotificationsRead = z.infer<typeof markNotificationsReadSchema>;
