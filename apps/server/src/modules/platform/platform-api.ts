import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.js';
import { registerTradingRoutes } from '../trading/trading.routes.js';
import { useLosslessJson } from './lossless-json.js';

/**
 * The Cybrid-compatible platform API under /api (DESIGN §5), in its own plugin so its JSON is
 * lossless (amounts as integers beyond 2^53) without changing the rest of the server.
 */
export async function registerPlatformApi(app: FastifyInstance, services: Services) {
  await app.register(async (api) => {
    useLosslessJson(api);
    registerTradingRoutes(api, {
      auth: services.auth,
      db: services.db,
      clock: services.clock,
      quotes: services.quotes,
      trades: services.trades,
    });
  });
}
