import type { CryptoAssetCode } from '@maple/money';
import type {
  MarketDataProvider,
  PricePoint,
  Tickers,
} from '../../apps/server/src/modules/market/market-data.js';
import type { TestClock } from '../../apps/server/src/testing/test-clock.js';
import type { RecordedDay } from './alerts-recording.js';
import type { CountingSender } from './alerts-world.js';

/**
 * The recorded day played back as a market, like the tests' `HandMarket`: `emit` tells the
 * listeners a tick as the shared market does after a leader's tick; `history` answers what the
 * simulated market answered at tick 0, which a watch seeds its hour-ago prices with.
 */
export class ReplayMarket implements Pick<MarketDataProvider, 'onTick' | 'history' | 'tickers'> {
  private readonly listeners = new Set<(tickers: Tickers) => void>();
  private shown: Tickers;

  constructor(private readonly day: RecordedDay) {
    this.shown = day.ticks[0]?.tickers ?? new Map();
  }

  onTick(listener: (tickers: Tickers) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async history(asset: CryptoAssetCode): Promise<PricePoint[]> {
    return [...this.day.history[asset]];
  }

  tickers(): Tickers {
    return this.shown;
  }

  emit(tickers: Tickers): void {
    this.shown = tickers;
    for (const listener of this.listeners) listener(tickers);
  }
}

/** What the replay waits on after each tick: the work the tick set off, done. */
export interface Evaluator {
  settled(): Promise<void>;
  /** How many alerts it holds. */
  readonly watching: number;
}

/** One side's replay of the day: wall-clock milliseconds, measured from emit to settled. */
export interface ReplayTimes {
  /** Tick 0: the evaluator's start (alerts loaded) and its first prices, nothing to fire. */
  startMs: number;
  /** Every later tick. */
  tickMs: number[];
  /** The ticks that queued jobs: from the crossing tick's arrival to its jobs committed. */
  firingTickMs: number[];
  /** Jobs handed to the sender. */
  firings: number;
  /** Alerts the evaluator held once started (before any fired). */
  watching: number;
  /** Each reload of every alert, timed alone between two ticks (the product's only). */
  reloadMs: number[];
}

/**
 * The evaluators start this long after tick 0, as an instance starts between two ticks: the
 * market's history then ends with tick 0 (which a watch keeps, as it keeps points before now).
 */
const START_LAG_MS = 1_000;

async function timedTick(
  clock: TestClock,
  market: ReplayMarket,
  evaluator: Evaluator,
  tick: RecordedDay['ticks'][number],
  lagMs = 0,
): Promise<number> {
  clock.set(new Date(tick.at + lagMs));
  const started = performance.now();
  market.emit(tick.tickers);
  await evaluator.settled();
  return performance.now() - started;
}

async function timedReload(reload: () => Promise<void>): Promise<number> {
  const started = performance.now();
  await reload();
  return performance.now() - started;
}

export interface ReplayParts {
  clock: TestClock;
  market: ReplayMarket;
  evaluator: Evaluator;
  sender: CountingSender;
  /**
   * The product's five-minute reload (RELOAD_MS in alert-watch.ts), `count` times spread over
   * the day: the watch's own timer runs on the wall clock, and the replay plays a day in
   * minutes, so it would hardly ever fire. Each is timed alone, before a tick.
   */
  reloads?: { count: number; run: () => Promise<void> };
}

/**
 * Plays the day to an evaluator already listening to `market`: the clock set to each tick's
 * time, the tick emitted, then its work awaited before the next, so a tick's latency is its
 * own (ticks never pile up, as they would not at one each 30 s). A tick's firings are queued
 * in the transaction that fires them, so emit → settled is also crossing → job queued.
 */
export async function replayDay(
  day: RecordedDay,
  parts: ReplayParts,
  progress: (message: string) => void,
): Promise<ReplayTimes> {
  const { clock, market, evaluator, sender } = parts;
  const [first, ...rest] = day.ticks;
  if (first === undefined) throw new Error('the recording has no tick');
  const sentBefore = sender.sent;
  const startMs = await timedTick(clock, market, evaluator, first, START_LAG_MS);
  const watching = evaluator.watching;
  const tickMs: number[] = [];
  const firingTickMs: number[] = [];
  let lastReport = performance.now();
  const reloadMs: number[] = [];
  const reloads = parts.reloads ?? { count: 0, run: async () => undefined };
  const every = Math.max(1, Math.floor(rest.length / (reloads.count + 1)));
  for (const [index, tick] of rest.entries()) {
    if (index > 0 && index % every === 0 && reloadMs.length < reloads.count) {
      reloadMs.push(await timedReload(reloads.run));
    }
    const sent = sender.sent;
    const ms = await timedTick(clock, market, evaluator, tick);
    tickMs.push(ms);
    if (sender.sent > sent) firingTickMs.push(ms);
    if (performance.now() - lastReport > 30_000) {
      lastReport = performance.now();
      progress(`  tick ${tickMs.length} of ${rest.length}, ${sender.sent - sentBefore} fired`);
    }
  }
  const firings = sender.sent - sentBefore;
  return { startMs, tickMs, firingTickMs, firings, watching, reloadMs };
}
