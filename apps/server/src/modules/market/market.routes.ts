import { coinIds, coinMarketsSchema, marketChartSchema, simplePriceSchema } from '@maple/contracts';
import { cryptoAssetCodes } from '@maple/money';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../infra/errors.js';
import { marketChart, marketsRow, type Precision, simplePriceEntry } from './coingecko-shapes.js';
import { assetOfCoinId, type MarketDataProvider, type Ticker } from './market-data.js';

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

function tickerOf(market: MarketDataProvider, asset: (typeof cryptoAssetCodes)[number]): Ticker {
  const ticker = market.tickers().get(asset);
  if (ticker === undefined)
    throw new AppError('service_unavailable', 'Prices are not available yet');
  return ticker;
}

/**
 * CoinGecko v3 paths, parameters and shapes under /market (docs/product/interfaces.md): market
 * chart, markets list and simple price, served from the market data provider's memory. Answers are
 * public and may be cached briefly.
 */
export function registerMarketRoutes(app: FastifyInstance, market: MarketDataProvider) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const cacheFor = (seconds: number) => `public, max-age=${seconds}`;

  routes.get(
    '/market/api/v3/coins/:id/market_chart',
    {
      schema: {
        params: z.object({ id: z.string().max(100) }),
        querystring: chartQuery,
        response: { 200: marketChartSchema },
      },
    },
    async (request, reply) => {
      const asset = assetOfCoinId(request.params.id.toLowerCase());
      if (asset === undefined) throw new AppError('not_found', 'coin not found');
      const { days } = request.query;
      const digits: Precision = request.query.precision ?? 'full';
      const points = await market.history(
        asset,
        days === 'max' ? maxDays : Math.min(days, maxDays),
      );
      reply.header('cache-control', cacheFor(days === 'max' || days > 1 ? 60 : 5));
      return marketChart(points, tickerOf(market, asset), digits);
    },
  );

  routes.get(
    '/market/api/v3/coins/markets',
    { schema: { querystring: marketsQuery, response: { 200: coinMarketsSchema } } },
    async (request, reply) => {
      const { ids, per_page: perPage, page } = request.query;
      const digits: Precision = request.query.precision ?? 'full';
      const ranked = cryptoAssetCodes
        .map((asset) => tickerOf(market, asset))
        .sort((a, b) => (a.marketCap === b.marketCap ? 0 : a.marketCap > b.marketCap ? -1 : 1));
      const rows = ranked
        .map((ticker, index) => ({ ticker, rank: index + 1 }))
        .filter(({ ticker }) => ids === undefined || ids.includes(coinIds[ticker.asset]))
        .slice((page - 1) * perPage, page * perPage)
        .map(({ ticker, rank }) => marketsRow(ticker, rank, digits));
      reply.header('cache-control', cacheFor(5));
      return rows;
    },
  );

  routes.get(
    '/market/api/v3/simple/price',
    { schema: { querystring: simplePriceQuery, response: { 200: simplePriceSchema } } },
    async (request, reply) => {
      const { ids, vs_currencies: currencies } = request.query;
      const digits: Precision = request.query.precision ?? 'full';
      const options = {
        precision: digits,
        includeMarketCap: request.query.include_market_cap,
        include24hrVol: request.query.include_24hr_vol,
        include24hrChange: request.query.include_24hr_change,
        includeLastUpdatedAt: request.query.include_last_updated_at,
      };
      reply.header('cache-control', cacheFor(5));
      // Like CoinGecko: unknown ids and currencies are left out, not refused.
      if (!currencies.includes('cad')) return {};
      return Object.fromEntries(
        ids.flatMap((id) => {
          const asset = assetOfCoinId(id);
          return asset === undefined
            ? []
            : [[id, simplePriceEntry(tickerOf(market, asset), options)]];
        }),
      );
    },
  );
}
