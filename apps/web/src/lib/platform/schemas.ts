import { isAssetCode, parseTradingSymbol } from '@maple/money';
import { z } from 'zod';

/**
 * Platform (Cybrid-compatible) answers as the app keeps them. Amounts arrive as JSON integers,
 * read losslessly as bigint, and are kept as base-unit decimal strings ("150000000") so the store
 * stays serialisable; screens turn them into bigint only to compute or format.
 */
export const baseUnits = z
  .union([z.bigint(), z.number().int(), z.string().regex(/^-?\d+$/)])
  .transform((value) => BigInt(value).toString());

const count = z.union([z.bigint(), z.number().int()]).transform(Number);

const assetCode = z.string().refine(isAssetCode);
const symbol = z.string().refine((value) => parseTradingSymbol(value) !== undefined);

export const accountSchema = z.object({
  guid: z.string(),
  type: z.string(),
  asset: assetCode,
  platform_balance: baseUnits,
  platform_available: baseUnits,
});
export type Account = z.output<typeof accountSchema>;

const listOf = <T extends z.ZodType>(item: T) =>
  z.object({ total: count, page: count, per_page: count, objects: z.array(item) });

export const accountListSchema = listOf(accountSchema);

export const priceSchema = z.object({
  symbol,
  /** CAD cents per one whole unit of the asset. */
  buy_price: baseUnits,
  sell_price: baseUnits,
});
export type Price = z.output<typeof priceSchema>;
export const priceListSchema = z.array(priceSchema);

export const tradeSideSchema = z.enum(['buy', 'sell']);
export type TradeSide = z.output<typeof tradeSideSchema>;

export const tradeSchema = z.object({
  guid: z.string(),
  symbol,
  side: tradeSideSchema,
  state: z.string(),
  failure_code: z.string().nullable(),
  receive_amount: baseUnits,
  deliver_amount: baseUnits,
  fee: baseUnits,
  created_at: z.string(),
});
export type Trade = z.output<typeof tradeSchema>;
export const tradeListSchema = listOf(tradeSchema);
export type TradeList = z.output<typeof tradeListSchema>;

export const quoteSchema = z.object({
  guid: z.string(),
  symbol,
  side: tradeSideSchema,
  receive_amount: baseUnits,
  deliver_amount: baseUnits,
  fee: baseUnits,
  issued_at: z.string(),
  expires_at: z.string(),
});
export type Quote = z.output<typeof quoteSchema>;

/**
 * How an endpoint reads a platform answer: the raw answer (with bigints) is checked and
 * converted by `schema` (a mismatch becomes an `invalid-response` error), and the converted,
 * serialisable value is what the store keeps.
 */
export const platformAnswer = <T extends z.ZodType>(schema: T) => ({
  rawResponseSchema: schema,
  transformResponse: (converted: unknown) => converted as z.output<T>,
});
