import { z } from 'zod';
import {
  assetCodeSchema,
  baseUnitsSchema,
  countSchema,
  guidSchema,
  timestampSchema,
  tradingSymbolSchema,
} from './fields.js';
import { commaList, listSchemaOf, pageQuerySchema } from './lists.js';

/** GET /api/assets, /api/symbols and /api/prices: reference data and customer prices. */

/** Cybrid's Asset. */
export const assetSchema = z.strictObject({
  type: z.enum(['fiat', 'crypto']),
  code: assetCodeSchema,
  name: z.string(),
  symbol: z.string().meta({ description: 'The sign shown beside an amount.' }),
  decimals: countSchema.meta({ description: 'Base units per whole unit are 10^decimals.' }),
});

export const assetListSchema = listSchemaOf(assetSchema);

export const assetListQuerySchema = pageQuerySchema.extend({
  code: commaList(assetCodeSchema, 'asset codes to list').optional(),
});

/** Cybrid's Symbols: every trading symbol. */
export const symbolsSchema = z.array(tradingSymbolSchema);

/**
 * Cybrid's SymbolPrice, built with the amount schema of its reader: CAD cents per whole unit,
 * the mid price moved by the spread (buy rounded up, sell down).
 */
export const symbolPriceSchemaOf = <A extends z.ZodType>(amount: A) =>
  z.strictObject({
    symbol: tradingSymbolSchema,
    type: z.literal('trading'),
    buy_price: amount,
    sell_price: amount,
    buy_price_last_updated_at: timestampSchema,
    sell_price_last_updated_at: timestampSchema,
  });

export const symbolPriceSchema = symbolPriceSchemaOf(baseUnitsSchema);
export const symbolPriceListSchema = z.array(symbolPriceSchema);

export const priceListQuerySchema = z.object({
  symbol: commaList(tradingSymbolSchema, 'trading symbols to list prices for').optional(),
  trading_symbol: commaList(
    tradingSymbolSchema,
    'trading symbols to list prices for (as symbol)',
  ).optional(),
  bank_guid: guidSchema.optional().meta({ description: 'The bank to list prices for.' }),
});
