import { type CryptoAssetCode, cryptoAssetCodes } from '@maple/money';
import type { Clock } from '../../../infra/clock.js';
import {
  type MarketDataProvider,
  type PricePoint,
  priceDecimals,
  type Ticker,
  type Tickers,
} from '../market-data.js';
import { type FeedState, type PriceFeed, perAsset, type WalkState } from '../price-feed.js';
import {
  chartPoints,
  day,
  fromStoredSeries,
  type Resolution,
  resolutionFor,
  resolutionNames,
  resolutions,
  type StoredSeries,
  toStoredSeries,
} from '../price-series.js';
import { type AssetProfile, assetProfiles } from './asset-profiles.js';
import { bridge, logMove, SeededRandom } from './random-walk.js';

interface Point extends PricePoint {
  /** Natural log of the CAD price. */
  log: number;
}

interface AssetState {
  profile: AssetProfile;
  series: Record<Resolution, PricePoint[]>;
  current: Point;
}

const priceScale = 10 ** priceDecimals;
const point = (at: number, log: number): Point => ({
  at,
  log,
  price: BigInt(Math.round(Math.exp(log) * priceScale)),
});

export interface SimulatedMarketOptions {
  seed: number;
  clock: Clock;
  /** Live ticks come every 1–5 s by default. */
  tickMs?: { min: number; max: number };
}

/**
 * The offline market (the default): a seeded, fat-tailed random walk per asset, with five years
 * of history filled in backwards from today's price so every chart is full on the first start.
 * Same seed and same start time, same series. A new leader goes on from the walk its
 * predecessor shared (`lead`), so a restart continues the same market (ADR 14).
 */
export class SimulatedMarket implements MarketDataProvider, PriceFeed {
  readonly source = 'simulated';
  readonly key: string;
  private random: SeededRandom;
  private readonly states = new Map<CryptoAssetCode, AssetState>();
  private readonly listeners = new Set<(tickers: Tickers) => void>();
  /** Series rolled since the state was last shared, as `asset:resolution`. */
  private readonly changed = new Set<string>();
  private snapshot: Tickers = new Map();
  private timer: NodeJS.Timeout | undefined;
  private readonly tickMs: { min: number; max: number };

  constructor(private readonly options: SimulatedMarketOptions) {
    this.key = `simulated:${options.seed}`;
    this.random = SeededRandom.seeded(options.seed);
    this.tickMs = options.tickMs ?? { min: 1000, max: 5000 };
  }

  get minTickMs(): number {
    return this.tickMs.min;
  }

  start(): Promise<void> {
    return this.lead(undefined);
  }

  async lead(from: FeedState | undefined): Promise<void> {
    if (from?.walk === undefined || from.series === undefined) {
      const now = this.options.clock.now().getTime();
      for (const asset of cryptoAssetCodes) this.states.set(asset, this.backfill(asset, now));
      this.snapshot = this.buildTickers(now);
    } else {
      this.resume(from.walk, from.series);
      // As shared: at first the walk's last point lies on the 5-minute mark before the ticker.
      const sharedAt = from.tickers.get('BTC')?.updatedAt.getTime() ?? from.walk.at;
      this.snapshot = this.buildTickers(sharedAt);
      // Moves on to now: the walk stood still while no instance led it.
      this.tick();
    }
    this.scheduleTick();
  }

  stop(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  tickers(): Tickers {
    return this.snapshot;
  }

  /** Charts end at the current ticker, as the shared market's do. */
  async history(asset: CryptoAssetCode, days: number): Promise<PricePoint[]> {
    const state = this.stateOf(asset);
    const at = this.snapshot.get(asset)?.updatedAt.getTime() ?? state.current.at;
    return chartPoints(state.series[resolutionFor(days)], { at, price: state.current.price }, days);
  }

  onTick(listener: (tickers: Tickers) => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  shareable(allSeries: boolean): FeedState {
    const logs = perAsset((asset) => this.stateOf(asset).current.log);
    const series = [...this.states].flatMap(([asset, state]) =>
      resolutionNames
        .filter((resolution) => allSeries || this.changed.has(`${asset}:${resolution}`))
        .map((resolution) => toStoredSeries(asset, resolution, state.series[resolution])),
    );
    this.changed.clear();
    const at = this.stateOf('BTC').current.at;
    return { tickers: this.snapshot, walk: { at, rng: this.random.state(), logs }, series };
  }

  /**
   * Moves one asset's price by `percent` at once, then ticks: the development control that lets a
   * person see a price alert fire (ADR 79). Never offered in production.
   */
  move(asset: CryptoAssetCode, percent: number): void {
    const state = this.stateOf(asset);
    state.current = point(state.current.at, state.current.log + Math.log1p(percent / 100));
    this.tick();
  }

  /** Moves every price on to `now` (the timer calls it; tests may too). */
  tick(now: number = this.options.clock.now().getTime()): void {
    // Nothing new since the prices shown (a stopped test clock): one time, one set of prices.
    const shownAt = this.snapshot.get('BTC')?.updatedAt.getTime();
    if (shownAt !== undefined && now <= shownAt) return;
    for (const [asset, state] of this.states) {
      const elapsed = now - state.current.at;
      if (elapsed <= 0) continue;
      const log = state.current.log + logMove(this.random, state.profile.annualVolatility, elapsed);
      state.current = point(now, log);
      for (const resolution of resolutionNames) {
        if (this.roll(state, resolution, now)) this.changed.add(`${asset}:${resolution}`);
      }
    }
    this.snapshot = this.buildTickers(now);
    for (const listener of this.listeners) listener(this.snapshot);
  }

  private resume(walk: WalkState, stored: readonly StoredSeries[]): void {
    this.random = SeededRandom.fromState(walk.rng);
    for (const asset of cryptoAssetCodes) {
      const seriesOf = (resolution: Resolution) => {
        const found = stored.find((s) => s.asset === asset && s.resolution === resolution);
        return found === undefined ? [] : fromStoredSeries(found);
      };
      this.states.set(asset, {
        profile: assetProfiles[asset],
        series: {
          fiveMinutes: seriesOf('fiveMinutes'),
          hourly: seriesOf('hourly'),
          daily: seriesOf('daily'),
        },
        current: point(walk.at, walk.logs[asset]),
      });
    }
  }

  private scheduleTick(): void {
    const delay = this.random.integer(this.tickMs.min, this.tickMs.max);
    this.timer = setTimeout(() => {
      this.tick();
      this.scheduleTick();
    }, delay);
    this.timer.unref();
  }

  private stateOf(asset: CryptoAssetCode): AssetState {
    const state = this.states.get(asset);
    if (state === undefined) throw new Error('the simulated market has not started');
    return state;
  }

  /** Daily points back five years from today's price, then hourly and 5-minute points bridged in. */
  private backfill(asset: CryptoAssetCode, now: number): AssetState {
    const profile = assetProfiles[asset];
    const volatility = profile.annualVolatility;
    const end = Math.floor(now / resolutions.fiveMinutes.stepMs) * resolutions.fiveMinutes.stepMs;
    const endLog = Math.log(profile.startPrice);

    // Walked backwards from today, newest first, then put in time order.
    const newestFirst: Point[] = [point(end, endLog)];
    for (let k = 1; k * day < resolutions.daily.keepMs; k += 1) {
      const later = newestFirst.at(-1) ?? point(end, endLog);
      newestFirst.push(point(end - k * day, later.log - logMove(this.random, volatility, day)));
    }
    const daily = newestFirst.reverse();
    const hourly = this.fillIn(daily, resolutions.hourly.keepMs, 24, volatility, end);
    const fiveMinutes = this.fillIn(hourly, resolutions.fiveMinutes.keepMs, 12, volatility, end);
    return {
      profile,
      series: { daily, hourly, fiveMinutes },
      current: fiveMinutes.at(-1) ?? point(end, endLog),
    };
  }

  /** Finer points between the coarse points of the last `keepMs`, passing through each of them. */
  private fillIn(
    coarse: readonly Point[],
    keepMs: number,
    stepsPerInterval: number,
    volatility: number,
    end: number,
  ): Point[] {
    const recent = coarse.filter((candidate) => candidate.at >= end - keepMs);
    const first = recent[0];
    if (first === undefined) return [];
    const fine: Point[] = [first];
    for (let i = 1; i < recent.length; i += 1) {
      const from = recent[i - 1] ?? first;
      const to = recent[i] ?? first;
      const stepMs = (to.at - from.at) / stepsPerInterval;
      const logs = bridge(this.random, from.log, to.log, stepsPerInterval, volatility, stepMs);
      for (const [j, log] of logs.entries()) fine.push(point(from.at + (j + 1) * stepMs, log));
    }
    return fine;
  }

  /**
   * Adds a point at each step boundary the current price has passed, and drops expired ones;
   * answers whether the series changed.
   */
  private roll(state: AssetState, resolution: Resolution, now: number): boolean {
    const { stepMs, keepMs } = resolutions[resolution];
    const series = state.series[resolution];
    const length = series.length;
    let last = series.at(-1)?.at ?? now;
    while (last + stepMs <= now) {
      last += stepMs;
      series.push({ at: last, price: state.current.price });
    }
    let dropped = 0;
    while ((series[dropped]?.at ?? now) < now - keepMs) dropped += 1;
    series.splice(0, dropped);
    return series.length !== length || dropped > 0;
  }

  private buildTickers(now: number): Tickers {
    const tickers = new Map<CryptoAssetCode, Ticker>();
    for (const [asset, state] of this.states) {
      const prices = [...state.series.fiveMinutes, state.current].map((p) => p.price);
      const price = state.current.price;
      const wholeDollars = (amount: number) => BigInt(Math.round(amount));
      const capitalisation = Math.exp(state.current.log) * state.profile.circulatingSupply;
      tickers.set(asset, {
        asset,
        price,
        price24hAgo: prices[0] ?? price,
        high24h: prices.reduce((high, p) => (p > high ? p : high), price),
        low24h: prices.reduce((low, p) => (p < low ? p : low), price),
        volume24h: wholeDollars(capitalisation * state.profile.dailyTurnover),
        marketCap: wholeDollars(capitalisation),
        updatedAt: new Date(now),
        delayed: false,
      });
    }
    return tickers;
  }
}
