import { coinIds, coinMarketsSchema } from '@maple/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { lookUp } from './coin-facts.js';
import type { Precision } from './coingecko-shapes.js';
import type { Ticker } from './market-data.js';
import { commaList, flag, includeTokens, precision, vsCurrency } from './market-query.js';
import { changeWindows, marketsRow } from './markets-row.js';
import { base, type RouteDeps, ranked } from './route-deps.js';
import { type Plan, planned } from './tick-answers.js';

type Ranked = { ticker: Ticker; rank: number };
const compare = (a: bigint, b: bigint) => (a === b ? 0 : a < b ? -1 : 1);
const byId = ({ ticker }: Ranked) => coinIds[ticker.asset];

/** CoinGecko's `order`s, each as the comparison it sorts by. */
const orderNames = [
  'market_cap_desc',
  'market_cap_asc',
  'volume_desc',
  'volume_asc',
  'id_asc',
  'id_desc',
] as const;
const orders: Readonly<Record<(typeof orderNames)[number], (a: Ranked, b: Ranked) => number>> = {
  market_cap_desc: (a, b) => a.rank - b.rank,
  market_cap_asc: (a, b) => b.rank - a.rank,
  volume_desc: (a, b) => compare(b.ticker.volume24h, a.ticker.volume24h),
  volume_asc: (a, b) => compare(a.ticker.volume24h, b.ticker.volume24h),
  id_asc: (a, b) => byId(a).localeCompare(byId(b)),
  id_desc: (a, b) => byId(b).localeCompare(byId(a)),
};

/** The languages CoinGecko's `locale` takes; our coins' names are the same in each. */
const locales = [
  'ar',
  'bg',
  'cs',
  'da',
  'de',
  'el',
  'en',
  'es',
  'fi',
  'fr',
  'he',
  'hi',
  'hr',
  'hu',
  'id',
  'it',
  'ja',
  'ko',
  'lt',
  'nl',
  'no',
  'pl',
  'pt',
  'ro',
  'ru',
  'sk',
  'sl',
  'sv',
  'th',
  'tr',
  'uk',
  'vi',
  'zh',
  'zh-tw',
] as const;

const marketsQuery = z.object({
  vs_currency: vsCurrency,
  ids: commaList.optional(),
  names: commaList.optional(),
  symbols: commaList.optional(),
  include_tokens: includeTokens,
  category: z.string().max(200).optional(),
  order: z
    .enum(orderNames, { error: `order must be one of ${orderNames.join(', ')}` })
    .default('market_cap_desc'),
  per_page: z.coerce.number().int().min(1).max(250).default(100),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  sparkline: flag(false),
  price_change_percentage: commaList
    .pipe(
      z.array(
        z.enum(changeWindows, {
          error: 'price_change_percentage takes 1h, 24h, 7d, 14d, 30d, 200d and 1y',
        }),
      ),
    )
    .optional(),
  locale: z.enum(locales).optional(),
  precision,
  include_rehypothecated: flag(false),
});

/**
 * The coins asked for (by ids, else names, else symbols; none in a category, as we know of no
 * coin's categories), in the order asked for, and the page as a slice of at most six.
 */
function marketsPlan(deps: RouteDeps, query: z.output<typeof marketsQuery>): Plan {
  const { market, stats, publicUrl } = deps;
  const { per_page: perPage, page, order, sparkline } = query;
  const wanted = lookUp(query)?.map(({ asset }) => asset);
  const none = query.category !== undefined;
  const windows = [...new Set(query.price_change_percentage ?? [])];
  const digits: Precision = query.precision ?? 'full';
  const rehypothecated = query.include_rehypothecated;
  const from = (page - 1) * perPage;
  const to = page * perPage;
  const options = { publicUrl, windows, sparkline, rehypothecated };
  return {
    key: `${none ? '-' : (wanted?.join(',') ?? '*')} ${order} ${from} ${to} ${digits} ${windows} ${sparkline} ${rehypothecated}`,
    build: () =>
      Promise.all(
        ranked(market)
          .filter(({ ticker }) => !none && (wanted === undefined || wanted.includes(ticker.asset)))
          .sort(orders[order])
          .slice(from, to)
          .map(async ({ ticker, rank }) => {
            const figures = { ticker, stats: await stats.of(ticker), precision: digits };
            return marketsRow(figures, { ...options, rank });
          }),
      ),
  };
}

export function registerMarkets(app: FastifyInstance, deps: RouteDeps) {
  const url = `${base}/coins/markets`;
  const lists = deps.answers(coinMarketsSchema, url);
  const planFor = planned((query: z.output<typeof marketsQuery>) => marketsPlan(deps, query));
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      url,
      { schema: { querystring: marketsQuery, response: { 200: coinMarketsSchema } } },
      (request, reply) => lists.send(request, reply, planFor(request.query)),
    );
}
