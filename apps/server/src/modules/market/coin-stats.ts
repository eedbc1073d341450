import type { CryptoAssetCode } from '@maple/money';
import type { MarketDataProvider, PricePoint, Ticker } from './market-data.js';
import { day, resolutionNames, resolutions } from './price-series.js';

const hour = day / 24;

/** The windows CoinGecko reports price changes over, besides 24 h (the ticker has that one). */
const historyWindows = ['1h', '7d', '14d', '30d', '60d', '200d', '1y'] as const;
export type HistoryWindow = (typeof historyWindows)[number];
const windowMs: Readonly<Record<HistoryWindow, number>> = {
  '1h': hour,
  '7d': 7 * day,
  '14d': 14 * day,
  '30d': 30 * day,
  '60d': 60 * day,
  '200d': 200 * day,
  '1y': 365 * day,
};

/** What a coin's stored history says beyond its ticker. */
export interface CoinStats {
  /** The highest and lowest price stored or current, the first time each was reached. */
  ath: PricePoint;
  atl: PricePoint;
  /** The price each window before now; absent when the history does not reach back that far. */
  ago: Partial<Record<HistoryWindow, bigint>>;
  /** Hourly prices over the last 7 days, oldest first, ending with the current price. */
  week: PricePoint[];
}

/** A coin's stored series, finest first, as read; read again once the finest is due a point. */
interface StoredHistory {
  series: PricePoint[][];
  dueAt: number;
}

/**
 * Reads each stored series of the coin whole (5-minute, hourly and daily: at most five years,
 * about 4,300 points), without the current price the market appends.
 */
async function readHistory(
  market: Pick<MarketDataProvider, 'history'>,
  asset: CryptoAssetCode,
  now: number,
): Promise<StoredHistory> {
  const series = await Promise.all(
    resolutionNames.map(async (resolution) => {
      const points = await market.history(asset, resolutions[resolution].keepMs / day);
      return points.filter((point) => point.at < now);
    }),
  );
  const newest = series[0]?.at(-1)?.at ?? now;
  return { series, dueAt: newest + resolutions.fiveMinutes.stepMs };
}

/** The price at `at`: the last point not after it, if the series reaches back to it. */
function priceAt(series: readonly PricePoint[], at: number): bigint | undefined {
  const first = series[0];
  if (first === undefined || first.at > at) return undefined;
  let found = first;
  for (const point of series) {
    if (point.at > at) break;
    found = point;
  }
  return found.price;
}

/** The stats of the stored history and the current price (a few thousand comparisons). */
function statsOf({ series }: StoredHistory, ticker: Ticker): CoinStats {
  const now = ticker.updatedAt.getTime();
  const current = { at: now, price: ticker.price };
  let ath = current;
  let atl = current;
  for (const one of series) {
    for (const point of one) {
      if (point.price > ath.price || (point.price === ath.price && point.at < ath.at)) ath = point;
      if (point.price < atl.price || (point.price === atl.price && point.at < atl.at)) atl = point;
    }
  }
  const ago: Partial<Record<HistoryWindow, bigint>> = {};
  for (const window of historyWindows) {
    // From the finest series that reaches back to it.
    const price = series
      .map((one) => priceAt(one, now - windowMs[window]))
      .find((found) => found !== undefined);
    if (price !== undefined) ago[window] = price;
  }
  const hourly = series[resolutionNames.indexOf('hourly')] ?? [];
  const week = hourly.filter((point) => point.at >= now - 7 * day);
  return { ath, atl, ago, week: [...week, current] };
}

/**
 * Each coin's {@link CoinStats}, worked out at most once per tick of the market and shared by
 * every answer that needs them. The stored series are read only when the finest of them is due
 * a new point (every 5 minutes), not at every tick: between two points nothing stored changes,
 * and the current price comes with the tick. A history that cannot be read now (CoinGecko
 * throttling us, the database briefly away) gives no stats for this tick: the answers then say
 * those figures are unknown rather than fail, as the prices they carry do not depend on them.
 */
export class MarketStats {
  private memo = new Map<CryptoAssetCode, Promise<CoinStats | undefined>>();
  private readonly histories = new Map<CryptoAssetCode, Promise<StoredHistory>>();
  private readonly unsubscribe: () => void;

  constructor(private readonly market: Pick<MarketDataProvider, 'history' | 'onTick'>) {
    this.unsubscribe = market.onTick(() => {
      this.memo = new Map();
    });
  }

  /** The coin's stats at its ticker's time (the ticker of this tick). */
  of(ticker: Ticker): Promise<CoinStats | undefined> {
    const known = this.memo.get(ticker.asset);
    if (known !== undefined) return known;
    const made = this.historyAt(ticker).then(
      (history) => statsOf(history, ticker),
      () => undefined,
    );
    this.memo.set(ticker.asset, made);
    return made;
  }

  close(): void {
    this.unsubscribe();
  }

  private async historyAt(ticker: Ticker): Promise<StoredHistory> {
    const { asset } = ticker;
    const now = ticker.updatedAt.getTime();
    const held = await this.histories.get(asset)?.catch(() => undefined);
    if (held !== undefined && now < held.dueAt) return held;
    const read = readHistory(this.market, asset, now);
    this.histories.set(asset, read);
    read.catch(() => {
      if (this.histories.get(asset) === read) this.histories.delete(asset);
    });
    return read;
  }
}
