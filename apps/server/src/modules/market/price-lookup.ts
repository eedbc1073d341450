import type { CryptoAssetCode } from '@maple/money';
import type { MarketDataProvider, PricePoint } from './market-data.js';
import { resolutionNames, resolutions } from './price-series.js';

/** How many days back each resolution's history reaches (`resolutions`' `keepMs`). */
const daysOf = (keepMs: number) => Math.floor(keepMs / 86_400_000);

/**
 * The market's stored mid prices as one timeline per asset: daily points where only they reach,
 * hourly ones over the last 90 days, 5-minute ones over the last day, then the current price.
 * A lookup reads each asset's history once (three reads), then answers any number of times from
 * memory: a customer's export asks it for every crypto row (ADR 71).
 */
export class PriceLookup {
  private readonly timelines = new Map<CryptoAssetCode, Promise<PricePoint[]>>();

  constructor(private readonly market: Pick<MarketDataProvider, 'history'>) {}

  /** The newest price at or before `at`; undefined before the history begins. */
  async at(asset: CryptoAssetCode, at: Date): Promise<PricePoint | undefined> {
    const timeline = await this.timeline(asset);
    const time = at.getTime();
    let low = 0;
    let high = timeline.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((timeline[middle]?.at ?? Number.POSITIVE_INFINITY) <= time) low = middle + 1;
      else high = middle;
    }
    return timeline[low - 1];
  }

  private timeline(asset: CryptoAssetCode): Promise<PricePoint[]> {
    let timeline = this.timelines.get(asset);
    if (timeline === undefined) {
      timeline = this.load(asset);
      this.timelines.set(asset, timeline);
    }
    return timeline;
  }

  /** Coarse before fine: each finer series replaces the coarser points from its first on. */
  private async load(asset: CryptoAssetCode): Promise<PricePoint[]> {
    const coarseFirst = [...resolutionNames].reverse();
    const series = await Promise.all(
      coarseFirst.map((name) => this.market.history(asset, daysOf(resolutions[name].keepMs))),
    );
    let merged: PricePoint[] = [];
    for (const points of series) {
      const first = points[0]?.at;
      if (first === undefined) continue;
      merged = [...merged.filter((point) => point.at < first), ...points];
    }
    return merged;
  }
}
