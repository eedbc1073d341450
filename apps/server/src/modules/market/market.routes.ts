import type { FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { $ZodType } from 'zod/v4/core';
import type { Clock } from '../../infra/clock.js';
import { memoizedQueryValidator } from '../../infra/http/memoized-validator.js';
import { registerChartRoutes } from './chart.routes.js';
import { MarketStats } from './coin-stats.js';
import { registerCoinRoutes } from './coins.routes.js';
import type { MarketDataProvider } from './market-data.js';
import type { RouteDeps } from './route-deps.js';
import { registerSimpleRoutes } from './simple.routes.js';
import { TickAnswers } from './tick-answers.js';

/**
 * CoinGecko v3's paths, parameters, answers and errors under /market (docs/product/interfaces.md,
 * ADR 64), served from the market data provider's memory and its stored history. Answers change
 * only with the prices, so each is prepared once per tick and distinct query (its normalised
 * form: what changes the answer) and sent as prepared bytes, with an ETag and a public
 * Cache-Control as long as the prices cannot change; what the history says is worked out once
 * per tick too. A query is validated once per distinct query string, not per request (the same
 * zod schemas, the same refusals).
 */
export function registerMarketRoutes(
  app: FastifyInstance,
  deps: { market: MarketDataProvider; clock: Clock; publicUrl: string },
) {
  const { market, clock, publicUrl } = deps;
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
    const stats = new MarketStats(market);
    scope.addHook('onClose', async () => {
      for (const store of stores) store.close();
      stats.close();
    });
    const routeDeps: RouteDeps = { market, stats, publicUrl, answers };
    registerChartRoutes(scope, routeDeps);
    registerCoinRoutes(scope, routeDeps);
    registerSimpleRoutes(scope, routeDeps);
  });
}
