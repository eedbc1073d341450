import {
  anyQuoteSchema,
  postAnyQuoteSchema,
  postTradeSchema,
  quoteParamsSchema,
  tradeListQuerySchema,
  tradeListSchema,
  tradeParamsSchema,
  tradeSchema,
} from '@maple/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  actedOnCustomer,
  callerOf,
  customerListedIn,
  customerOf,
} from '../../infra/api-kit/customer-scope.js';
import {
  createdEach,
  IdempotentPosts,
  idempotencyKeyOf,
  sendAnswer,
} from '../../infra/api-kit/idempotency.js';
import { listOf, matchesNothing, offsetOf } from '../../infra/api-kit/list.js';
import type { Clock } from '../../infra/clock.js';
import type { Schema } from '../../infra/db/schema.js';
import { AppError } from '../../infra/errors.js';
import type { Authenticator } from '../../infra/http/auth.js';
import type { FundingQuotesPort } from './funding-quotes-port.js';
import type { CustomerQuoteRequest, QuoteService } from './quote.service.js';
import type { TradeRequest, TradeService } from './trade.service.js';
import { quoteModel, tradeModel } from './trading.models.js';

export interface TradingRouteDeps {
  auth: Authenticator;
  db: Kysely<Schema>;
  clock: Clock;
  quotes: QuoteService;
  trades: TradeService;
  /** Funding quotes (`product_type: funding`) belong to the funding module. */
  fundingQuotes: FundingQuotesPort;
}

/**
 * How quotes and trades are batched (docs/decisions/0049): at most two transactions of each at
 * once, so under load the requests that wait meanwhile share the next one; 100 requests keep a
 * batch's statements well under PostgreSQL's 65,535 parameters.
 */
const tradingBatches = { maxBatch: 100, maxInFlight: 2 };

/** POST/GET /api/quotes and /api/trades (Cybrid Bank API; docs/design/platform-api.md). */
export function registerTradingRoutes(api: FastifyInstance, deps: TradingRouteDeps) {
  registerQuoteRoutes(api, deps);
  registerCreateTradeRoute(api, deps);
  registerTradeReadRoutes(api, deps);
}

/**
 * Whose quote a request asks for: the customer's own; a bank's (ADR 61) only a transfer's, for
 * the customer it names, who must exist (404 before anything is written).
 */
async function quotedCustomer(
  request: FastifyRequest,
  body: z.output<typeof postAnyQuoteSchema>,
  fundingQuotes: FundingQuotesPort,
): Promise<string> {
  if (callerOf(request).type === 'customer') return customerOf(request, body.customer_guid);
  if (body.product_type === 'trading') {
    // Cybrid's words, as every route that refuses a bank token answers (ADR 18).
    throw new AppError('invalid_subject', 'Invalid Subject type. Required: customer');
  }
  const customerGuid = actedOnCustomer(request, body.customer_guid);
  await fundingQuotes.assertCustomer(customerGuid);
  return customerGuid;
}

/** POST /api/quotes (a trading quote here, a funding one by the funding module) and GET one. */
function registerQuoteRoutes(api: FastifyInstance, deps: TradingRouteDeps) {
  const routes = api.withTypeProvider<ZodTypeProvider>();
  const { auth, db, clock, quotes, fundingQuotes } = deps;

  const quotePosts = new IdempotentPosts(
    { db, clock },
    {
      endpoint: 'POST /api/quotes',
      perform: async (trx, requests: readonly CustomerQuoteRequest[]) =>
        createdEach(await quotes.createAll(trx, requests), quoteModel),
      atomic: false,
      ...tradingBatches,
    },
  );
  routes.post(
    '/api/quotes',
    {
      onRequest: auth.require('access', { scopes: ['quotes:execute'], bankTokens: true }),
      schema: {
        description:
          'Creates a quote. A bank token (the bank’s own backend) may quote a transfer (`funding` or `crypto_transfer`) for the customer it names in `customer_guid`, to go with the transfer it attests; trades take the customer’s own token.',
        body: postAnyQuoteSchema,
        response: { 201: anyQuoteSchema },
      },
    },
    async (request, reply) => {
      const customerGuid = await quotedCustomer(request, request.body, fundingQuotes);
      const key = idempotencyKeyOf(request);
      if (request.body.product_type !== 'trading') {
        return sendAnswer(
          reply,
          await fundingQuotes.post({ customerGuid, key, body: request.body }),
        );
      }
      const {
        side,
        symbol: asset,
        receive_amount: receive,
        deliver_amount: deliver,
      } = request.body;
      const amount = deliver !== undefined ? { deliver } : { receive: receive ?? 0n };
      const answer = await quotePosts.submit({
        customerGuid,
        key,
        body: request.body,
        input: { customerGuid, side, asset, amount },
      });
      return sendAnswer(reply, answer);
    },
  );

  routes.get(
    '/api/quotes/:quote_guid',
    {
      onRequest: auth.require('access', { scopes: ['quotes:read'] }),
      schema: {
        params: quoteParamsSchema,
        response: { 200: anyQuoteSchema },
      },
    },
    async (request) => {
      const customerGuid = customerOf(request);
      const guid = request.params.quote_guid;
      const funding = await fundingQuotes.get(customerGuid, guid);
      if (funding !== undefined) return funding;
      return quoteModel(await quotes.get(customerGuid, guid));
    },
  );
}

/** POST /api/trades, once per Idempotency-Key, in batches. */
function registerCreateTradeRoute(api: FastifyInstance, deps: TradingRouteDeps) {
  const routes = api.withTypeProvider<ZodTypeProvider>();
  const { auth, db, clock, trades } = deps;

  const tradePosts = new IdempotentPosts(
    { db, clock },
    {
      endpoint: 'POST /api/trades',
      perform: async (trx, requests: readonly TradeRequest[]) =>
        createdEach(await trades.executeAll(trx, requests), tradeModel),
      atomic: true,
      refusalAtCommit: (error) => trades.refusalAtCommit(error),
      ...tradingBatches,
    },
  );
  routes.post(
    '/api/trades',
    {
      onRequest: auth.require('access', { scopes: ['trades:execute'] }),
      schema: {
        body: postTradeSchema,
        response: { 201: tradeSchema },
      },
    },
    async (request, reply) => {
      const customerGuid = customerOf(request);
      const answer = await tradePosts.submit({
        customerGuid,
        key: idempotencyKeyOf(request),
        body: request.body,
        input: { customerGuid, quoteGuid: request.body.quote_guid },
      });
      return sendAnswer(reply, answer);
    },
  );
}

/** GET /api/trades and /api/trades/{guid}. */
function registerTradeReadRoutes(api: FastifyInstance, deps: TradingRouteDeps) {
  const routes = api.withTypeProvider<ZodTypeProvider>();
  const { auth, trades } = deps;

  routes.get(
    '/api/trades',
    {
      onRequest: auth.require('access', { scopes: ['trades:read'] }),
      schema: {
        querystring: tradeListQuerySchema,
        response: { 200: tradeListSchema },
      },
    },
    async (request) => {
      const query = request.query;
      const customerGuid = customerListedIn(request, query.customer_guid);
      if (matchesNothing(query)) return listOf([], 0, query);
      const { trades: found, total } = await trades.list(
        {
          customerGuid,
          guids: query.guid,
          accountGuids: query.account_guid,
          states: query.state,
          sides: query.side,
          symbols: query.symbol,
          createdAtGte: query.created_at_gte,
          createdAtLt: query.created_at_lt,
          updatedAtGte: query.updated_at_gte,
          updatedAtLt: query.updated_at_lt,
        },
        { offset: offsetOf(query), limit: query.per_page },
      );
      return listOf(found.map(tradeModel), total, query);
    },
  );

  routes.get(
    '/api/trades/:trade_guid',
    {
      onRequest: auth.require('access', { scopes: ['trades:read'] }),
      schema: {
        params: tradeParamsSchema,
        response: { 200: tradeSchema },
      },
    },
    async (request) => tradeModel(await trades.get(customerOf(request), request.params.trade_guid)),
  );
}
