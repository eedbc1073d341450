import type { CryptoAssetCode } from '@maple/money';
import type { MarketDataProvider, Tickers } from './market-data.js';
import type { StoredSeries } from './price-series.js';

/** One value for each crypto asset, spelled out so the type checker sees every asset. */
export const perAsset = <V>(value: (asset: CryptoAssetCode) => V): Record<CryptoAssetCode, V> => ({
  BTC: value('BTC'),
  ETH: value('ETH'),
  LTC: value('LTC'),
  BCH: value('BCH'),
  USDC: value('USDC'),
  XRP: value('XRP'),
});

/** Where the simulated walk stands after a tick: enough for a new leader to go on with it. */
export interface WalkState {
  /** The tick's time, milliseconds since the epoch. */
  at: number;
  /** The seeded generator's state. */
  rng: number[];
  /** Each asset's natural-log price (prices are rounded from it). */
  logs: Record<CryptoAssetCode, number>;
}

/** What the leading instance shares after a tick (ADR 14), and a new leader starts from. */
export interface FeedState {
  tickers: Tickers;
  /** Simulated only. */
  walk?: WalkState;
  /** Simulated only: the chart series (those that changed, or all of them). */
  series?: StoredSeries[];
}

/**
 * A source of prices as the leading instance runs it: the simulated walk or the CoinGecko
 * adapter. `SharedMarket` stores and publishes what it produces; the other instances never run
 * it (ADR 14).
 */
export interface PriceFeed {
  readonly source: MarketDataProvider['source'];
  /** Names the feed's shared state: one simulated walk per seed, one CoinGecko feed. */
  readonly key: string;
  /** The shortest time between two of its ticks (`MarketDataProvider.minTickMs`). */
  readonly minTickMs: number;
  /**
   * Begins producing prices, continuing from the shared state of the previous leader or, when
   * there is none, afresh; resolves once prices exist.
   */
  lead(from: FeedState | undefined): Promise<void>;
  stop(): void;
  /** Called after each new set of prices. */
  onTick(listener: () => void): () => void;
  /** The state to share now; `allSeries` asks for every chart series, not only the changed. */
  shareable(allSeries: boolean): FeedState;
}
