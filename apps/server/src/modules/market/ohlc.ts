import { type Precision, priceNumber } from './coingecko-shapes.js';
import type { PricePoint } from './market-data.js';
import { day } from './price-series.js';

const minute = 60_000;
const hour = 60 * minute;

/** The `days` CoinGecko's OHLC takes. */
export const ohlcDays = ['1', '7', '14', '30', '90', '180', '365', 'max'] as const;

/** How far back each interval's candles go, as CoinGecko serves them (daily: 180, hourly: 90). */
export const ohlcIntervalDays = { daily: 180, hourly: 90 } as const;

/**
 * A candle's width: the interval asked for, or CoinGecko's automatic candle body (30 minutes up
 * to 2 days, 4 hours up to 30 days, 4 days beyond).
 */
export function candleMs(days: number, interval: keyof typeof ohlcIntervalDays | undefined) {
  if (interval === 'daily') return day;
  if (interval === 'hourly') return hour;
  return days <= 2 ? 30 * minute : days <= 30 ? 4 * hour : 4 * day;
}

interface Candle {
  end: number;
  lastAt: number;
  open: bigint;
  high: bigint;
  low: bigint;
  close: bigint;
}

/**
 * `[close time, open, high, low, close]` candles of `widthMs` from points in time order. A candle
 * closes at a multiple of its width since the epoch (so on UTC boundaries), as CoinGecko's
 * timestamps give each candle's close; the newest, still open, closes at the newest point.
 */
export function candles(
  points: readonly PricePoint[],
  widthMs: number,
  precision: Precision,
): number[][] {
  const made: Candle[] = [];
  for (const { at, price } of points) {
    const end = Math.ceil(at / widthMs) * widthMs;
    const current = made.at(-1);
    if (current === undefined || current.end !== end) {
      made.push({ end, lastAt: at, open: price, high: price, low: price, close: price });
      continue;
    }
    current.lastAt = at;
    current.close = price;
    if (price > current.high) current.high = price;
    if (price < current.low) current.low = price;
  }
  const newest = made.length - 1;
  return made.map((candle, index) => [
    index === newest ? Math.min(candle.end, candle.lastAt) : candle.end,
    ...[candle.open, candle.high, candle.low, candle.close].map((p) => priceNumber(p, precision)),
  ]);
}
