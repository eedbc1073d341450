import { coinIds } from '@maple/contracts';
import { type CryptoAssetCode, cryptoAssetCodes } from '@maple/money';

/**
 * Market data as the product uses it: CAD prices of the six crypto assets. Prices are bigint
 * CAD per ONE WHOLE unit of the asset at {@link priceDecimals} decimals (XRP at CAD 0.80 is
 * 80_000_000n), so quotes price in integers and a cheap coin keeps its precision.
 */
export const priceDecimals = 8;

export interface PricePoint {
  /** Milliseconds since the epoch. */
  at: number;
  price: bigint;
}

export interface Ticker {
  asset: CryptoAssetCode;
  price: bigint;
  /** The price 24 hours before `updatedAt` (for the 24 h change). */
  price24hAgo: bigint;
  high24h: bigint;
  low24h: bigint;
  /** CAD traded over 24 h, whole dollars (display only). */
  volume24h: bigint;
  /** CAD market capitalisation, whole dollars (display only). */
  marketCap: bigint;
  updatedAt: Date;
  /** True when the source could not be reached and this is the last good value. */
  delayed: boolean;
}

export type Tickers = ReadonlyMap<CryptoAssetCode, Ticker>;

/**
 * One source of market data; `MARKET_DATA` chooses the adapter (simulated by default, or
 * CoinGecko). The server reads current prices synchronously, from memory the adapter keeps
 * fresh, so a quote never waits on the network.
 */
export interface MarketDataProvider {
  readonly source: 'simulated' | 'coingecko';
  /**
   * The shortest time between two ticks: how long prices just shown stay the newest at least,
   * which is as long as an answer built from them may be kept by a cache.
   */
  readonly minTickMs: number;
  /** Fills the first prices (and history) and begins updating; resolves once prices exist. */
  start(): Promise<void>;
  stop(): void;
  /** The newest price of every asset. */
  tickers(): Tickers;
  /**
   * Price points over the last `days` days, oldest first, ending with the current price:
   * 5-minute points up to 1 day, hourly up to 90 days, daily beyond (CoinGecko's rule).
   */
  history(asset: CryptoAssetCode, days: number): Promise<PricePoint[]>;
  /** Called after each update of the tickers; answers the unsubscribe function. */
  onTick(listener: (tickers: Tickers) => void): () => void;
}

export const assetOfCoinId = (id: string): CryptoAssetCode | undefined =>
  cryptoAssetCodes.find((asset) => coinIds[asset] === id);
