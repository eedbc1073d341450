import {
  type BroadcastListener,
  LocalBroadcast,
} from '../../apps/server/src/infra/coordination/broadcast.js';
import type { CoordinationLog } from '../../apps/server/src/infra/coordination/coordination-log.js';
import { SoleLeadership } from '../../apps/server/src/infra/coordination/leadership.js';
import { AlertWatch } from '../../apps/server/src/modules/alerts/alert-watch.js';
import type { FiredAlert } from '../../apps/server/src/modules/alerts/price-alert-delivery.js';
import { TestClock } from '../../apps/server/src/testing/test-clock.js';
import { queuedFirings } from './alerts-jobs.js';
import { NaiveEvaluator } from './alerts-naive.js';
import type { RecordedDay } from './alerts-recording.js';
import { ReplayMarket, type ReplayTimes, replayDay } from './alerts-replay.js';
import type { AlertsWorld } from './alerts-world.js';
import { type Stretch, timed } from './documents-phase.js';

export type Side = 'product' | 'baseline';

/** One side's replay of the day, what it cost, and the jobs it left in `pgboss.job`. */
export interface SideRun {
  side: Side;
  round: number;
  times: ReplayTimes;
  /** The whole replay, start included: wall and CPU time, the process's RSS, the load. */
  stretch: Stretch;
  /** Work that failed (the watch logs it and carries on; the baseline throws). */
  errors: string[];
  jobs: FiredAlert[];
}

/** How a side runs: how many of the product's reloads are timed, and where progress is told. */
interface Shape {
  reloads: number;
  progress: (message: string) => void;
}

/** Where the product watch reports failed work: kept, so a failure fails the bench. */
function collectingLog(errors: string[]): CoordinationLog {
  return {
    warn: (_details, message) => process.stderr.write(`[warn] ${message}\n`),
    error: (details, message) => {
      const error = `${message}: ${'err' in details ? String(details.err) : ''}`;
      errors.push(error);
      process.stderr.write(`[error] ${error}\n`);
    },
  };
}

/**
 * The one process's broadcast, which also lets the bench tell its listeners they were
 * resubscribed: the watch then reads every alert again, as its five-minute timer makes it do.
 */
class ReloadingBroadcast extends LocalBroadcast {
  private readonly all = new Set<BroadcastListener>();

  override subscribe(channel: string, listener: BroadcastListener): () => void {
    this.all.add(listener);
    const remove = super.subscribe(channel, listener);
    return () => {
      this.all.delete(listener);
      remove();
    };
  }

  resubscribeAll(): void {
    for (const listener of this.all) listener.resubscribed();
  }
}

/** The product: the real `AlertWatch`, sole leader, on the replayed market. */
async function product(world: AlertsWorld, day: RecordedDay, shape: Shape) {
  const clock = new TestClock(day.startsAt);
  const market = new ReplayMarket(day);
  const broadcast = new ReloadingBroadcast();
  const errors: string[] = [];
  const watch = new AlertWatch({
    db: world.db,
    clock,
    market,
    broadcast,
    leadership: new SoleLeadership(),
    deliveries: world.deliveries,
  });
  watch.start(collectingLog(errors));
  try {
    const run = async () => {
      broadcast.resubscribeAll();
      await watch.settled();
    };
    const reloads = { count: shape.reloads, run };
    const parts = { clock, market, evaluator: watch, sender: world.deliveries, reloads };
    // No await between start and the replay: the watch leads (reads the clock, seeds its hour-ago
    // prices) only once the replay has set the clock a second past tick 0 and emitted tick 0.
    const times = await replayDay(day, parts, shape.progress);
    return { times, errors };
  } finally {
    await watch.stop();
  }
}

/** The baseline: every alert on every tick, loaded once. */
async function baseline(world: AlertsWorld, day: RecordedDay, shape: Shape) {
  const clock = new TestClock(day.startsAt);
  const market = new ReplayMarket(day);
  const naive = new NaiveEvaluator({ db: world.db, clock, deliveries: world.deliveries }, day);
  const stop = naive.start(market);
  try {
    const parts = { clock, market, evaluator: naive, sender: world.deliveries };
    const times = await replayDay(day, parts, shape.progress);
    return { times, errors: [] };
  } finally {
    stop();
  }
}

/** One side over the whole day, on alerts just reset; answers its figures and its jobs. */
export async function runSide(
  world: AlertsWorld,
  day: RecordedDay,
  which: { side: Side; round: number },
  shape: Shape,
): Promise<SideRun> {
  const run = which.side === 'product' ? product : baseline;
  const { result, stretch } = await timed(() => run(world, day, shape));
  const jobs = await queuedFirings(world.db);
  return { ...which, ...result, stretch, jobs };
}
