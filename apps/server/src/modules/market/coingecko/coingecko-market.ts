import { coinIds } from '@maple/contracts';
import { type CryptoAssetCode, cryptoAssetCodes } from '@maple/money';
import { AppError } from '../../../infra/errors.js';
import type { MarketDataProvider, PricePoint, Tickers } from '../market-data.js';
import type { FeedState, PriceFeed } from '../price-feed.js';
import { CoinGeckoClient, type CoinGeckoClientOptions } from './coingecko-client.js';
import { CoinGeckoError } from './coingecko-error.js';
import { marketChartResponse, marketsResponse, toTickers } from './coingecko-schemas.js';
import { StaleCache } from './stale-cache.js';

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

/** The plan's longest history: the demo plan only serves the past 365 days. */
const maxHistoryDays = { demo: 365, pro: 1826 } as const;

export interface CoinGeckoMarketOptions extends CoinGeckoClientOptions {
  /** How often prices are fetched; default 30 s. */
  refreshMs?: number;
  /** Told about each failed call (for the log); the messages never hold the API key. */
  onUpstreamFailure?: (error: Error) => void;
}

/** `updated`: fresh tickers. `failed`: kept, marked delayed. `deferred`: not sent (throttled). */
export type RefreshOutcome = 'updated' | 'failed' | 'deferred';

/**
 * Live CAD prices from CoinGecko (`MARKET_DATA=coingecko`). Tickers live in memory and are
 * refreshed in the background, so a quote never waits on CoinGecko; when it fails the last good
 * tickers are served, marked delayed. Charts are cached per asset and granularity.
 */
export class CoinGeckoMarket implements MarketDataProvider, PriceFeed {
  readonly source = 'coingecko';
  readonly key = 'coingecko';
  private readonly client: CoinGeckoClient;
  private readonly charts: StaleCache<PricePoint[]>;
  private readonly listeners = new Set<(tickers: Tickers) => void>();
  private readonly refreshMs: number;
  private snapshot: Tickers = new Map();
  private refreshing: Promise<RefreshOutcome> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private running = false;

  constructor(private readonly options: CoinGeckoMarketOptions) {
    this.client = new CoinGeckoClient(options);
    this.charts = new StaleCache(options.clock);
    this.refreshMs = options.refreshMs ?? 30_000;
  }

  /** A tick comes a refresh period after the one before it, or later when CoinGecko throttles. */
  get minTickMs(): number {
    return this.refreshMs;
  }

  start(): Promise<void> {
    return this.lead(undefined);
  }

  /**
   * Fetches prices at once. A new leader starts from the tickers its predecessor shared, so a
   * failed fetch leaves them served as delayed; with none to start from, it refuses to start.
   */
  async lead(from: FeedState | undefined): Promise<void> {
    if (from === undefined) {
      try {
        this.snapshot = await this.fetchTickers();
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new Error(`CoinGecko prices could not be loaded: ${reason}`, { cause: error });
      }
    } else {
      this.snapshot = from.tickers;
      await this.refresh();
    }
    this.running = true;
    this.schedule(this.refreshMs);
  }

  shareable(): FeedState {
    return { tickers: this.snapshot };
  }

  stop(): void {
    this.running = false;
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  tickers(): Tickers {
    return this.snapshot;
  }

  onTick(listener: (tickers: Tickers) => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  /** Fetches prices once now (the timer calls it; tests may too). Never rejects on a failure. */
  refresh(): Promise<RefreshOutcome> {
    this.refreshing ??= this.attemptRefresh().finally(() => {
      this.refreshing = undefined;
    });
    return this.refreshing;
  }

  async history(asset: CryptoAssetCode, days: number): Promise<PricePoint[]> {
    const range = this.rangeFor(days);
    let points: PricePoint[];
    try {
      points = await this.charts.get(`${asset}:${range.days}`, range.ttlMs, () =>
        this.fetchChart(asset, range.days),
      );
    } catch {
      throw new AppError(
        'service_unavailable',
        `The ${asset} price history is unavailable right now; try again shortly.`,
      );
    }
    const since = this.options.clock.now().getTime() - days * day;
    const recent = points.filter((point) => point.at >= since);
    const ticker = this.snapshot.get(asset);
    const last = recent.at(-1);
    if (ticker === undefined || (last !== undefined && last.at >= ticker.updatedAt.getTime())) {
      return recent;
    }
    return [...recent, { at: ticker.updatedAt.getTime(), price: ticker.price }];
  }

  private async attemptRefresh(): Promise<RefreshOutcome> {
    try {
      this.snapshot = await this.fetchTickers();
    } catch (error) {
      if (error instanceof CoinGeckoError && error.failure === 'throttled') return 'deferred';
      this.report(error);
      this.markDelayed();
      return 'failed';
    }
    this.notify();
    return 'updated';
  }

  /** A background refresh that was not sent waits for the moment it can be, not a full period. */
  private schedule(delayMs: number): void {
    if (!this.running) return;
    this.timer = setTimeout(() => {
      void this.refresh().then((outcome) => {
        const wait = this.client.waitMs();
        this.schedule(
          outcome === 'deferred' ? Math.max(wait, 1000) : Math.max(wait, this.refreshMs),
        );
      });
    }, delayMs);
    this.timer.unref();
  }

  private async fetchTickers(): Promise<Tickers> {
    const ids = cryptoAssetCodes.map((asset) => coinIds[asset]).join(',');
    const query = { vs_currency: 'cad', ids, precision: 'full' };
    const rows = await this.client.get('/coins/markets', query, marketsResponse);
    return toTickers(rows, this.options.clock.now());
  }

  private async fetchChart(asset: CryptoAssetCode, days: number): Promise<PricePoint[]> {
    const query = { vs_currency: 'cad', days: String(days), precision: 'full' };
    try {
      return await this.client.get(
        `/coins/${coinIds[asset]}/market_chart`,
        query,
        marketChartResponse,
      );
    } catch (error) {
      if (!(error instanceof CoinGeckoError && error.failure === 'throttled')) this.report(error);
      throw error;
    }
  }

  /**
   * One upstream range per granularity CoinGecko picks by itself (5-minute up to 1 day, hourly
   * up to 90, daily beyond), so every chart of an asset comes from at most three cached answers.
   */
  private rangeFor(days: number): { days: number; ttlMs: number } {
    if (days <= 1) return { days: 1, ttlMs: 5 * minute };
    if (days <= 90) return { days: 90, ttlMs: hour };
    return { days: maxHistoryDays[this.options.plan], ttlMs: hour };
  }

  private markDelayed(): void {
    const tickers = [...this.snapshot.values()];
    if (tickers.length === 0 || tickers.every((ticker) => ticker.delayed)) return;
    this.snapshot = new Map(tickers.map((ticker) => [ticker.asset, { ...ticker, delayed: true }]));
    this.notify();
  }

  private notify(): void {
    for (const listener of this.listeners) listener(this.snapshot);
  }

  private report(error: unknown): void {
    const failure = error instanceof Error ? error : new Error(String(error));
    this.options.onUpstreamFailure?.(failure);
  }
}
