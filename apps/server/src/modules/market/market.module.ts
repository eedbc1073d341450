import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../infra/clock.js';
import type { MarketConfig } from '../../infra/config-types.js';
import type { Coordination } from '../../infra/coordination/coordination.js';
import type { Schema } from '../../infra/db/schema.js';
import { createMarketData } from './create-market-data.js';
import { registerDevMarketRoutes } from './dev-market.routes.js';
import { registerMarketRoutes } from './market.routes.js';
import { PriceStream } from './price-stream.js';

/**
 * The one market of every instance (ADR 14), `/market` and the price stream (ADR 46); outside
 * production, the control that moves the simulated market (ADR 79).
 */
export function createMarketModule(
  deps: {
    db: Kysely<Schema>;
    clock: Clock;
    coordination: Coordination;
  },
  config: { market: MarketConfig; publicUrl: string; isProduction: boolean },
) {
  const market = createMarketData(config.market, deps);
  return {
    services: {
      /**
       * The one market of every instance (ADR 14); started by `main.ts` (and the test app)
       * before requests are served, stopped on shutdown.
       */
      market,
    },
    registerRoutes(app: FastifyInstance) {
      registerMarketRoutes(app, { market, clock: deps.clock, publicUrl: config.publicUrl });
      new PriceStream(market).register(app);
      if (!config.isProduction) registerDevMarketRoutes(app, market);
    },
  };
}
