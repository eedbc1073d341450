import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Schema } from '../../infra/db/schema.js';
import { AppError } from '../../infra/errors.js';
import type { JobQueue } from '../../infra/jobs/job-queue.js';
import type { JobSender } from '../../infra/jobs/queue-definition.js';
import type { TransferService } from '../funding/transfer.service.js';
import type { QuoteService } from '../trading/quote.service.js';
import type { TradeService } from '../trading/trade.service.js';
import {
  endRun,
  lockOrder,
  lockRun,
  type RecurringOrderRow,
  type RecurringRunRow,
  type RunEnd,
  updateOrder,
} from './recurring.repo.js';
import { depositShortfall } from './run-deposits.js';
import { type RunNoticeDeps, type SkippedRun, tellSkipped } from './run-notices.js';
import { type PlannerDeps, planNext } from './run-planner.js';

export interface RunExecutionDeps extends RunNoticeDeps, PlannerDeps {
  db: Kysely<Schema>;
  jobs: JobQueue;
  transfers: Pick<TransferService, 'get'>;
  quotes: Pick<QuoteService, 'createAll'>;
  trades: Pick<TradeService, 'executeAll'>;
}

/**
 * The `execute-recurring-run` queue (ADR 83): a run the minute's sweep marked `executing` ends
 * in one transaction — a quote at the price now and its trade, or skipped with its reason — and
 * the order's next run is planned in the same transaction. Run again (a retry, a second job),
 * it finds the run no longer executing and does nothing: a run trades at most once.
 */
export function registerRunExecution(deps: RunExecutionDeps): JobSender<{ guid: string }> {
  return deps.jobs.register({
    name: 'execute-recurring-run',
    policy: 'standard',
    data: z.object({ guid: z.string() }),
    retryLimit: 5,
    retryDelaySeconds: 10,
    expireInSeconds: 60,
    batchSize: 10,
    handle: async ({ data }) => {
      await deps.db.transaction().execute((trx) => executeRun(deps, trx, data.guid));
    },
  });
}

export async function executeRun(
  deps: RunExecutionDeps,
  trx: Kysely<Schema>,
  guid: string,
): Promise<void> {
  const found = await trx
    .selectFrom('recurring_runs')
    .select('order_guid')
    .where('guid', '=', guid)
    .executeTakeFirst();
  if (found === undefined) return;
  // The order first, then the run: the order's pause and changes take them in that order too.
  const order = await lockOrder(trx, found.order_guid);
  const run = await lockRun(trx, guid);
  if (order === undefined || run?.state !== 'executing') return;
  const now = deps.clock.now();
  const end = await explained(deps, order, run, await attempt(deps, trx, order, run, now));
  await endRun(trx, run.guid, end, now);
  const skipped: SkippedRun[] =
    end.state === 'skipped' ? [{ day: run.day, reason: end.reason }] : [];
  const ran = await updateOrder(trx, order.guid, {
    runs_executed: order.runs_executed + (end.state === 'executed' ? 1 : 0),
    runs_skipped: order.runs_skipped + skipped.length,
  });
  if (ran.state === 'active') {
    const { missed } = await planNext(deps, trx, ran, { past: 'record' });
    skipped.push(...missed.map(({ day }) => ({ day, reason: 'window_missed' as const })));
  }
  await tellSkipped(deps, trx, ran, skipped, now);
}

/** A run funded by bank that fell short says what became of its deposit. */
async function explained(
  deps: RunExecutionDeps,
  order: RecurringOrderRow,
  run: RecurringRunRow,
  end: RunEnd,
): Promise<RunEnd> {
  if (end.state !== 'skipped' || end.reason !== 'insufficient_funds') return end;
  const shortfall = await depositShortfall(deps, order, run);
  return shortfall === undefined ? end : { state: 'skipped', reason: shortfall };
}

/** The run's trade at the price now, or why it cannot happen; a fault throws, and the job retries. */
async function attempt(
  deps: RunExecutionDeps,
  trx: Kysely<Schema>,
  order: RecurringOrderRow,
  run: RecurringRunRow,
  now: Date,
): Promise<RunEnd> {
  if (now >= run.window_ends_at) return { state: 'skipped', reason: 'window_missed' };
  const request = {
    customerGuid: order.customer_guid,
    side: order.side,
    asset: order.asset,
    amount: { deliver: order.amount },
  };
  const [quoted] = await deps.quotes.createAll(trx, [request]);
  if (quoted === undefined) throw new Error('a quote request answered nothing');
  if (!quoted.ok) return { state: 'skipped', reason: skipReasonOf(quoted.error) };
  const price = quoted.value.price;
  if (order.limit_price !== null) {
    if (order.side === 'buy' && price > order.limit_price) {
      return { state: 'skipped', reason: 'price_above_limit' };
    }
    if (order.side === 'sell' && price < order.limit_price) {
      return { state: 'skipped', reason: 'price_below_limit' };
    }
  }
  const [traded] = await deps.trades.executeAll(trx, [
    { customerGuid: order.customer_guid, quoteGuid: quoted.value.guid },
  ]);
  if (traded === undefined) throw new Error('a trade request answered nothing');
  if (!traded.ok) return { state: 'skipped', reason: skipReasonOf(traded.error) };
  if (traded.value.state === 'failed') return { state: 'skipped', reason: 'insufficient_funds' };
  return { state: 'executed', tradeGuid: traded.value.guid };
}

/**
 * Why a refusal skipped the run. Prices the market cannot give now are a fault (the job
 * retries, and the run is skipped once its window is over); anything but a refusal is too.
 */
function skipReasonOf(error: unknown): SkippedRun['reason'] {
  if (!(error instanceof AppError) || error.code === 'service_unavailable') throw error;
  if (error.code === 'unverified_customer') return 'not_verified';
  if (error.code === 'insufficient_balance') return 'insufficient_funds';
  if (error.code === 'limit_exceeded') return 'over_limit';
  return 'refused';
}
