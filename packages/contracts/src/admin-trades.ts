import { z } from 'zod';
import { guidSchema, tradeSideSchema, tradingSymbolSchema } from './platform/fields.js';
import { tradeStateSchema } from './platform/trades.js';

/**
 * The back office's trades (`/admin/api/trades`, every staff role): every customer's trades with
 * filters, totals, one trade with its ledger entry, and a CSV export. Amounts are strings of
 * digits in base units (CAD cents for CAD). Every answer is `{ data: ... }`, the export
 * excepted; every view is audited (it names customers).
 */

const digitsSchema = z.string().regex(/^-?\d{1,78}$/);
const centsInputSchema = z.string().regex(/^\d{1,20}$/, { error: 'A whole number of cents' });

/** Where a page ends: the last trade's creation time (microseconds, UTC) and guid. */
export const adminTradeCursorSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z_[0-9a-f]{32}$/, {
    error: 'Not a cursor this list gave',
  });

/** The filters of the list and of the export; every one narrows, none is required. */
const adminTradeFilterShape = {
  customer_guid: guidSchema.optional(),
  symbol: tradingSymbolSchema.optional(),
  side: tradeSideSchema.optional(),
  state: tradeStateSchema.optional(),
  created_from: z.iso.datetime({ offset: true }).optional(),
  created_to: z.iso.datetime({ offset: true }).optional(),
  /** Bounds of the trade's CAD amount (a buy's deliver, a sale's receive), in cents. */
  cad_min: centsInputSchema.optional(),
  cad_max: centsInputSchema.optional(),
};

type FilterBounds = {
  created_from?: string;
  created_to?: string;
  cad_min?: string;
  cad_max?: string;
};
const ordered = (filter: FilterBounds) =>
  (filter.created_from === undefined ||
    filter.created_to === undefined ||
    Date.parse(filter.created_from) <= Date.parse(filter.created_to)) &&
  (filter.cad_min === undefined ||
    filter.cad_max === undefined ||
    BigInt(filter.cad_min) <= BigInt(filter.cad_max));
const orderedError = { error: 'A lower bound is above its upper bound', path: ['created_to'] };

export const adminTradeExportQuerySchema = z
  .strictObject(adminTradeFilterShape)
  .refine(ordered, orderedError);
export type AdminTradeExportQuery = z.input<typeof adminTradeExportQuerySchema>;

export const adminTradeListQuerySchema = z
  .strictObject({
    ...adminTradeFilterShape,
    cursor: adminTradeCursorSchema.optional(),
    per_page: z.coerce.number().int().min(1).max(100).default(50),
  })
  .refine(ordered, orderedError);
export type AdminTradeListQuery = z.input<typeof adminTradeListQuerySchema>;

export const adminTradeParamsSchema = z.strictObject({ trade_guid: guidSchema });

export const adminTradeSchema = z.object({
  guid: guidSchema,
  customer_guid: guidSchema,
  /** The customer's name and e-mail, for staff to recognise them (null if unknown). */
  customer_name: z.string().nullable(),
  customer_email: z.string().nullable(),
  symbol: tradingSymbolSchema,
  side: tradeSideSchema,
  state: tradeStateSchema,
  failure_code: z.string().nullable(),
  receive_amount: digitsSchema,
  deliver_amount: digitsSchema,
  fee: digitsSchema,
  /** The CAD side in cents: a buy's deliver amount, a sale's receive amount. */
  cad_amount: digitsSchema,
  created_at: z.iso.datetime(),
  settles_at: z.iso.datetime().nullable(),
  completed_at: z.iso.datetime().nullable(),
});
export type AdminTrade = z.infer<typeof adminTradeSchema>;

/**
 * Totals over the newest 10,000 matching completed trades at most (a failed trade moved
 * nothing; one still settling counts once settled): `capped` says more match, and the sales
 * report (from the aggregates) has the full figures.
 */
export const adminTradeTotalsSchema = z.object({
  count: z.number().int(),
  capped: z.boolean(),
  buys: z.number().int(),
  sells: z.number().int(),
  cad_amount: digitsSchema,
  fees: digitsSchema,
});
export type AdminTradeTotals = z.infer<typeof adminTradeTotalsSchema>;

export const adminTradeListSchema = z.object({
  per_page: z.number().int(),
  /** Pass as `cursor` for the next page; null on the last. */
  next_cursor: adminTradeCursorSchema.nullable(),
  totals: adminTradeTotalsSchema,
  objects: z.array(adminTradeSchema),
});
export type AdminTradeList = z.infer<typeof adminTradeListSchema>;

export const ledgerPostingSchema = z.object({
  account_code: z.string(),
  account_kind: z.string(),
  asset: z.string(),
  amount: digitsSchema,
});

export const ledgerEntrySchema = z.object({
  id: z.string().regex(/^\d{1,19}$/),
  kind: z.string(),
  reference: z.string().nullable(),
  created_at: z.iso.datetime(),
  /** Every asset's postings sum to zero. */
  balanced: z.boolean(),
  postings: z.array(ledgerPostingSchema),
});
export type LedgerEntryView = z.infer<typeof ledgerEntrySchema>;

export const adminTradeDetailSchema = z.object({
  trade: adminTradeSchema,
  /** The quote's mid price and the customer's price, CAD per whole unit at 8 decimals. */
  mid_price: digitsSchema,
  price: digitsSchema,
  /** The trade's journal entry; null for a trade that failed and moved nothing. */
  entry: ledgerEntrySchema.nullable(),
});
export type AdminTradeDetail = z.infer<typeof adminTradeDetailSchema>;

/**
 * The CSV export's columns, in order. Each amount names its unit: a leg in the minor units of the
 * asset beside it (cents for CAD, satoshis for BTC, wei for ETH…), the fee and the CAD side in
 * cents.
 */
export const adminTradeCsvColumns = [
  'guid',
  'created_at',
  'customer_guid',
  'symbol',
  'side',
  'state',
  'failure_code',
  'receive_asset',
  'receive_amount_minor_units',
  'deliver_asset',
  'deliver_amount_minor_units',
  'fee_cad_cents',
  'cad_amount_cents',
  'settles_at',
  'completed_at',
] as const;

export const adminTradesPath = '/admin/api/trades';
