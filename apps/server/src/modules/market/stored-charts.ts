import type { CryptoAssetCode } from '@maple/money';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';
import type { PricePoint } from './market-data.js';
import { loadSeries } from './market-feeds.repo.js';
import { fromStoredSeries, resolutionFor } from './price-series.js';
import type { ChartSource } from './shared-market.js';

/**
 * The simulated market's charts as every instance reads them: the series the leader stores
 * (`market_series`), so all instances draw the same history whichever one answers.
 */
export class StoredCharts implements ChartSource {
  constructor(
    private readonly db: Kysely<Schema>,
    private readonly feed: string,
  ) {}

  async history(asset: CryptoAssetCode, days: number): Promise<PricePoint[]> {
    const [series] = await loadSeries(this.db, this.feed, {
      asset,
      resolution: resolutionFor(days),
    });
    return series === undefined ? [] : fromStoredSeries(series);
  }
}
