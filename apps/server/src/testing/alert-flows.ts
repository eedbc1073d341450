import { type CryptoAssetCode, cryptoAssetCodes } from '@maple/money';
import { LocalBroadcast } from '../infra/coordination/broadcast.js';
import type { Leadership } from '../infra/coordination/leadership.js';
import { SoleLeadership } from '../infra/coordination/leadership.js';
import { JobQueue } from '../infra/jobs/job-queue.js';
import { AlertWatch } from '../modules/alerts/alert-watch.js';
import { type FiredAlert, firedAlertSchema } from '../modules/alerts/price-alert-delivery.js';
import type { PricePoint, Ticker, Tickers } from '../modules/market/market-data.js';
import { bearer, type SignedInCustomer } from './flows.js';
import type { TestApp } from './test-app.js';

/**
 * A market the test moves by hand: each `tick` sets prices and tells the listeners, as the
 * shared market does after a leader's tick. The app's own market still prices its quotes.
 */
export class HandMarket {
  private readonly listeners = new Set<(tickers: Tickers) => void>();
  private prices = new Map<CryptoAssetCode, Ticker>();

  constructor(private readonly t: Pick<TestApp, 'clock'>) {}

  onTick(listener: (tickers: Tickers) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async history(): Promise<PricePoint[]> {
    return [];
  }

  tickers(): Tickers {
    return this.prices;
  }

  /** Sets the prices given (the others stay), with each day-ago price if given. */
  tick(
    prices: Partial<Record<CryptoAssetCode, bigint>>,
    dayAgo: Partial<Record<CryptoAssetCode, bigint>> = {},
  ) {
    const at = this.t.clock.now();
    const next = new Map(this.prices);
    for (const asset of cryptoAssetCodes) {
      const price = prices[asset] ?? next.get(asset)?.price;
      if (price === undefined) continue;
      next.set(asset, {
        asset,
        price,
        price24hAgo: dayAgo[asset] ?? next.get(asset)?.price24hAgo ?? price,
        high24h: price,
        low24h: price,
        volume24h: 0n,
        marketCap: 0n,
        updatedAt: at,
        delayed: false,
      });
    }
    this.prices = next;
    for (const listener of this.listeners) listener(next);
  }
}

/**
 * An instance watching the alerts of the test app's database on a hand-moved market: its
 * firings are sent to the app's `deliver-price-alert` queue, which the app's workers run.
 */
export function handWatch(
  t: TestApp,
  market: HandMarket,
  leadership: Leadership = new SoleLeadership(),
): AlertWatch {
  const sender = new JobQueue(t.database.db, t.config.jobs).register<FiredAlert>({
    name: 'deliver-price-alert',
    policy: 'standard',
    data: firedAlertSchema,
    retryLimit: 0,
    retryDelaySeconds: 1,
    expireInSeconds: 60,
    batchSize: 1,
    handle: async () => {
      throw new Error('the app’s own workers deliver these');
    },
  });
  return new AlertWatch({
    db: t.database.db,
    clock: t.clock,
    market,
    broadcast: new LocalBroadcast(),
    leadership,
    deliveries: sender,
  });
}

export const createAlert = (t: TestApp, who: SignedInCustomer, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/customers/price-alerts',
    headers: bearer(who.tokens.ut),
    payload,
  });

/** The current price of an asset on the app's own market, which new alerts are checked against. */
export function appPrice(t: TestApp, asset: CryptoAssetCode): bigint {
  const price = t.services.market.tickers().get(asset)?.price;
  if (price === undefined) throw new Error(`no ${asset} price yet`);
  return price;
}
