import {
  MAX_RECURRING_ORDERS,
  RECURRING_START_MAX_DAYS,
  type RecurringOrder,
  type RecurringOrderChange,
  type RecurringOrderRequest,
  type RecurringRun,
  recurringOrderChangeSchema,
  recurringOrderRequestSchema,
} from '@maple/contracts';
import { isMoneyError, parseAmount, toDecimalString, trimmedDecimalString } from '@maple/money';
import { type Kysely, sql } from 'kysely';
import { torontoDay } from '../../infra/clock.js';
import type { Schema } from '../../infra/db/schema.js';
import { AppError } from '../../infra/errors.js';
import { newGuid } from '../../infra/ids.js';
import { scaledOf } from '../alerts/alert-figures.js';
import type { BankAccountsService } from '../banking/bank-accounts.service.js';
import { priceDecimals } from '../market/market-data.js';
import type { TradingGate } from '../trading/trading-rules.js';
import { unverifiedRefusal } from '../trading/trading-rules.js';
import type { PadAgreements } from './pad-agreements.js';
import {
  cancelPlannedRun,
  countLiveOrders,
  insertOrder,
  lockOrder,
  ordersOf,
  type RecurringOrderRow,
  type RecurringRunRow,
  runsOf,
  updateOrder,
  waitingRuns,
} from './recurring.repo.js';
import { addDays } from './recurring-calendar.js';
import { type PlannerDeps, planNext } from './run-planner.js';

/** How many ended orders the list shows after the live ones, and runs a history shows. */
const ENDED_SHOWN = 50;
const RUNS_SHOWN = 100;

export interface RecurringOrdersDeps extends PlannerDeps {
  db: Kysely<Schema>;
  gate: TradingGate;
  banking: Pick<BankAccountsService, 'usableAccount'>;
  pad: PadAgreements;
}

type Request = ReturnType<typeof recurringOrderRequestSchema.parse>;

const refusedAt = (field: string, message: string) =>
  new AppError('invalid_parameter', message, [{ path: `body.${field}`, message }]);

/**
 * A customer's recurring buys and sales (ADR 83): made, listed, changed, paused, resumed and
 * cancelled here, each with its next run planned in the same transaction; the runs themselves
 * are `recurring-run-execution.ts`'s.
 */
export class RecurringOrders {
  constructor(private readonly deps: RecurringOrdersDeps) {}

  /** Makes the order in `trx` (the idempotent POST's): a refusal throws before any write. */
  async create(
    trx: Kysely<Schema>,
    customerGuid: string,
    request: RecurringOrderRequest,
  ): Promise<RecurringOrder> {
    const parsed = recurringOrderRequestSchema.parse(request);
    const now = this.deps.clock.now();
    checkDates(parsed.start_date, parsed.end_date ?? null, torontoDay(now));
    const order = {
      guid: newGuid(),
      customer_guid: customerGuid,
      side: parsed.side,
      asset: parsed.asset,
      amount: amountOf(parsed.side === 'buy' ? 'CAD' : parsed.asset, parsed.amount),
      frequency: parsed.frequency,
      start_date: parsed.start_date,
      anchor_date: parsed.start_date,
      next_occurrence: 0,
      end_date: parsed.end_date ?? null,
      max_runs: parsed.max_runs ?? null,
      limit_price: limitOf(parsed.limit_price),
      funding: parsed.funding ?? 'balance',
      bank_account_guid: parsed.funding === 'bank' ? (parsed.bank_account_guid ?? null) : null,
      state: 'active' as const,
      runs_executed: 0,
      runs_skipped: 0,
      created_at: now,
    };
    // One order at a time per customer: the count and the insert see each other.
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`recurring-orders:${customerGuid}`}))`.execute(
      trx,
    );
    await this.refuseUnlessAllowed(trx, customerGuid);
    await this.checkFunding(trx, customerGuid, parsed);
    await insertOrder(trx, order);
    const made = await lockOrder(trx, order.guid);
    if (made === undefined) throw new Error(`recurring order ${order.guid} was not stored`);
    const { order: planned } = await planNext(this.deps, trx, made, {
      past: 'pass',
      firstRun: true,
    });
    return this.answerOne(trx, planned);
  }

  async list(customerGuid: string): Promise<RecurringOrder[]> {
    const rows = await ordersOf(this.deps.db, customerGuid, ENDED_SHOWN);
    const next = await waitingRuns(
      this.deps.db,
      rows.map((row) => row.guid),
    );
    return rows.map((row) => answerOf(row, next.get(row.guid)));
  }

  async runs(customerGuid: string, guid: string): Promise<RecurringRun[]> {
    const order = await this.deps.db
      .selectFrom('recurring_orders')
      .select('guid')
      .where('guid', '=', guid)
      .where('customer_guid', '=', customerGuid)
      .executeTakeFirst();
    if (order === undefined) throw new AppError('not_found', 'No such recurring order');
    return (await runsOf(this.deps.db, guid, RUNS_SHOWN)).map(runAnswerOf);
  }

  /**
   * Changes what the customer may change. A new frequency or stop moves the next run (its
   * calendar then starts at the next run's day, or today); a new amount or price limit applies
   * from the next run, which keeps its minute.
   */
  async change(
    customerGuid: string,
    guid: string,
    request: RecurringOrderChange,
  ): Promise<RecurringOrder> {
    const parsed = recurringOrderChangeSchema.parse(request);
    return this.withLiveOrder(customerGuid, guid, async (trx, order, now) => {
      const today = torontoDay(now);
      const endDate = parsed.end_date === undefined ? order.end_date : parsed.end_date;
      if (endDate !== null && endDate < today) {
        throw refusedAt('end_date', 'Choose an end date from today on');
      }
      if (endDate !== null && endDate < order.start_date) {
        throw refusedAt('end_date', 'Choose an end date on or after the start date');
      }
      const maxRuns = parsed.max_runs === undefined ? order.max_runs : parsed.max_runs;
      if (maxRuns !== null && maxRuns <= order.runs_executed + order.runs_skipped) {
        throw refusedAt(
          'max_runs',
          `It has already run ${order.runs_executed + order.runs_skipped} times`,
        );
      }
      const gives = order.side === 'buy' ? 'CAD' : order.asset;
      const moved = parsed.frequency !== undefined && parsed.frequency !== order.frequency;
      if (moved && parsed.frequency === 'daily' && order.funding === 'bank') {
        throw refusedAt('frequency', 'A daily buy is paid from your balance: an EFT takes days');
      }
      const next = (await waitingRuns(trx, [guid])).get(guid);
      const outside = next !== undefined && endDate !== null && next.day > endDate;
      const replan = moved || outside;
      if (replan) await unplan(trx, order, now);
      const changed = await updateOrder(trx, guid, {
        amount: parsed.amount === undefined ? order.amount : amountOf(gives, parsed.amount),
        limit_price:
          parsed.limit_price === undefined ? order.limit_price : limitOf(parsed.limit_price),
        end_date: endDate,
        max_runs: maxRuns,
        ...(moved
          ? {
              frequency: parsed.frequency,
              anchor_date: newAnchor(order, next, today),
              next_occurrence: 0,
            }
          : {}),
      });
      if (!replan || changed.state !== 'active') return changed;
      return (await planNext(this.deps, trx, changed, { past: 'pass' })).order;
    });
  }

  /** Stops the runs until resumed: the planned run is cancelled (one under way ends first). */
  async pause(customerGuid: string, guid: string): Promise<RecurringOrder> {
    return this.withLiveOrder(customerGuid, guid, async (trx, order, now) => {
      if (order.state === 'paused') return order;
      await unplan(trx, order, now);
      return updateOrder(trx, guid, { state: 'paused' });
    });
  }

  /** Runs again from its next occurrence from today on; those while paused are not due. */
  async resume(customerGuid: string, guid: string): Promise<RecurringOrder> {
    return this.withLiveOrder(customerGuid, guid, async (trx, order) => {
      if (order.state === 'active') return order;
      const resumed = await updateOrder(trx, guid, { state: 'active' });
      // A run under way when it was paused plans the next itself as it ends.
      if ((await waitingRuns(trx, [guid])).has(guid)) return resumed;
      return (await planNext(this.deps, trx, resumed, { past: 'pass' })).order;
    });
  }

  async cancel(customerGuid: string, guid: string): Promise<RecurringOrder> {
    return this.withLiveOrder(customerGuid, guid, async (trx, order, now) => {
      await unplan(trx, order, now);
      return updateOrder(trx, guid, { state: 'cancelled', ended_at: now });
    });
  }

  /** Runs `change` on the customer's running or paused order, locked; answers it after. */
  private async withLiveOrder(
    customerGuid: string,
    guid: string,
    change: (
      trx: Kysely<Schema>,
      order: RecurringOrderRow,
      now: Date,
    ) => Promise<RecurringOrderRow>,
  ): Promise<RecurringOrder> {
    return this.deps.db.transaction().execute(async (trx) => {
      const order = await lockOrder(trx, guid, customerGuid);
      if (order === undefined) throw new AppError('not_found', 'No such recurring order');
      if (order.state !== 'active' && order.state !== 'paused') {
        throw new AppError('conflict', `The recurring order has ended (${order.state})`);
      }
      return this.answerOne(trx, await change(trx, order, this.deps.clock.now()));
    });
  }

  private async answerOne(trx: Kysely<Schema>, order: RecurringOrderRow) {
    return answerOf(order, (await waitingRuns(trx, [order.guid])).get(order.guid));
  }

  /**
   * A buy funded by bank names a usable bank account of the customer's, runs weekly or less
   * often (an EFT takes days: a daily buy is paid from the balance), and has the PAD terms
   * agreed for that account, before or now.
   */
  private async checkFunding(trx: Kysely<Schema>, customerGuid: string, request: Request) {
    if (request.funding !== 'bank') {
      if (request.bank_account_guid !== undefined) {
        throw refusedAt('bank_account_guid', 'A bank account is only for a buy funded by bank');
      }
      return;
    }
    if (request.side !== 'buy') throw refusedAt('funding', 'A sale is paid from your balance');
    if (request.frequency === 'daily') {
      throw refusedAt('frequency', 'A daily buy is paid from your balance: an EFT takes days');
    }
    if (request.bank_account_guid === undefined) {
      throw refusedAt('bank_account_guid', 'Choose the bank account to pull from');
    }
    const account = await this.deps.banking.usableAccount(
      trx,
      customerGuid,
      request.bank_account_guid,
    );
    if (account === undefined || account.state !== 'completed') {
      throw refusedAt('bank_account_guid', 'Choose one of your linked bank accounts');
    }
    await this.deps.pad.require(trx, customerGuid, account, request.pad_terms);
  }

  private async refuseUnlessAllowed(trx: Kysely<Schema>, customerGuid: string) {
    if ((await this.deps.gate.unverifiedAmong(trx, [customerGuid])).has(customerGuid)) {
      throw unverifiedRefusal();
    }
    if ((await countLiveOrders(trx, customerGuid)) >= MAX_RECURRING_ORDERS) {
      throw new AppError(
        'conflict',
        `You have ${MAX_RECURRING_ORDERS} recurring orders, the most there can be: cancel one first`,
      );
    }
  }
}

/**
 * Cancels the order's planned run, if it has one, and gives its occurrence back to the
 * calendar: planned again on resume or after a change if its window is still ahead.
 */
async function unplan(trx: Kysely<Schema>, order: RecurringOrderRow, now: Date) {
  if (!(await cancelPlannedRun(trx, order.guid, now))) return order;
  return updateOrder(trx, order.guid, { next_occurrence: order.next_occurrence - 1 });
}

/** Where a new frequency's calendar starts: the next run's day, else today, never before the start. */
function newAnchor(order: RecurringOrderRow, next: RecurringRunRow | undefined, today: string) {
  const from = next?.state === 'planned' && next.day >= today ? next.day : today;
  return from > order.start_date ? from : order.start_date;
}

function checkDates(start: string, end: string | null, today: string) {
  if (start < today) throw refusedAt('start_date', 'Choose a start date from today on');
  if (start > addDays(today, RECURRING_START_MAX_DAYS)) {
    throw refusedAt('start_date', `Choose a start date within ${RECURRING_START_MAX_DAYS} days`);
  }
  if (end !== null && end < start) {
    throw refusedAt('end_date', 'Choose an end date on or after the start date');
  }
}

function amountOf(asset: 'CAD' | Request['asset'], amount: string): bigint {
  try {
    return parseAmount(amount, asset);
  } catch (error) {
    if (!isMoneyError(error)) throw error;
    throw refusedAt('amount', `Enter an amount of ${asset} with at most its decimals`);
  }
}

const limitOf = (limit: string | null | undefined) =>
  limit === undefined || limit === null ? null : scaledOf(limit, priceDecimals);

export function answerOf(
  row: RecurringOrderRow,
  next: RecurringRunRow | undefined,
): RecurringOrder {
  const waiting = row.state === 'active' && next !== undefined;
  return {
    guid: row.guid,
    side: row.side,
    asset: row.asset,
    amount: toDecimalString(row.amount, row.side === 'buy' ? 'CAD' : row.asset),
    frequency: row.frequency,
    start_date: row.start_date,
    end_date: row.end_date,
    max_runs: row.max_runs,
    limit_price:
      row.limit_price === null ? null : trimmedDecimalString(row.limit_price, priceDecimals),
    funding: row.funding,
    bank_account_guid: row.bank_account_guid,
    state: row.state,
    runs_executed: row.runs_executed,
    runs_skipped: row.runs_skipped,
    next_run: waiting
      ? {
          day: next.day,
          window_starts_at: next.window_starts_at.toISOString(),
          window_ends_at: next.window_ends_at.toISOString(),
        }
      : null,
    created_at: row.created_at.toISOString(),
    ended_at: row.ended_at?.toISOString() ?? null,
  };
}

function runAnswerOf(row: RecurringRunRow): RecurringRun {
  return {
    guid: row.guid,
    sequence: row.sequence,
    day: row.day,
    state: row.state,
    skip_reason: row.skip_reason,
    trade_guid: row.trade_guid,
    ended_at: row.ended_at?.toISOString() ?? null,
  };
}
