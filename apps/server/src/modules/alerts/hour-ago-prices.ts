import type { CryptoAssetCode } from '@maple/money';
import type { PricePoint } from '../market/market-data.js';

const HOUR_MS = 3_600_000;

/**
 * Each asset's price an hour ago, for the 1-hour move alerts (the day's is on every ticker):
 * the prices of the last hour and a little more, seeded from the market's history when the
 * instance starts watching.
 */
export class HourAgoPrices {
  private readonly points = new Map<CryptoAssetCode, PricePoint[]>();

  /** Seeds an asset with points from before the watch began (oldest first). */
  seed(asset: CryptoAssetCode, history: readonly PricePoint[]): void {
    this.points.set(asset, [...history]);
  }

  record(asset: CryptoAssetCode, point: PricePoint): void {
    const points = this.points.get(asset) ?? [];
    const last = points.at(-1);
    if (last === undefined || point.at > last.at) points.push(point);
    // Keep one point at or before an hour ago: the one the next ticks read.
    let drop = 0;
    while ((points[drop + 1]?.at ?? Number.POSITIVE_INFINITY) <= point.at - HOUR_MS) drop += 1;
    if (drop > 0) points.splice(0, drop);
    this.points.set(asset, points);
  }

  /**
   * The price at the last point at or before an hour before `now`, found by a binary search (a
   * seeded history holds the whole day before); undefined when nothing that old is known (a move
   * is then not judged, rather than judged against the wrong price).
   */
  hourBefore(asset: CryptoAssetCode, now: number): bigint | undefined {
    const points = this.points.get(asset) ?? [];
    const cutoff = now - HOUR_MS;
    let low = 0;
    let high = points.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((points[middle]?.at ?? Number.POSITIVE_INFINITY) <= cutoff) low = middle + 1;
      else high = middle;
    }
    return low === 0 ? undefined : points[low - 1]?.price;
  }
}
