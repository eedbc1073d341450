import { marketChartSchema, ohlcSchema } from '@maple/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../infra/errors.js';
import { chartResolution, rangeResolution, storedPoints } from './chart-resolution.js';
import { marketChart, type Precision } from './coingecko-shapes.js';
import { coinParams, instant, precision, vsCurrency } from './market-query.js';
import { candleMs, candles, ohlcDays, ohlcIntervalDays } from './ohlc.js';
import { day } from './price-series.js';
import { base, coinOf, type RouteDeps, tickerOf } from './route-deps.js';

/** Five years of daily points is the longest history the product keeps. */
const maxDays = 1826;

const interval = z.enum(['daily', 'hourly', '5m']).optional();

const chartQuery = z.object({
  vs_currency: vsCurrency,
  days: z.union([z.literal('max'), z.coerce.number().positive().max(100_000)], {
    error: 'days must be a positive number or max',
  }),
  precision,
  interval,
});

const rangeQuery = z.object({
  vs_currency: vsCurrency,
  from: instant,
  to: instant,
  precision,
  interval,
});

const ohlcQuery = z.object({
  vs_currency: vsCurrency,
  days: z.enum(ohlcDays, { error: 'days must be one of 1, 7, 14, 30, 90, 180, 365 or max' }),
  interval: z.enum(['daily', 'hourly']).optional(),
  precision,
});

/** CoinGecko's charts of one coin over time: points, points within a range, and candles. */
export function registerChartRoutes(app: FastifyInstance, deps: RouteDeps) {
  registerChart(app, deps);
  registerRange(app, deps);
  registerOhlc(app, deps);
}

function registerChart(app: FastifyInstance, { market, answers }: RouteDeps) {
  const url = `${base}/coins/:id/market_chart`;
  const charts = answers(marketChartSchema, url);
  app.withTypeProvider<ZodTypeProvider>().get(
    url,
    {
      schema: {
        params: coinParams,
        querystring: chartQuery,
        response: { 200: marketChartSchema },
      },
    },
    (request, reply) => {
      const asset = coinOf(request.params.id);
      const { days } = request.query;
      const span = days === 'max' ? maxDays : Math.min(days, maxDays);
      const resolution = chartResolution(span, request.query.interval);
      const digits: Precision = request.query.precision ?? 'full';
      charts.send(request, reply, {
        key: `${asset} ${span} ${resolution} ${digits}`,
        build: async () => {
          const points = await storedPoints(market, asset, resolution);
          const since = (points.at(-1)?.at ?? 0) - span * day;
          const recent = points.filter((point) => point.at >= since);
          return marketChart(recent, tickerOf(market, asset), digits);
        },
      });
    },
  );
}

function registerRange(app: FastifyInstance, { market, answers }: RouteDeps) {
  const url = `${base}/coins/:id/market_chart/range`;
  const charts = answers(marketChartSchema, url);
  app.withTypeProvider<ZodTypeProvider>().get(
    url,
    {
      schema: {
        params: coinParams,
        querystring: rangeQuery,
        response: { 200: marketChartSchema },
      },
    },
    (request, reply) => {
      const asset = coinOf(request.params.id);
      const { from, to } = request.query;
      if (from >= to) throw new AppError('invalid_parameter', 'from must be earlier than to');
      const now = tickerOf(market, asset).updatedAt.getTime();
      const resolution = rangeResolution(from, to, now, request.query.interval);
      const digits: Precision = request.query.precision ?? 'full';
      charts.send(request, reply, {
        key: `${asset} ${from} ${to} ${resolution} ${digits}`,
        build: async () => {
          const points = await storedPoints(market, asset, resolution);
          const within = points.filter((point) => point.at >= from && point.at <= to);
          return marketChart(within, tickerOf(market, asset), digits);
        },
      });
    },
  );
}

function registerOhlc(app: FastifyInstance, { market, answers }: RouteDeps) {
  const url = `${base}/coins/:id/ohlc`;
  const charts = answers(ohlcSchema, url);
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      url,
      { schema: { params: coinParams, querystring: ohlcQuery, response: { 200: ohlcSchema } } },
      (request, reply) => {
        const asset = coinOf(request.params.id);
        const { interval } = request.query;
        const days = request.query.days === 'max' ? maxDays : Number(request.query.days);
        if (interval !== undefined && days > ohlcIntervalDays[interval]) {
          const most = ohlcIntervalDays[interval];
          throw new AppError('invalid_parameter', `interval=${interval} takes days up to ${most}`);
        }
        const width = candleMs(days, interval);
        const digits: Precision = request.query.precision ?? 'full';
        charts.send(request, reply, {
          key: `${asset} ${days} ${width} ${digits}`,
          build: async () => candles(await market.history(asset, days), width, digits),
        });
      },
    );
}
