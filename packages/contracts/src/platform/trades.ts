import { z } from 'zod';
import {
  baseUnitsSchema,
  guidSchema,
  noLabelsSchema,
  timestampSchema,
  tradeSideSchema,
  tradingSymbolSchema,
} from './fields.js';
import { commaList, listSchemaOf, pageQuerySchema, timeBound } from './lists.js';

/** POST and GET /api/trades, GET /api/trades/{trade_guid}. */

/**
 * The path's guid, as any text (Cybrid's is a plain string): one that is not a guid names no
 * trade, so it answers 404, the refusal Cybrid documents for this operation, not a 400.
 */
export const tradeParamsSchema = z.object({
  trade_guid: z.string().meta({ description: 'The trade’s guid.' }),
});

export const tradeStateSchema = z.enum([
  'storing',
  'pending',
  'executed',
  'settling',
  'completed',
  'failed',
]);

/** Cybrid's PostTrade: execute a quote. */
export const postTradeSchema = z.strictObject({
  quote_guid: guidSchema,
  trade_type: z.literal('platform', { error: 'trade_type must be platform' }).optional(),
});
export type PostTrade = z.input<typeof postTradeSchema>;

export const tradeListQuerySchema = pageQuerySchema.extend({
  guid: commaList(guidSchema, 'trade guids to list').optional(),
  bank_guid: commaList(guidSchema, 'bank guids to list trades of').optional(),
  customer_guid: commaList(guidSchema, 'customer guids to list trades of').optional(),
  account_guid: commaList(guidSchema, 'account guids whose trades to list').optional(),
  state: commaList(tradeStateSchema, 'trade states to list').optional(),
  side: commaList(tradeSideSchema, 'sides to list').optional(),
  symbol: commaList(tradingSymbolSchema, 'trading symbols to list').optional(),
  label: commaList(z.string().min(1).max(64), 'labels to list trades with').optional(),
  created_at_gte: timeBound('Created at or after this ISO 8601 date-time.'),
  created_at_lt: timeBound('Created before this ISO 8601 date-time.'),
  updated_at_gte: timeBound('Updated at or after this ISO 8601 date-time.'),
  updated_at_lt: timeBound('Updated before this ISO 8601 date-time.'),
});

/** Cybrid's Trade, built with the amount schema of its reader. */
export const tradeSchemaOf = <A extends z.ZodType>(amount: A) =>
  z.strictObject({
    guid: guidSchema,
    trade_type: z.literal('platform'),
    customer_guid: guidSchema,
    quote_guid: guidSchema,
    symbol: tradingSymbolSchema,
    side: tradeSideSchema,
    state: tradeStateSchema,
    failure_code: z.enum(['non_sufficient_funds', 'expired_quote', 'market_volatility']).nullable(),
    receive_amount: amount,
    deliver_amount: amount,
    fee: amount,
    reference_trade_guid: z.null(),
    created_at: timestampSchema,
    updated_at: timestampSchema,
    labels: noLabelsSchema,
  });

export const tradeSchema = tradeSchemaOf(baseUnitsSchema);
export const tradeListSchemaOf = <A extends z.ZodType>(amount: A) =>
  listSchemaOf(tradeSchemaOf(amount));
export const tradeListSchema = listSchemaOf(tradeSchema);
