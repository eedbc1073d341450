import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { customerOf } from '../../infra/api-kit/customer-scope.js';
import { baseUnitsSchema, guidSchema } from '../../infra/api-kit/fields.js';
import {
  createdEach,
  IdempotentPosts,
  idempotencyKeyOf,
  sendAnswer,
} from '../../infra/api-kit/idempotency.js';
import { commaList, listOf, offsetOf, pageQuerySchema } from '../../infra/api-kit/list.js';
import type { Clock } from '../../infra/clock.js';
import type { Schema } from '../../infra/db/schema.js';
import type { Authenticator } from '../../infra/http/auth.js';
import type { CustomerQuoteRequest, QuoteService } from './quote.service.js';
import type { TradeRequest, TradeService } from './trade.service.js';
import { listTrades } from './trades.repo.js';
import { quoteModel, tradeModel } from './trading.models.js';
import { assetOfSymbol } from './trading-rules.js';

export interface TradingRouteDeps {
  auth: Authenticator;
  db: Kysely<Schema>;
  clock: Clock;
  quotes: QuoteService;
  trades: TradeService;
}

const symbolSchema = z
  .string({ error: 'symbol is required' })
  .max(24)
  .transform((symbol, ctx) => {
    const asset = assetOfSymbol(symbol);
    if (asset === undefined) {
      ctx.addIssue({
        code: 'custom',
        message: 'symbol must be one of BTC-CAD, ETH-CAD, LTC-CAD, BCH-CAD, USDC-CAD, XRP-CAD',
      });
      return z.NEVER;
    }
    return asset;
  });

const postQuoteBody = z
  .strictObject({
    product_type: z
      .literal('trading', { error: 'product_type must be trading' })
      .default('trading'),
    customer_guid: guidSchema.optional(),
    symbol: symbolSchema,
    side: z.enum(['buy', 'sell'], { error: 'side must be buy or sell' }),
    receive_amount: baseUnitsSchema.optional(),
    deliver_amount: baseUnitsSchema.optional(),
  })
  .superRefine((body, ctx) => {
    if ((body.receive_amount === undefined) === (body.deliver_amount === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['deliver_amount'],
        message: 'give exactly one of receive_amount and deliver_amount',
      });
    }
  });

const postTradeBody = z.strictObject({
  quote_guid: guidSchema,
  trade_type: z.literal('platform', { error: 'trade_type must be platform' }).optional(),
});

const tradeListQuery = pageQuerySchema.extend({
  customer_guid: guidSchema.optional(),
  guid: commaList(guidSchema).optional(),
  state: commaList(
    z.enum(['storing', 'pending', 'executed', 'settling', 'completed', 'failed']),
  ).optional(),
  side: commaList(z.enum(['buy', 'sell'])).optional(),
  symbol: commaList(z.string().max(24)).optional(),
  created_at_gte: z.iso.datetime({ offset: true }).optional(),
  created_at_lt: z.iso.datetime({ offset: true }).optional(),
});

const guidParams = z.object({ guid: guidSchema });

/**
 * How quotes and trades are batched (docs/decisions/0010): at most two transactions of each at
 * once, so under load the requests that wait meanwhile share the next one; 100 requests keep a
 * batch's statements well under PostgreSQL's 65,535 parameters.
 */
const tradingBatches = { maxBatch: 100, maxInFlight: 2 };

/** POST/GET /api/quotes and /api/trades (Cybrid Bank API; DESIGN §5). */
export function registerTradingRoutes(api: FastifyInstance, deps: TradingRouteDeps) {
  const routes = api.withTypeProvider<ZodTypeProvider>();
  const { auth, db, clock, quotes, trades } = deps;

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
      onRequest: auth.require('access', { scopes: ['quotes:execute'] }),
      schema: { body: postQuoteBody },
    },
    async (request, reply) => {
      const customerGuid = customerOf(request, request.body.customer_guid);
      const {
        side,
        symbol: asset,
        receive_amount: receive,
        deliver_amount: deliver,
      } = request.body;
      const amount = deliver !== undefined ? { deliver } : { receive: receive ?? 0n };
      const answer = await quotePosts.submit({
        customerGuid,
        key: idempotencyKeyOf(request),
        body: request.body,
        input: { customerGuid, side, asset, amount },
      });
      return sendAnswer(reply, answer);
    },
  );

  routes.get(
    '/api/quotes/:guid',
    {
      onRequest: auth.require('access', { scopes: ['quotes:read'] }),
      schema: { params: guidParams },
    },
    async (request) => quoteModel(await quotes.get(customerOf(request), request.params.guid)),
  );

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
      schema: { body: postTradeBody },
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

  routes.get(
    '/api/trades',
    {
      onRequest: auth.require('access', { scopes: ['trades:read'] }),
      schema: { querystring: tradeListQuery },
    },
    async (request) => {
      const query = request.query;
      const customerGuid = customerOf(request, query.customer_guid);
      const { trades: found, total } = await listTrades(
        db,
        {
          customerGuid,
          ...(query.guid === undefined ? {} : { guids: query.guid }),
          ...(query.state === undefined ? {} : { states: query.state }),
          ...(query.side === undefined ? {} : { sides: query.side }),
          ...(query.symbol === undefined ? {} : { symbols: query.symbol }),
          ...(query.created_at_gte === undefined
            ? {}
            : { createdAtGte: new Date(query.created_at_gte) }),
          ...(query.created_at_lt === undefined
            ? {}
            : { createdAtLt: new Date(query.created_at_lt) }),
        },
        { offset: offsetOf(query), limit: query.per_page },
      );
      return listOf(found.map(tradeModel), total, query);
    },
  );

  routes.get(
    '/api/trades/:guid',
    {
      onRequest: auth.require('access', { scopes: ['trades:read'] }),
      schema: { params: guidParams },
    },
    async (request) => tradeModel(await trades.get(customerOf(request), request.params.guid)),
  );
}
