import {
  accountListSchemaOf,
  quoteSchemaOf,
  symbolPriceSchemaOf,
  tradeListSchemaOf,
  tradeSchemaOf,
} from '@maple/contracts';
import { z } from 'zod';

export type { TradeSide } from '@maple/contracts';

/**
 * Platform (Cybrid-compatible) answers as the app keeps them, parsed by the contract's own
 * schemas (@maple/contracts, the ones the server declares in /docs). Amounts arrive as JSON
 * integers, read losslessly as bigint, and are kept as base-unit decimal strings ("150000000")
 * so the store stays serialisable (ADR 9); screens turn them into bigint only to compute or
 * format. This amount schema is the only thing the app adds to the contract's shapes.
 */
export const baseUnits = z
  .union([z.bigint(), z.number().int(), z.string().regex(/^\d+$/)])
  .transform((value) => BigInt(value).toString());

export const accountListSchema = accountListSchemaOf(baseUnits);
export type Account = z.output<typeof accountListSchema>['objects'][number];

export const priceSchema = symbolPriceSchemaOf(baseUnits);
export type Price = z.output<typeof priceSchema>;
export const priceListSchema = z.array(priceSchema);

export const tradeSchema = tradeSchemaOf(baseUnits);
export type Trade = z.output<typeof tradeSchema>;
export const tradeListSchema = tradeListSchemaOf(baseUnits);
export type TradeList = z.output<typeof tradeListSchema>;

export const quoteSchema = quoteSchemaOf(baseUnits);
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
