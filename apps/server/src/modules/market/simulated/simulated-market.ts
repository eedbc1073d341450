import { type CryptoAssetCode, cryptoAssetCodes } from '@maple/money';
import type { Clock } from '../../../infra/clock.js';
import {
  type MarketDataProvider,
  type PricePoint,
  priceDecimals,
  type Ticker,
  type Tickers,
} from '../market-data.js';
import { type AssetProfile, assetProfiles } from './asset-profiles.js';
import { bridge, logMove, SeededRandom } from './random-walk.js';

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

/** The resolutions charts read (CoinGecko's automatic granularity), and how far back each goes. */
const resolutions = {
  fiveMinutes: { stepMs: 5 * minute, keepMs: day },
  hourly: { stepMs: hour, keepMs: 90 * day },
  daily: { stepMs: day, keepMs: 1826 * day },
} as const;
type Resolution = keyof typeof resolutions;
const resolutionNames: readonly Resolution[] = ['fiveMinutes', 'hourly', 'daily'];

interface Point {
  at: number;
  /** Natural log of the CAD price. */
  log: number;
  price: bigint;
}

interface AssetState {
  profile: AssetProfile;
  series: Record<Resolution, Point[]>;
  current: Point;
}

const priceScale = 10 ** priceDecimals;
const point = (at: number, log: number): Point => ({
  at,
  log,
  price: BigInt(Math.round(Math.exp(log) * priceScale)),
});
const toPricePoint = ({ at, price }: Point): PricePoint => ({ at, price });

export interface SimulatedMarketOptions {
  seed: number;
  clock: Clock;
  /** Live ticks come every 1–5 s by default. */
  tickMs?: { min: number; max: number };
}

/**
 * The offline market (the default): a seeded, fat-tailed random walk per asset, with five years
 * of history filled in backwards from today's price so every chart is full on the first start.
 * Same seed and same start time, same series.
 */
export class SimulatedMarket implements MarketDataProvider {
  readonly source = 'simulated';
  private readonly random: SeededRandom;
  private readonly states = new Map<CryptoAssetCode, AssetState>();
  private readonly listeners = new Set<(tickers: Tickers) => void>();
  private snapshot: Tickers = new Map();
  private timer: NodeJS.Timeout | undefined;
  private readonly tickMs: { min: number; max: number };

  constructor(private readonly options: SimulatedMarketOptions) {
    this.random = new SeededRandom(options.seed);
    this.tickMs = options.tickMs ?? { min: 1000, max: 5000 };
  }

  async start(): Promise<void> {
    const now = this.options.clock.now().getTime();
    for (const asset of cryptoAssetCodes) this.states.set(asset, this.backfill(asset, now));
    this.snapshot = this.buildTickers(now);
    this.scheduleTick();
  }

  stop(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  tickers(): Tickers {
    return this.snapshot;
  }

  async history(asset: CryptoAssetCode, days: number): Promise<PricePoint[]> {
    const state = this.stateOf(asset);
    const resolution: Resolution = days <= 1 ? 'fiveMinutes' : days <= 90 ? 'hourly' : 'daily';
    const since = state.current.at - days * day;
    const points = state.series[resolution].filter((candidate) => candidate.at >= since);
    const last = points.at(-1);
    const withCurrent = last?.at === state.current.at ? points : [...points, state.current];
    return withCurrent.map(toPricePoint);
  }

  onTick(listener: (tickers: Tickers) => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  /** Moves every price on to `now` (the timer calls it; tests may too). */
  tick(now: number = this.options.clock.now().getTime()): void {
    for (const state of this.states.values()) {
      const elapsed = now - state.current.at;
      if (elapsed <= 0) continue;
      const log = state.current.log + logMove(this.random, state.profile.annualVolatility, elapsed);
      state.current = point(now, log);
      for (const resolution of resolutionNames) {
        this.roll(state, resolution, now);
      }
    }
    this.snapshot = this.buildTickers(now);
    for (const listener of this.listeners) listener(this.snapshot);
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

  /** Adds a point at each step boundary the current price has passed, and drops expired ones. */
  private roll(state: AssetState, resolution: Resolution, now: number): void {
    const { stepMs, keepMs } = resolutions[resolution];
    const series = state.series[resolution];
    let last = series.at(-1)?.at ?? now;
    while (last + stepMs <= now) {
      last += stepMs;
      series.push({ ...state.current, at: last });
    }
    while ((series[0]?.at ?? now) < now - keepMs) series.shift();
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
