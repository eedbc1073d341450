import type { LimitOrderFailure } from '@maple/contracts';
import type { CryptoAssetCode } from '@maple/money';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';
import type { LimitOrdersTable } from './limit-orders.tables.js';

export type LimitOrderRow = Selectable<LimitOrdersTable>;

/** PGlite answers an `int8` that fits a double as a number: the limit is made a bigint here. */
const read = (row: LimitOrderRow): LimitOrderRow => ({
  ...row,
  amount: BigInt(row.amount),
  limit_price: BigInt(row.limit_price),
});

/** The reference of an order's hold for an attempt: a hold's reference is used once. */
export const holdReference = (guid: string, attempt: number) => `limit-order:${guid}:${attempt}`;

export async function insertLimitOrder(
  db: Kysely<Schema>,
  row: Insertable<LimitOrdersTable>,
): Promise<LimitOrderRow> {
  return read(
    await db.insertInto('limit_orders').values(row).returningAll().executeTakeFirstOrThrow(),
  );
}

export async function countOpenOrders(db: Kysely<Schema>, customerGuid: string) {
  const row = await db
    .selectFrom('limit_orders')
    .select((eb) => eb.fn.countAll<string>().as('open'))
    .where('customer_guid', '=', customerGuid)
    .where('state', 'in', ['open', 'executing'])
    .executeTakeFirstOrThrow();
  return Number(row.open);
}

/** The customer's orders, newest first: every one still waiting, then the newest `ended`. */
export async function ordersOf(db: Kysely<Schema>, customerGuid: string, ended: number) {
  const newest = (waiting: boolean) =>
    db
      .selectFrom('limit_orders')
      .selectAll()
      .where('customer_guid', '=', customerGuid)
      .where('ended_at', waiting ? 'is' : 'is not', null)
      .orderBy('created_at', 'desc')
      .orderBy('guid', 'desc');
  const waiting = await newest(true).execute();
  const past = await newest(false).limit(ended).execute();
  return [...waiting, ...past].map(read);
}

/** The order, locked for the rest of the transaction; undefined if it is not the customer's. */
export async function lockOrder(db: Kysely<Schema>, guid: string, customerGuid?: string) {
  let query = db.selectFrom('limit_orders').selectAll().where('guid', '=', guid);
  if (customerGuid !== undefined) query = query.where('customer_guid', '=', customerGuid);
  const row = await query.forUpdate().executeTakeFirst();
  return row && read(row);
}

/**
 * Marks `executing` every open, unexpired order of the asset that the prices reach — a buy
 * whose limit is at or above the buy price, a sale whose limit is at or below the sell price —
 * in one statement: the database decides, so two instances never start one twice.
 */
export async function triggerReached(
  db: Kysely<Schema>,
  asset: CryptoAssetCode,
  prices: { buy: bigint; sell: bigint },
  now: Date,
): Promise<string[]> {
  const rows = await db
    .updateTable('limit_orders')
    .set({ state: 'executing', triggered_at: now })
    .where('state', '=', 'open')
    .where('asset', '=', asset)
    .where('expires_at', '>', now)
    .where((eb) =>
      eb.or([
        eb.and([eb('side', '=', 'buy'), eb('limit_price', '>=', prices.buy)]),
        eb.and([eb('side', '=', 'sell'), eb('limit_price', '<=', prices.sell)]),
      ]),
    )
    .returning('guid')
    .execute();
  return rows.map((row) => row.guid);
}

/**
 * Orders of the asset left `executing` since before `before` (their job kept failing, or a
 * crash lost it): started again, their `triggered_at` moved so that each waits its turn anew.
 */
export async function restartStalled(
  db: Kysely<Schema>,
  asset: CryptoAssetCode,
  before: Date,
  now: Date,
): Promise<string[]> {
  const rows = await db
    .updateTable('limit_orders')
    .set({ triggered_at: now })
    .where('state', '=', 'executing')
    .where('asset', '=', asset)
    .where('triggered_at', '<', before)
    .returning('guid')
    .execute();
  return rows.map((row) => row.guid);
}

export async function reopenOrder(db: Kysely<Schema>, guid: string, attempt: number) {
  await db
    .updateTable('limit_orders')
    .set({ state: 'open', attempt })
    .where('guid', '=', guid)
    .where('state', '=', 'executing')
    .execute();
}

export type OrderEnd =
  | { state: 'filled'; tradeGuid: string }
  | { state: 'failed'; reason: LimitOrderFailure }
  | { state: 'cancelled' | 'expired' };

export async function endOrder(db: Kysely<Schema>, guid: string, end: OrderEnd, now: Date) {
  await db
    .updateTable('limit_orders')
    .set({
      state: end.state,
      ended_at: now,
      trade_guid: end.state === 'filled' ? end.tradeGuid : null,
      failure_reason: end.state === 'failed' ? end.reason : null,
    })
    .where('guid', '=', guid)
    .execute();
}

/** Ends every open order past its time; answers them, each with its hold to release. */
export async function expireOrders(db: Kysely<Schema>, now: Date) {
  const rows = await db
    .updateTable('limit_orders')
    .set({ state: 'expired', ended_at: now })
    .where('state', '=', 'open')
    .where('expires_at', '<=', now)
    .returningAll()
    .execute();
  return rows.map((row) => ({ ...read(row), hold: holdReference(row.guid, row.attempt) }));
}
