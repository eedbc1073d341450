import {
  anyQuoteSchema,
  postAnyQuoteSchema,
  postTradeSchema,
  quoteListQuerySchema,
  quoteListSchema,
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
  callerOf,
  customersListedBy,
  namedCustomerOf,
  unknownCustomer,
} from '../../infra/api-kit/customer-scope.js';
import {
  createdEach,
  IdempotentPosts,
  idempotencyKeyOf,
  sendAnswer,
} from '../../infra/api-kit/idempotency.js';
import { listOf, matchesNothing, offsetOf } from '../../infra/api-kit/list.js';
import type { Clock } from '../../infra/clock.js';
import type { ItemOutcome } from '../../infra/db/batch-queue.js';
import type { Schema } from '../../infra/db/schema.js';
import { AppError } from '../../infra/errors.js';
import type { Authenticator } from '../../infra/http/auth.js';
import type { FundingQuotesPort } from './funding-quotes-port.js';
import type { CustomerQuoteRequest, QuoteService } from './quote.service.js';
import { listQuotesOfEveryKind } from './quote-lists.js';
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

/**
 * POST/GET /api/quotes and /api/trades (Cybrid Bank API; docs/design/platform-api.md): the
 * customer's own, or, with a bank token, for and of any customer (ADR 61, 66).
 */
export function registerTradingRoutes(api: FastifyInstance, deps: TradingRouteDeps) {
  registerCreateQuoteRoute(api, deps);
  registerQuoteReadRoutes(api, deps);
  registerCreateTradeRoute(api, deps);
  registerTradeReadRoutes(api, deps);
}

/**
 * Whose quote a request asks for: the customer's own; a bank's, the customer it names in
 * `customer_guid`, who must exist (ADR 61, 66). createQuote documents no 404: an unknown
 * customer, or another one a customer names, is 400 `invalid_value` before anything is written.
 */
async function quotedCustomer(
  request: FastifyRequest,
  body: z.output<typeof postAnyQuoteSchema>,
  quotes: QuoteService,
): Promise<string> {
  const customerGuid = namedCustomerOf(request, body.customer_guid, unknownCustomer);
  if (callerOf(request).type === 'bank') await quotes.assertCustomer(customerGuid);
  return customerGuid;
}

/** POST /api/quotes: a trading quote here, a transfer quote by the funding module. */
function registerCreateQuoteRoute(api: FastifyInstance, deps: TradingRouteDeps) {
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
      // Cybrid's createQuote documents no 422 of ours: a refused quote is 400 (ADR 69).
      config: { refusalStatuses: { 422: 400 } },
      onRequest: auth.require('access', { scopes: ['quotes:execute'], bankTokens: true }),
      schema: {
        description:
          'Creates a quote. A bank token (the bank’s own backend) quotes for the customer it names in `customer_guid`: a trade, or a transfer (`funding` or `crypto_transfer`) to go with the trade or transfer it attests. A quote is only for what the customer can deliver now, its `platform_available`: the proceeds of a trade still settling are not offered.',
        body: postAnyQuoteSchema,
        response: { 201: anyQuoteSchema },
      },
    },
    async (request, reply) => {
      const customerGuid = await quotedCustomer(request, request.body, quotes);
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
}

/** GET /api/quotes and /api/quotes/{guid}. */
function registerQuoteReadRoutes(api: FastifyInstance, deps: TradingRouteDeps) {
  const routes = api.withTypeProvider<ZodTypeProvider>();
  const { auth, quotes, fundingQuotes } = deps;

  routes.get(
    '/api/quotes',
    {
      onRequest: auth.require('access', { scopes: ['quotes:read'], bankTokens: true }),
      schema: {
        description:
          'Lists quotes of every kind (trading, funding, crypto transfer), newest first: the customer’s own; with a bank token, every customer’s or those `customer_guid` names.',
        querystring: quoteListQuerySchema,
        response: { 200: quoteListSchema },
      },
    },
    async (request) => {
      const query = request.query;
      const customerGuids = customersListedBy(request, query.customer_guid);
      if (matchesNothing(query, customerGuids)) return listOf([], 0, query);
      const { rows, total } = await listQuotesOfEveryKind(
        query,
        customerGuids,
        { quotes, fundingQuotes },
        { offset: offsetOf(query), limit: query.per_page },
      );
      return listOf(rows, total, query);
    },
  );

  routes.get(
    '/api/quotes/:quote_guid',
    {
      onRequest: auth.require('access', { scopes: ['quotes:read'], bankTokens: true }),
      schema: {
        description:
          'Answers one of the customer’s quotes, of any kind; with a bank token, any customer’s.',
        params: quoteParamsSchema,
        response: { 200: anyQuoteSchema },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const guid = request.params.quote_guid;
      // A bank reads any customer's quote (ADR 66, 68): no customer to match.
      const customerGuid = caller.type === 'bank' ? undefined : caller.customerGuid;
      const transfer = await fundingQuotes.get(customerGuid, guid);
      if (transfer !== undefined) return transfer;
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
        createdEach((await trades.executeAll(trx, requests)).map(documentedTrade), tradeModel),
      atomic: true,
      refusalAtCommit: (error) => trades.refusalAtCommit(error),
      ...tradingBatches,
    },
  );
  routes.post(
    '/api/trades',
    {
      // Cybrid's createTrade documents 422 only for an expired quote: a refusal of state (the
      // investment limit, an unverified customer) is the 400 invalid_value it documents (ADR 69).
      config: { refusalStatuses: { 422: 400 } },
      onRequest: auth.require('access', { scopes: ['trades:execute'], bankTokens: true }),
      schema: {
        description:
          'Executes a quote. With a bank token (the bank’s own backend) the trade is the quote’s customer’s, on the bank’s attestation that its customer asked for it; every rule of the customer’s own trade applies.',
        body: postTradeSchema,
        response: { 201: tradeSchema },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const quoteGuid = request.body.quote_guid;
      // Cybrid's body names no customer: a bank's trade is its quote's customer's (ADR 66).
      const customerGuid =
        caller.type === 'bank'
          ? await trades.customerOfQuote(quoteGuid).catch((error: unknown) => {
              throw documentedTradeRefusal(error);
            })
          : caller.customerGuid;
      const attestedBy = caller.type === 'bank' ? caller.clientId : undefined;
      const answer = await tradePosts.submit({
        customerGuid,
        key: idempotencyKeyOf(request),
        body: request.body,
        input: { customerGuid, quoteGuid, attestedBy },
      });
      return sendAnswer(reply, answer);
    },
  );
}

/**
 * createTrade documents no 404 (ADR 69): a quote that is not the caller's, or not at all, is a
 * value it refuses, 400 `invalid_value`, as Cybrid refuses a quote guid there.
 */
function documentedTradeRefusal(error: unknown): unknown {
  if (!(error instanceof AppError) || error.code !== 'not_found') return error;
  const message = error.message;
  return new AppError('invalid_value', message, [{ path: 'body.quote_guid', message }], 400);
}

const documentedTrade = <T>(outcome: ItemOutcome<T>): ItemOutcome<T> =>
  outcome.ok ? outcome : { ok: false, error: documentedTradeRefusal(outcome.error) };

/** GET /api/trades and /api/trades/{guid}. */
function registerTradeReadRoutes(api: FastifyInstance, deps: TradingRouteDeps) {
  const routes = api.withTypeProvider<ZodTypeProvider>();
  const { auth, trades } = deps;

  routes.get(
    '/api/trades',
    {
      // The customer's personal read-only token reads it too (ADR 70).
      onRequest: auth.require('access', {
        scopes: ['trades:read'],
        bankTokens: true,
        personalTokens: true,
      }),
      schema: {
        description:
          'Lists trades, newest first: the customer’s own; with a bank token, every customer’s or those `customer_guid` names.',
        querystring: tradeListQuerySchema,
        response: { 200: tradeListSchema },
      },
    },
    async (request) => {
      const query = request.query;
      const customerGuid = customersListedBy(request, query.customer_guid);
      if (matchesNothing(query, customerGuid)) return listOf([], 0, query);
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
      // The customer's personal read-only token reads it too (ADR 70).
      onRequest: auth.require('access', {
        scopes: ['trades:read'],
        bankTokens: true,
        personalTokens: true,
      }),
      schema: {
        description: 'Answers one of the customer’s trades; with a bank token, any customer’s.',
        params: tradeParamsSchema,
        response: { 200: tradeSchema },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const customerGuid = caller.type === 'bank' ? undefined : caller.customerGuid;
      return tradeModel(await trades.get(customerGuid, request.params.trade_guid));
    },
  );
}
