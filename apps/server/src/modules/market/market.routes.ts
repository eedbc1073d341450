import { coinIds, coinMarketsSchema, marketChartSchema, simplePriceSchema } from '@maple/contracts';
import { type CryptoAssetCode, cryptoAssetCodes } from '@maple/money';
import type { FastifyInstance } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';
import type { Clock } from '../../infra/clock.js';
import { AppError } from '../../infra/errors.js';
import { memoizedQueryValidator } from '../../infra/http/memoized-validator.js';
import { marketChart, marketsRow, type Precision, simplePriceEntry } from './coingecko-shapes.js';
import { assetOfCoinId, type MarketDataProvider, type Ticker } from './market-data.js';
import { type Plan, planned, TickAnswers } from './tick-answers.js';

/** Only CAD is quoted (docs/product/data.md); CoinGecko accepts the currency in any case. */
const vsCurrency = z
  .string()
  .transform((value) => value.toLowerCase())
  .pipe(z.literal('cad', { error: 'invalid vs_currency: only cad is supported' }));

const precision = z
  .union([z.literal('full'), z.coerce.number().int().min(0).max(18)], {
    error: 'precision must be full or a whole number from 0 to 18',
  })
  .optional();

const flag = z
  .enum(['true', 'false'])
  .default('false')
  .transform((value) => value === 'true');

/** Five years of daily points is the longest history the product keeps. */
const maxDays = 1826;

const chartQuery = z.object({
  vs_currency: vsCurrency,
  days: z.union([z.literal('max'), z.coerce.number().positive().max(100_000)], {
    error: 'days must be a positive number or max',
  }),
  precision,
  interval: z.enum(['daily', 'hourly', '5m']).optional(),
});

const idsList = z
  .string()
  .max(1000)
  .transform((value) =>
    value
      .split(',')
      .map((id) => id.trim().toLowerCase())
      .filter(Boolean),
  );

const marketsQuery = z.object({
  vs_currency: vsCurrency,
  ids: idsList.optional(),
  order: z.string().max(40).optional(),
  per_page: z.coerce.number().int().min(1).max(250).default(100),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  sparkline: flag,
  price_change_percentage: z.string().max(100).optional(),
  precision,
});

const simplePriceQuery = z.object({
  ids: idsList,
  vs_currencies: z
    .string()
    .max(200)
    .transform((value) =>
      value
        .toLowerCase()
        .split(',')
        .map((currency) => currency.trim()),
    ),
  include_market_cap: flag,
  include_24hr_vol: flag,
  include_24hr_change: flag,
  include_last_updated_at: flag,
  precision,
});

function tickerOf(market: MarketDataProvider, asset: CryptoAssetCode): Ticker {
  const ticker = market.tickers().get(asset);
  if (ticker === undefined)
    throw new AppError('service_unavailable', 'Prices are not available yet');
  return ticker;
}

/** What each route needs: the market, and one store of prepared answers per route. */
interface RouteDeps {
  market: MarketDataProvider;
  answers: (schema: $ZodType, url: string) => TickAnswers;
}

/**
 * CoinGecko v3 paths, parameters and shapes under /market (docs/product/interfaces.md): market
 * chart, markets list and simple price, served from the market data provider's memory. Answers
 * change only with the prices, so each is prepared once per tick and distinct query (its
 * normalised form: what changes the answer) and sent as prepared bytes, with an ETag and a
 * public Cache-Control as long as the prices cannot change. A query is validated once per
 * distinct query string, not per request (the same zod schemas, the same refusals).
 */
export function registerMarketRoutes(
  app: FastifyInstance,
  market: MarketDataProvider,
  clock: Clock,
) {
  app.register(async (scope) => {
    scope.setValidatorCompiler(memoizedQueryValidator(256));
    const stores: TickAnswers[] = [];
    const answers = (schema: $ZodType, url: string) => {
      // The response schema's serialiser, which Fastify would run per request, runs once here.
      const serialize = serializerCompiler({ schema, method: 'GET', url });
      const store = new TickAnswers({ market, clock, serialize });
      stores.push(store);
      return store;
    };
    scope.addHook('onClose', async () => {
      for (const store of stores) store.close();
    });
    registerChart(scope, { market, answers });
    registerMarkets(scope, { market, answers });
    registerSimplePrice(scope, { market, answers });
  });
}

function registerChart(app: FastifyInstance, { market, answers }: RouteDeps) {
  const url = '/market/api/v3/coins/:id/market_chart';
  const charts = answers(marketChartSchema, url);
  app.withTypeProvider<ZodTypeProvider>().get(
    url,
    {
      schema: {
        params: z.object({ id: z.string().max(100) }),
        querystring: chartQuery,
        response: { 200: marketChartSchema },
      },
    },
    (request, reply) => {
      const asset = assetOfCoinId(request.params.id.toLowerCase());
      if (asset === undefined) throw new AppError('not_found', 'coin not found');
      const { days } = request.query;
      const span = days === 'max' ? maxDays : Math.min(days, maxDays);
      const digits: Precision = request.query.precision ?? 'full';
      charts.send(request, reply, {
        key: `${asset} ${span} ${digits}`,
        build: async () =>
          marketChart(await market.history(asset, span), tickerOf(market, asset), digits),
      });
    },
  );
}

/** The coins asked for, in the list's own order, and the page as a slice of at most six. */
function marketsPlan(market: MarketDataProvider, query: z.output<typeof marketsQuery>): Plan {
  const { ids, per_page: perPage, page } = query;
  const digits: Precision = query.precision ?? 'full';
  const wanted = ids && cryptoAssetCodes.filter((asset) => ids.includes(coinIds[asset]));
  const from = Math.min((page - 1) * perPage, cryptoAssetCodes.length);
  const to = Math.min(page * perPage, cryptoAssetCodes.length);
  return {
    key: `${wanted?.join(',') ?? '*'} ${from} ${to} ${digits}`,
    build: () =>
      cryptoAssetCodes
        .map((asset) => tickerOf(market, asset))
        .sort((a, b) => (a.marketCap === b.marketCap ? 0 : a.marketCap > b.marketCap ? -1 : 1))
        .map((ticker, index) => ({ ticker, rank: index + 1 }))
        .filter(({ ticker }) => wanted === undefined || wanted.includes(ticker.asset))
        .slice(from, to)
        .map(({ ticker, rank }) => marketsRow(ticker, rank, digits)),
  };
}

function registerMarkets(app: FastifyInstance, { market, answers }: RouteDeps) {
  const url = '/market/api/v3/coins/markets';
  const lists = answers(coinMarketsSchema, url);
  const planFor = planned((query: z.output<typeof marketsQuery>) => marketsPlan(market, query));
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      url,
      { schema: { querystring: marketsQuery, response: { 200: coinMarketsSchema } } },
      (request, reply) => lists.send(request, reply, planFor(request.query)),
    );
}

/** The known coins asked for, each once, in the order asked; the figures asked for. */
function simplePricePlan(
  market: MarketDataProvider,
  query: z.output<typeof simplePriceQuery>,
): Plan {
  const options = {
    precision: query.precision ?? 'full',
    includeMarketCap: query.include_market_cap,
    include24hrVol: query.include_24hr_vol,
    include24hrChange: query.include_24hr_change,
    includeLastUpdatedAt: query.include_last_updated_at,
  };
  // Like CoinGecko: unknown ids and currencies are left out, not refused.
  const coins = query.vs_currencies.includes('cad')
    ? [...new Set(query.ids)].flatMap((id) => {
        const asset = assetOfCoinId(id);
        return asset === undefined ? [] : [{ id, asset }];
      })
    : [];
  const { includeMarketCap, include24hrVol, include24hrChange, includeLastUpdatedAt } = options;
  const extras = [includeMarketCap, include24hrVol, include24hrChange, includeLastUpdatedAt]
    .map(Number)
    .join('');
  return {
    key: `${coins.map(({ id }) => id).join(',')} ${extras} ${options.precision}`,
    build: () =>
      Object.fromEntries(
        coins.map(({ id, asset }) => [id, simplePriceEntry(tickerOf(market, asset), options)]),
      ),
  };
}

function registerSimplePrice(app: FastifyInstance, { market, answers }: RouteDeps) {
  const url = '/market/api/v3/simple/price';
  const prices = answers(simplePriceSchema, url);
  const planFor = planned((query: z.output<typeof simplePriceQuery>) =>
    simplePricePlan(market, query),
  );
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      url,
      { schema: { querystring: simplePriceQuery, response: { 200: simplePriceSchema } } },
      (request, reply) => prices.send(request, reply, planFor(request.query)),
    );
}
