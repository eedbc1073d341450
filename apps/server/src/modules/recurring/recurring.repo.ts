import type { RecurringSkipReason } from '@maple/contracts';
import { type Insertable, type Kysely, type Selectable, sql, type Updateable } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';
import type { RecurringOrdersTable, RecurringRunsTable } from './recurring.tables.js';

export type RecurringOrderRow = Selectable<RecurringOrdersTable>;
export type RecurringRunRow = Selectable<RecurringRunsTable>;

/** Drivers read a DATE as a local `Date`: every day is read as its `YYYY-MM-DD` text. */
const day = (column: string) => sql<string>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;
const nullableDay = (column: string) =>
  sql<string | null>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;

const orderColumns = [
  'guid',
  'customer_guid',
  'side',
  'asset',
  'amount',
  'frequency',
  'next_occurrence',
  'max_runs',
  'limit_price',
  'funding',
  'bank_account_guid',
  'state',
  'runs_executed',
  'runs_skipped',
  'created_at',
  'ended_at',
] as const;

const runColumns = [
  'guid',
  'order_guid',
  'sequence',
  'due_at',
  'window_starts_at',
  'window_ends_at',
  'state',
  'started_at',
  'ended_at',
  'skip_reason',
  'trade_guid',
  'deposit_due_at',
  'deposit_started_at',
  'deposit_transfer_guid',
  'deposit_refusal',
] as const;

/** PGlite answers an `int8` that fits a double as a number: amounts are made bigints here. */
const readOrder = (row: RecurringOrderRow): RecurringOrderRow => ({
  ...row,
  amount: BigInt(row.amount),
  limit_price: row.limit_price === null ? null : BigInt(row.limit_price),
});

function selectOrders(db: Kysely<Schema>) {
  return db
    .selectFrom('recurring_orders')
    .select(orderColumns)
    .select([
      day('start_date').as('start_date'),
      day('anchor_date').as('anchor_date'),
      nullableDay('end_date').as('end_date'),
    ]);
}

function selectRuns(db: Kysely<Schema>) {
  return db.selectFrom('recurring_runs').select(runColumns).select(day('day').as('day'));
}

export async function insertOrder(
  db: Kysely<Schema>,
  row: Insertable<RecurringOrdersTable>,
): Promise<void> {
  await db.insertInto('recurring_orders').values(row).execute();
}

/** The order, locked for the rest of the transaction; undefined if it is not the customer's. */
export async function lockOrder(db: Kysely<Schema>, guid: string, customerGuid?: string) {
  let query = selectOrders(db).where('guid', '=', guid);
  if (customerGuid !== undefined) query = query.where('customer_guid', '=', customerGuid);
  const row = await query.forUpdate().executeTakeFirst();
  return row && readOrder(row);
}

export async function updateOrder(
  db: Kysely<Schema>,
  guid: string,
  change: Updateable<RecurringOrdersTable>,
): Promise<RecurringOrderRow> {
  await db.updateTable('recurring_orders').set(change).where('guid', '=', guid).execute();
  return readOrder(await selectOrders(db).where('guid', '=', guid).executeTakeFirstOrThrow());
}

/** How many of the customer's orders are running or paused. */
export async function countLiveOrders(db: Kysely<Schema>, customerGuid: string) {
  const row = await db
    .selectFrom('recurring_orders')
    .select((eb) => eb.fn.countAll<string>().as('live'))
    .where('customer_guid', '=', customerGuid)
    .where('state', 'in', ['active', 'paused'])
    .executeTakeFirstOrThrow();
  return Number(row.live);
}

/** The customer's orders, newest first: every one running or paused, then the newest `ended`. */
export async function ordersOf(db: Kysely<Schema>, customerGuid: string, ended: number) {
  const newest = (live: boolean) =>
    selectOrders(db)
      .where('customer_guid', '=', customerGuid)
      .where('ended_at', live ? 'is' : 'is not', null)
      .orderBy('created_at', 'desc')
      .orderBy('guid', 'desc');
  const live = await newest(true).execute();
  const past = await newest(false).limit(ended).execute();
  return [...live, ...past].map(readOrder);
}

export async function insertRun(
  db: Kysely<Schema>,
  row: Insertable<RecurringRunsTable>,
): Promise<void> {
  await db.insertInto('recurring_runs').values(row).execute();
}

/** The run of each order that is planned or under way, by order. */
export async function waitingRuns(
  db: Kysely<Schema>,
  orderGuids: readonly string[],
): Promise<Map<string, RecurringRunRow>> {
  if (orderGuids.length === 0) return new Map();
  const rows = await selectRuns(db)
    .where('order_guid', 'in', orderGuids)
    .where('state', 'in', ['planned', 'executing'])
    .execute();
  return new Map(rows.map((row) => [row.order_guid, row]));
}

/** Cancels the order's planned run, if it has one; answers whether it had. */
export async function cancelPlannedRun(db: Kysely<Schema>, orderGuid: string, now: Date) {
  const rows = await db
    .updateTable('recurring_runs')
    .set({ state: 'cancelled', ended_at: now })
    .where('order_guid', '=', orderGuid)
    .where('state', '=', 'planned')
    .returning('guid')
    .execute();
  return rows.length > 0;
}

/** The order's runs, newest first. */
export async function runsOf(db: Kysely<Schema>, orderGuid: string, limit: number) {
  return selectRuns(db)
    .where('order_guid', '=', orderGuid)
    .orderBy('sequence', 'desc')
    .limit(limit)
    .execute();
}

/**
 * Marks `executing` every planned run due by `now`, and those left executing since before
 * `stalledBefore` (their job kept failing, or a crash lost it), in one statement each: the
 * database decides, so two sweeps never start a run twice.
 */
export async function startDueRuns(db: Kysely<Schema>, now: Date, stalledBefore: Date) {
  const due = await db
    .updateTable('recurring_runs')
    .set({ state: 'executing', started_at: now })
    .where('state', '=', 'planned')
    .where('due_at', '<=', now)
    .returning('guid')
    .execute();
  const stalled = await db
    .updateTable('recurring_runs')
    .set({ started_at: now })
    .where('state', '=', 'executing')
    .where('started_at', '<', stalledBefore)
    .returning('guid')
    .execute();
  return [...due, ...stalled].map((row) => row.guid);
}

/**
 * Marks started the deposits of runs funded by bank that are due by `now`, and those started
 * before `stalledBefore` that neither made one nor were refused (their job was lost): answers
 * the runs whose deposit job is to be queued.
 */
export async function startDueDeposits(db: Kysely<Schema>, now: Date, stalledBefore: Date) {
  const rows = await db
    .updateTable('recurring_runs')
    .set({ deposit_started_at: now })
    .where('deposit_due_at', '<=', now)
    .where('deposit_transfer_guid', 'is', null)
    .where('deposit_refusal', 'is', null)
    .where('state', 'in', ['planned', 'executing'])
    .where((eb) =>
      eb.or([eb('deposit_started_at', 'is', null), eb('deposit_started_at', '<', stalledBefore)]),
    )
    .returning('guid')
    .execute();
  return rows.map((row) => row.guid);
}

export async function lockRun(db: Kysely<Schema>, guid: string) {
  return selectRuns(db).where('guid', '=', guid).forUpdate().executeTakeFirst();
}

export type RunEnd =
  | { state: 'executed'; tradeGuid: string }
  | { state: 'skipped'; reason: RecurringSkipReason };

export async function endRun(db: Kysely<Schema>, guid: string, end: RunEnd, now: Date) {
  await db
    .updateTable('recurring_runs')
    .set({
      state: end.state,
      ended_at: now,
      trade_guid: end.state === 'executed' ? end.tradeGuid : null,
      skip_reason: end.state === 'skipped' ? end.reason : null,
    })
    .where('guid', '=', guid)
    .execute();
}
