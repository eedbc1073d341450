import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { type Clock, torontoDayStart } from '../../infra/clock.js';
import type { Schema } from '../../infra/db/schema.js';
import { newGuid } from '../../infra/ids.js';
import { workingDaysBefore } from '../compliance/working-days.js';
import type { RecurringConfig } from './recurring.config.js';
import { insertRun, type RecurringOrderRow, updateOrder } from './recurring.repo.js';
import { occurrenceDay, type RunWindow, windowOf } from './recurring-calendar.js';

const MINUTE_MS = 60_000;
/** The end of a window kept for retries (`minutesToPick`). */
const RETRY_MINUTES = 15;
/** More occurrences than any order passes at once (a daily order paused for years). */
const MOST_OCCURRENCES = 20_000;

export interface PlannerDeps {
  clock: Clock;
  recurring: RecurringConfig;
  /**
   * How long an EFT deposit takes to be there to spend: the rail's steps and the deposit's
   * hold, with a batch window to spare (funding's configuration).
   */
  depositSettleSeconds: number;
  /** A whole number from 0 to `count` − 1, each as likely: the minute of a run's window. */
  pickMinute: (count: number) => number;
}

/**
 * What happens to occurrences whose window cannot hold a run any more: `record` them as
 * skipped (`window_missed`, the order was running and they were due: after a run), or `pass`
 * them (the order was not running: when it is made, resumed or changed).
 */
export type PastOccurrences = 'record' | 'pass';

/** A run recorded as skipped while planning, for its customer to be told. */
export interface MissedRun {
  day: string;
}

export interface Planned {
  order: RecurringOrderRow;
  missed: MissedRun[];
}

/**
 * Plans the locked order's next run (ADR 83) at a random minute of its occurrence's window, no
 * earlier than the next whole minute; or completes the order when its end date or its number of
 * runs is reached. `firstRun`: the order was just made, so a first run today may be brought
 * forward to within `firstRunWithinSeconds` (development's shortened clock).
 */
export async function planNext(
  deps: PlannerDeps,
  trx: Kysely<Schema>,
  order: RecurringOrderRow,
  options: { past: PastOccurrences; firstRun?: boolean },
): Promise<Planned> {
  const now = deps.clock.now();
  // The next whole minute; for a run funded by bank, once its deposit can be there.
  const lead = order.funding === 'bank' ? deps.depositSettleSeconds * 1000 : 0;
  const earliest = new Date((Math.floor((now.getTime() + lead) / MINUTE_MS) + 1) * MINUTE_MS);
  const missed: MissedRun[] = [];
  const last = await lastRun(trx, order.guid);
  let sequence = last.sequence;
  let done = order.runs_executed + order.runs_skipped;
  for (let index = order.next_occurrence; index < MOST_OCCURRENCES; index += 1) {
    const day = occurrenceDay(order.frequency, order.anchor_date, index);
    const ended =
      (order.max_runs !== null && done >= order.max_runs) ||
      (order.end_date !== null && day > order.end_date);
    if (ended) {
      const change = { state: 'completed' as const, ended_at: now, next_occurrence: index };
      return { order: await updateOrder(trx, order.guid, counted(order, missed, change)), missed };
    }
    // A day that already had its run (a calendar moved by a change) is not run again.
    if (last.day !== null && day <= last.day) continue;
    const window = windowOf(day, {
      startHour: deps.recurring.windowStartHour,
      endHour: deps.recurring.windowEndHour,
    });
    const from = window.startsAt > earliest ? window.startsAt : earliest;
    const until = lastMinute(window, earliest, options.firstRun === true ? deps : undefined);
    const minutes = minutesToPick(from, until);
    sequence += 1;
    if (minutes >= 1) {
      const dueAt = new Date(from.getTime() + deps.pickMinute(minutes) * MINUTE_MS);
      const depositDueAt = order.funding === 'bank' ? depositStart(deps, day, window, now) : null;
      await insertRun(trx, {
        ...runRow(order.guid, sequence, day, window, dueAt),
        deposit_due_at: depositDueAt,
      });
      const change = { next_occurrence: index + 1 };
      return { order: await updateOrder(trx, order.guid, counted(order, missed, change)), missed };
    }
    if (options.past === 'record') {
      await insertRun(trx, {
        ...runRow(order.guid, sequence, day, window, window.startsAt),
        state: 'skipped',
        skip_reason: 'window_missed',
        ended_at: now,
      });
      missed.push({ day });
      done += 1;
    } else {
      sequence -= 1;
    }
  }
  throw new Error(`recurring order ${order.guid} found no occurrence to plan`);
}

/**
 * How many minutes a run may be placed at from `from`: not the window's last quarter hour when
 * the window has more, so that a run whose first attempt failed (a crash, a lost session) is
 * retried inside its window rather than skipped as missed.
 */
function minutesToPick(from: Date, until: Date): number {
  const minutes = Math.floor((until.getTime() - from.getTime()) / MINUTE_MS);
  return minutes > 2 * RETRY_MINUTES ? minutes - RETRY_MINUTES : minutes;
}

/** Where a run may be placed until: its window's end, or sooner for a first run brought forward. */
function lastMinute(window: RunWindow, earliest: Date, brought: PlannerDeps | undefined): Date {
  const within = brought?.recurring.firstRunWithinSeconds ?? null;
  if (within === null) return window.endsAt;
  const soon = new Date(earliest.getTime() + within * 1000);
  return soon < window.endsAt ? soon : window.endsAt;
}

/**
 * When a run funded by bank starts its deposit: `depositLeadDays` business days before its day
 * (at the start of that day, Toronto), or earlier if the rail and the hold need longer to have
 * it there by the window; never before now.
 */
function depositStart(deps: PlannerDeps, day: string, window: RunWindow, now: Date): Date {
  const byDays = torontoDayStart(workingDaysBefore(day, deps.recurring.depositLeadDays));
  const byRail = new Date(window.startsAt.getTime() - deps.depositSettleSeconds * 1000);
  const start = byDays < byRail ? byDays : byRail;
  return start > now ? start : now;
}

const counted = <T extends object>(
  order: RecurringOrderRow,
  missed: readonly MissedRun[],
  change: T,
) => ({ ...change, runs_skipped: order.runs_skipped + missed.length });

function runRow(orderGuid: string, sequence: number, day: string, window: RunWindow, dueAt: Date) {
  return {
    guid: newGuid(),
    order_guid: orderGuid,
    sequence,
    day,
    due_at: dueAt,
    window_starts_at: window.startsAt,
    window_ends_at: window.endsAt,
    state: 'planned' as const,
  };
}

/** The order's last run's sequence, and the last day a run was not cancelled on. */
async function lastRun(trx: Kysely<Schema>, orderGuid: string) {
  const row = await trx
    .selectFrom('recurring_runs')
    .select([
      sql<number>`coalesce(max(sequence), 0)::int`.as('sequence'),
      sql<string | null>`to_char(max(day) FILTER (WHERE state <> 'cancelled'), 'YYYY-MM-DD')`.as(
        'day',
      ),
    ])
    .where('order_guid', '=', orderGuid)
    .executeTakeFirstOrThrow();
  return { sequence: Number(row.sequence), day: row.day };
}
