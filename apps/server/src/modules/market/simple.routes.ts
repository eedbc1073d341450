import { pingSchema, simplePriceSchema, supportedVsCurrenciesSchema } from '@maple/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../infra/errors.js';
import { lookUp } from './coin-facts.js';
import { simplePriceEntry } from './coingecko-shapes.js';
import type { MarketDataProvider } from './market-data.js';
import { commaList, flag, includeTokens, precision, vsCurrencies } from './market-query.js';
import { base, type RouteDeps, tickerOf } from './route-deps.js';
import { type Plan, planned } from './tick-answers.js';

const simplePriceQuery = z.object({
  ids: commaList.optional(),
  names: commaList.optional(),
  symbols: commaList.optional(),
  include_tokens: includeTokens,
  vs_currencies: vsCurrencies,
  include_market_cap: flag(false),
  include_24hr_vol: flag(false),
  include_24hr_change: flag(false),
  include_last_updated_at: flag(false),
  precision,
});

/** CoinGecko's answer to `/ping`, word for word: clients check for it. */
const pong = { gecko_says: '(V3) To the Moon!' };

/** CoinGecko's status, the currencies we quote and the prices of coins now. */
export function registerSimpleRoutes(app: FastifyInstance, deps: RouteDeps) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(`${base}/ping`, { schema: { response: { 200: pingSchema } } }, () => pong);
  typed.get(
    `${base}/simple/supported_vs_currencies`,
    { schema: { response: { 200: supportedVsCurrenciesSchema } } },
    // Only CAD is quoted (docs/product/data.md).
    () => ['cad'],
  );
  registerSimplePrice(app, deps);
}

/**
 * The coins looked up, each once, in the order asked, under the key they were asked by; the
 * figures asked for.
 */
function simplePricePlan(
  market: MarketDataProvider,
  query: z.output<typeof simplePriceQuery>,
): Plan {
  const coins = lookUp(query);
  // CoinGecko refuses a request that names no coin; unknown coins are left out, not refused.
  if (coins === undefined) {
    throw new AppError('invalid_parameter', 'ids, names or symbols is required');
  }
  const options = {
    precision: query.precision ?? 'full',
    includeMarketCap: query.include_market_cap,
    include24hrVol: query.include_24hr_vol,
    include24hrChange: query.include_24hr_change,
    includeLastUpdatedAt: query.include_last_updated_at,
  };
  const { includeMarketCap, include24hrVol, include24hrChange, includeLastUpdatedAt } = options;
  const extras = [includeMarketCap, include24hrVol, include24hrChange, includeLastUpdatedAt]
    .map(Number)
    .join('');
  return {
    key: `${coins.map(({ key, asset }) => `${key}=${asset}`).join(',')} ${extras} ${options.precision}`,
    build: () =>
      Object.fromEntries(
        coins.map(({ key, asset }) => [key, simplePriceEntry(tickerOf(market, asset), options)]),
      ),
  };
}

function registerSimplePrice(app: FastifyInstance, { market, answers }: RouteDeps) {
  const url = `${base}/simple/price`;
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
