import type { Kysely } from 'kysely';
import type { Clock } from '../../infra/clock.js';
import type { MarketConfig } from '../../infra/config-types.js';
import type { Coordination } from '../../infra/coordination/coordination.js';
import type { Schema } from '../../infra/db/schema.js';
import { CoinGeckoMarket } from './coingecko/coingecko-market.js';
import { SharedMarket } from './shared-market.js';
import { SimulatedMarket } from './simulated/simulated-market.js';
import { StoredCharts } from './stored-charts.js';

/**
 * The one market of every instance, fed by the adapter `MARKET_DATA` names when this instance
 * leads; not started yet (`main.ts` starts it before listening).
 */
export function createMarketData(
  config: MarketConfig,
  deps: { clock: Clock; db: Kysely<Schema>; coordination: Coordination },
): SharedMarket {
  const { clock, db, coordination } = deps;
  const shared = {
    db,
    broadcast: coordination.broadcast,
    leadership: coordination.leadership('market-feed'),
  };
  if (config.source === 'coingecko') {
    const feed = new CoinGeckoMarket({
      apiKey: config.apiKey,
      plan: config.plan,
      baseUrl: config.baseUrl,
      clock,
    });
    // CoinGecko keeps the history itself: each instance asks it (cached), not the leader.
    return new SharedMarket({ ...shared, feed, charts: feed });
  }
  const feed = new SimulatedMarket({ seed: config.seed, clock });
  return new SharedMarket({ ...shared, feed, charts: new StoredCharts(db, feed.key) });
}
