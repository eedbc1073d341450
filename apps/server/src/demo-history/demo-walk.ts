import type { CryptoAssetCode } from '@maple/money';
import { resolutions } from '../modules/market/price-series.js';
import type { SimulatedMarket } from '../modules/market/simulated/simulated-market.js';
import type { Services } from '../services.js';
import type { DemoClock } from './demo-clock.js';

/** How long the shared market may take to show a tick it stored (a few ms on PGlite). */
const SHOWN_WITHIN_MS = 10_000;
/** Runs of the chain's steps at most after a move: each finishes what the one before made due. */
const DUE_ROUNDS = 20;

/** The background work a customer's action leaves: as the tests run it (`finishDueWork`). */
const dueWorks = ['settlements', 'rails', 'chain'] as const;
export type DueWork = (typeof dueWorks)[number];

export interface DemoWalkDeps {
  clock: DemoClock;
  services: Pick<Services, 'market' | 'settlement' | 'funding' | 'crypto'>;
  /** The simulated market's walk, which the shared market stores and shows (ADR 14). */
  feed: SimulatedMarket;
}

/**
 * Time passing for the demo history (ADR 78): the clocks move on, the simulated market ticks on
 * the way as often as its charts keep points (daily beyond 90 days ago, hourly beyond a day ago,
 * every 5 minutes in the last day), and the background work each visit left runs in the hour
 * after it, as the tests run it (`finishDueWork`): settlements, the CAD rails, the chain's steps.
 */
export class DemoWalk {
  /** The time of the walk's last tick: what the shared market must show before a quote. */
  private tickedAt = 0;
  /** The kinds of background work the customer's last actions left to do. */
  private readonly due = new Set<DueWork>();

  constructor(private readonly deps: DemoWalkDeps) {}

  now(): Date {
    return this.deps.clock.now();
  }

  /** Moves on to `instant` (nothing when it has passed), the last visit's work done on the way. */
  async to(instant: Date): Promise<void> {
    await this.finishVisit();
    this.tickTo(instant);
  }

  /** The customer did something that `work` finishes: a trade, a CAD deposit, a crypto transfer. */
  expect(work: DueWork): void {
    this.due.add(work);
  }

  /** Moves on to the present, and does every kind of work due by then. */
  async toPresent(): Promise<void> {
    await this.to(this.deps.clock.systemTime());
    await this.dueWork(dueWorks);
  }

  /**
   * Moves on (the last visit's work done on the way) through `instants`, in order, until
   * `wanted()` holds at one, or to the last; answers where it stopped. A customer watching the
   * price: nothing is asked of the server between.
   */
  async until(instants: readonly Date[], wanted: () => boolean): Promise<Date> {
    await this.finishVisit();
    for (const instant of instants) {
      this.tickTo(instant);
      if (wanted()) break;
    }
    return this.now();
  }

  /**
   * Waits until the shared market shows the walk's last tick (ADR 14: stored, then shown):
   * quotes, and valuations such as a deposit's, are priced from what it shows.
   */
  async priced(): Promise<void> {
    await this.shown(this.tickedAt);
  }

  /** The market's mid price of one whole `asset` in CAD cents, as the walk stands. */
  midCents(asset: CryptoAssetCode): bigint {
    const ticker = this.deps.feed.tickers().get(asset);
    if (ticker === undefined) throw new Error(`the simulated market has no ${asset} price`);
    // Prices carry 8 decimals of a dollar; cents are 2.
    return ticker.price / 1_000_000n;
  }

  private tickTo(instant: Date): void {
    const { clock, feed } = this.deps;
    const target = instant.getTime();
    let at = clock.now().getTime();
    while (at < target) {
      at = Math.min(target, at + this.stepAt(at));
      clock.moveTo(new Date(at));
      feed.tick(at);
      this.tickedAt = at;
    }
  }

  private stepAt(at: number): number {
    const ago = this.deps.clock.systemTime().getTime() - at;
    if (ago > resolutions.hourly.keepMs) return resolutions.daily.stepMs;
    if (ago > resolutions.fiveMinutes.keepMs) return resolutions.hourly.stepMs;
    return resolutions.fiveMinutes.stepMs;
  }

  /** Waits until the shared market shows a tick at `at` or later: quotes are priced from it. */
  private shown(at: number): Promise<void> {
    const { market } = this.deps.services;
    const isShown = () => (market.tickers().get('BTC')?.updatedAt.getTime() ?? 0) >= at;
    if (isShown()) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const stop = market.onTick(() => {
        if (!isShown()) return;
        stop();
        clearTimeout(timer);
        resolve();
      });
      const timer = setTimeout(() => {
        stop();
        reject(new Error('the shared market did not show the demo history’s tick'));
      }, SHOWN_WITHIN_MS);
    });
  }

  /**
   * The work the visit's actions left, done as it falls due in the hour after it: a trade
   * settles and an e-Transfer arrives within a minute (their delays are seconds), a crypto
   * transfer is broadcast within the minute and confirmed within the hour (blocks of at most 10
   * minutes, a few confirmations). Nothing when the customer did nothing: each run of the work
   * costs a few statements.
   */
  private async finishVisit(): Promise<void> {
    if (this.due.size === 0) return;
    const from = this.now().getTime();
    this.tickTo(new Date(from + 60_000));
    await this.dueWork([...this.due]);
    if (this.due.has('chain')) {
      this.tickTo(new Date(from + 3_600_000));
      await this.dueWork(['chain']);
    }
    this.due.clear();
  }

  /**
   * Settling and the rails go on in one run until nothing is due; a run of the chain's steps
   * takes each transfer one step, so they run until one finds none.
   */
  private async dueWork(works: readonly DueWork[]): Promise<void> {
    const { settlement, funding, crypto } = this.deps.services;
    if (works.includes('settlements')) await settlement.settleDue();
    if (works.includes('rails')) await funding.rails.runDue();
    if (!works.includes('chain')) return;
    for (let round = 0; round < DUE_ROUNDS; round += 1) {
      if ((await crypto.chainSteps.runDue()) === 0) return;
    }
  }
}
