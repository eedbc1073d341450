import type { PostQuote, PostTrade } from '@maple/contracts';
import { api } from '../../../lib/api/api';
import {
  platformAnswer,
  type Quote,
  quoteSchema,
  type Trade,
  tradeSchema,
} from '../../../lib/platform/answers';

/**
 * The contract's PostQuote. The app sends amounts as base-unit decimal strings (the arguments
 * stay in the store, which must stay serialisable); exactly one of the two is set.
 */
export type QuoteRequest = PostQuote;

export interface TradeRequest extends Pick<PostTrade, 'quote_guid'> {
  /** One per confirm click: a retried request never trades twice. */
  idempotencyKey: string;
}

/** Quotes and their execution (Cybrid POST /api/quotes and /api/trades). */
export const exchangeApi = api.injectEndpoints({
  endpoints: (build) => ({
    createQuote: build.mutation<Quote, QuoteRequest>({
      query: (body) => ({
        url: '/api/quotes',
        method: 'POST',
        body,
        auth: 'access',
        platform: true,
      }),
      ...platformAnswer(quoteSchema),
    }),
    createTrade: build.mutation<Trade, TradeRequest>({
      query: ({ quote_guid, idempotencyKey }) => ({
        url: '/api/trades',
        method: 'POST',
        body: { quote_guid },
        headers: { 'Idempotency-Key': idempotencyKey },
        auth: 'access',
        platform: true,
      }),
      ...platformAnswer(tradeSchema),
      // Balances move (or funds are held) and the trade joins the list either way.
      invalidatesTags: ['Accounts', 'Trades'],
    }),
  }),
});

export const { useCreateQuoteMutation, useCreateTradeMutation } = exchangeApi;
