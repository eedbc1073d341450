import type { CryptoAssetCode } from '@maple/money';
import type { PricePoint } from './market-data.js';

const minute = 60_000;
const hour = 60 * minute;
export const day = 24 * hour;

/** The resolutions charts read (CoinGecko's automatic granularity), and how far back each goes. */
export const resolutions = {
  fiveMinutes: { stepMs: 5 * minute, keepMs: day },
  hourly: { stepMs: hour, keepMs: 90 * day },
  daily: { stepMs: day, keepMs: 1826 * day },
} as const;
export type Resolution = keyof typeof resolutions;
export const resolutionNames: readonly Resolution[] = ['fiveMinutes', 'hourly', 'daily'];

/** 5-minute points up to 1 day, hourly up to 90 days, daily beyond (CoinGecko's rule). */
export const resolutionFor = (days: number): Resolution =>
  days <= 1 ? 'fiveMinutes' : days <= 90 ? 'hourly' : 'daily';

/**
 * One evenly spaced series as it is shared between instances (`market_series`): price i is at
 * `firstAt` + i steps of the resolution.
 */
export interface StoredSeries {
  asset: CryptoAssetCode;
  resolution: Resolution;
  firstAt: number;
  prices: bigint[];
}

export function toStoredSeries(
  asset: CryptoAssetCode,
  resolution: Resolution,
  points: readonly PricePoint[],
): StoredSeries {
  return { asset, resolution, firstAt: points[0]?.at ?? 0, prices: points.map((p) => p.price) };
}

export function fromStoredSeries({ resolution, firstAt, prices }: StoredSeries): PricePoint[] {
  const { stepMs } = resolutions[resolution];
  return prices.map((price, i) => ({ at: firstAt + i * stepMs, price }));
}

/**
 * A chart's points over the last `days` before `current`, ending with it: the stored series
 * points from then on, and the current price when it is newer than the last of them.
 */
export function chartPoints(
  series: readonly PricePoint[],
  current: PricePoint,
  days: number,
): PricePoint[] {
  const since = current.at - days * day;
  const points = series
    .filter((candidate) => candidate.at >= since)
    .map(({ at, price }) => ({ at, price }));
  const last = points.at(-1);
  return last !== undefined && last.at >= current.at ? points : [...points, current];
}
