import { z } from 'zod';
import { cryptoAssetCodeSchema, guidSchema } from './platform/fields.js';

/**
 * The back office's sales (`/admin/api/sales`, every staff role): volume and revenue by asset
 * and by day, week (starting Monday) or month, read from aggregates the trades keep (ADR 27).
 * Days are UTC; amounts are CAD cents as strings of digits. Every answer is `{ data: ... }`, the
 * export excepted; the top customers name customers and are audited.
 */

const centsSchema = z.string().regex(/^-?\d{1,78}$/);

export const salesRangeSchema = z.enum(['day', 'week', 'month'], {
  error: 'range must be day, week or month',
});
export type SalesRange = z.infer<typeof salesRangeSchema>;

/** The longest window a report covers: ten years of days. */
export const maxSalesWindowDays = 3660;

const windowShape = {
  /** UTC days, both included; without them, a window that ends today. */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  asset: cryptoAssetCodeSchema.optional(),
};

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;
const windowFits = (window: { from?: string; to?: string }) =>
  window.from === undefined ||
  window.to === undefined ||
  (dayNumber(window.from) <= dayNumber(window.to) &&
    dayNumber(window.to) - dayNumber(window.from) < maxSalesWindowDays);
const windowError = {
  error: `from must not be after to, and the window at most ${maxSalesWindowDays} days`,
  path: ['to'],
};

export const salesQuerySchema = z
  .strictObject({ range: salesRangeSchema.default('day'), ...windowShape })
  .refine(windowFits, windowError);
export type SalesQuery = z.input<typeof salesQuerySchema>;

export const topCustomersQuerySchema = z
  .strictObject({
    ...windowShape,
    limit: z.coerce.number().int().min(1).max(50).default(10),
  })
  .refine(windowFits, windowError);
export type TopCustomersQuery = z.input<typeof topCustomersQuerySchema>;

const figuresShape = {
  trades: z.number().int(),
  /** CAD that changed hands with the house, fees excluded. */
  volume: centsSchema,
  /** What the customers' prices earned against the mid price. */
  spread_revenue: centsSchema,
  fee_revenue: centsSchema,
  /** Spread plus fees. */
  revenue: centsSchema,
};

export const salesRowSchema = z.object({
  /** The period's first day. */
  period: z.iso.date(),
  asset: cryptoAssetCodeSchema,
  ...figuresShape,
});
export type SalesRow = z.infer<typeof salesRowSchema>;

export const salesReportSchema = z.object({
  range: salesRangeSchema,
  /** The window, widened to whole periods. */
  from: z.iso.date(),
  to: z.iso.date(),
  rows: z.array(salesRowSchema),
  totals: z.object(figuresShape),
});
export type SalesReport = z.infer<typeof salesReportSchema>;

export const topCustomerSchema = z.object({
  customer_guid: guidSchema,
  customer_name: z.string().nullable(),
  customer_email: z.string().nullable(),
  ...figuresShape,
});
export type TopCustomer = z.infer<typeof topCustomerSchema>;

export const topCustomersSchema = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  objects: z.array(topCustomerSchema),
});
export type TopCustomers = z.infer<typeof topCustomersSchema>;

/** The CSV export's columns, in order; each money column names its unit, CAD cents. */
export const salesCsvColumns = [
  'period',
  'asset',
  'trades',
  'volume_cad_cents',
  'spread_revenue_cad_cents',
  'fee_revenue_cad_cents',
  'revenue_cad_cents',
] as const;

export const salesPath = '/admin/api/sales';
