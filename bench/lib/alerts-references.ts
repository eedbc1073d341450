import type { PriceAlertWindow } from '@maple/contracts';
import { type CryptoAssetCode, cryptoAssetCodes } from '@maple/money';
import type {
  PricePoint,
  Ticker,
  Tickers,
} from '../../apps/server/src/modules/market/market-data.js';

const HOUR_MS = 3_600_000;

/**
 * Each asset's prices over time, oldest first, and what one was an hour before a moment: the
 * reference of a 1-hour move as ADR 79 defines it (the last price known at or before then). The
 * bench's own reading, kept apart from the product's `HourAgoPrices`, so the baseline and the
 * checks do not lean on the code they measure.
 */
export class PriceTrail {
  private readonly points = new Map<CryptoAssetCode, PricePoint[]>();

  constructor(history: Readonly<Record<CryptoAssetCode, readonly PricePoint[]>>) {
    for (const asset of cryptoAssetCodes) this.points.set(asset, [...history[asset]]);
  }

  /** Adds each ticker's price at its time (a time already seen adds nothing). */
  record(tickers: Tickers): void {
    for (const ticker of tickers.values()) {
      const points = this.points.get(ticker.asset) ?? [];
      const at = ticker.updatedAt.getTime();
      const last = points.at(-1)?.at ?? Number.NEGATIVE_INFINITY;
      if (last < at) points.push({ at, price: ticker.price });
      this.points.set(ticker.asset, points);
    }
  }

  /** The price at the last point at or before an hour before `now`; undefined if none is. */
  hourBefore(asset: CryptoAssetCode, now: number): bigint | undefined {
    const points = this.points.get(asset) ?? [];
    let low = 0;
    let high = points.length;
    // The first point after the moment; the one before it is the reference.
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((points[middle]?.at ?? 0) <= now - HOUR_MS) low = middle + 1;
      else high = middle;
    }
    return points[low - 1]?.price;
  }
}

/** The move from `reference` to `price` in whole basis points, either way, floored. */
export const moveOf = (price: bigint, reference: bigint): bigint =>
  ((price >= reference ? price - reference : reference - price) * 10_000n) / reference;

/** An asset at a tick, as both evaluators and the checks judge it. */
export interface TickFacts {
  price: bigint;
  reference: Record<PriceAlertWindow, bigint | undefined>;
  /** The move over each window, undefined without its reference. */
  move: Record<PriceAlertWindow, bigint | undefined>;
}

/** An asset's facts at `now`: its price, its hour-ago (from the trail) and day-ago prices. */
export function factsOf(trail: PriceTrail, ticker: Ticker, now: number): TickFacts {
  const { price, price24hAgo: dayAgo } = ticker;
  const reference = { '1h': trail.hourBefore(ticker.asset, now), '24h': dayAgo };
  const move = {
    '1h': reference['1h'] === undefined ? undefined : moveOf(price, reference['1h']),
    '24h': moveOf(price, dayAgo),
  };
  return { price, reference, move };
}
