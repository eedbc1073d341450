import type { FastifyInstance } from 'fastify';
import type { TradingConfig } from '../../infra/config.js';
import type { Services } from '../../services.js';
import { registerAccountRoutes } from '../accounts/accounts.routes.js';
import { registerTradingRoutes } from '../trading/trading.routes.js';
import { useLosslessJson } from './lossless-json.js';
import { registerReferenceRoutes } from './reference.routes.js';

/**
 * The Cybrid-compatible platform API under /api (DESIGN §5), in its own plugin so its JSON is
 * lossless (amounts as integers beyond 2^53) without changing the rest of the server. `trading`
 * prices /api/prices exactly as the quotes are priced.
 */
export async function registerPlatformApi(
  app: FastifyInstance,
  services: Services,
  trading: TradingConfig,
) {
  await app.register(async (api) => {
    useLosslessJson(api);
    const { auth, db, clock } = services;
    registerReferenceRoutes(api, { auth, market: services.market, trading });
    registerAccountRoutes(api, { auth, db, clock });
    registerTradingRoutes(api, {
      auth,
      db,
      clock,
      quotes: services.quotes,
      trades: services.trades,
    });
  });
}
