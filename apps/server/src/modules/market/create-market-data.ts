import type { Clock } from '../../infra/clock.js';
import type { MarketConfig } from '../../infra/config.js';
import { CoinGeckoMarket } from './coingecko/coingecko-market.js';
import type { MarketDataProvider } from './market-data.js';
import { SimulatedMarket } from './simulated/simulated-market.js';

/** The adapter `MARKET_DATA` names; not started yet (`main.ts` starts it before listening). */
export function createMarketData(config: MarketConfig, clock: Clock): MarketDataProvider {
  return config.source === 'coingecko'
    ? new CoinGeckoMarket({
        apiKey: config.apiKey,
        plan: config.plan,
        baseUrl: config.baseUrl,
        clock,
      })
    : new SimulatedMarket({ seed: config.seed, clock });
}
