import type { TradingSymbol } from '@maple/money';
import { type Kysely, type Selectable, sql } from 'kysely';
import { countOf } from '../../infra/db/count.js';
import type { Schema } from '../../infra/db/schema.js';
import type { CustomerScope } from '../accounts/accounts.service.js';
import type { TradeFailureCode, TradeSide, TradeState, TradesTable } from './trading.tables.js';

/** The trading module's SQL for trades. */

export interface Trade {
  guid: string;
  customerGuid: string;
  quoteGuid: string;
  symbol: TradingSymbol;
  side: TradeSide;
  state: TradeState;
  failureCode: TradeFailureCode | null;
  receiveAmount: bigint;
  deliverAmount: bigint;
  fee: bigint;
  createdAt: Date;
  updatedAt: Date;
  executedAt: Date | null;
  settlesAt: Date | null;
  completedAt: Date | null;
}

export const toTrade = (row: Selectable<TradesTable>): Trade => ({
  guid: row.guid,
  customerGuid: row.customer_guid,
  quoteGuid: row.quote_guid,
  symbol: row.symbol,
  side: row.side,
  state: row.state,
  failureCode: row.failure_code,
  receiveAmount: BigInt(row.receive_amount),
  deliverAmount: BigInt(row.deliver_amount),
  fee: BigInt(row.fee),
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  executedAt: row.executed_at,
  settlesAt: row.settles_at,
  completedAt: row.completed_at,
});

/** A trade before it is stored: its times are the database's (insertTrades). */
export type NewTrade = Omit<
  Trade,
  'createdAt' | 'updatedAt' | 'executedAt' | 'settlesAt' | 'completedAt'
>;

/**
 * Stores trades in one statement, the last of their execution, and answers them as stored. They
 * execute at the database's clock as this statement runs (never before `now`, the injected
 * clock), so a transaction that stalled records when it really executed; a trade that failed
 * for want of funds has no execution or settlement time. Whether the quote was still valid is
 * decided once more at COMMIT (migration 0007; docs/decisions/0013).
 */
export async function insertTrades(
  db: Kysely<Schema>,
  trades: readonly NewTrade[],
  { now, settlementDelaySeconds }: { now: Date; settlementDelaySeconds: number },
): Promise<Trade[]> {
  if (trades.length === 0) return [];
  // One time for the whole statement: the CTE (volatile, so never inlined) runs once.
  const executedAt = sql<Date>`(SELECT at FROM execution)`;
  const settlesAt = sql<Date>`(SELECT at FROM execution) + make_interval(secs => ${settlementDelaySeconds})`;
  const rows = await db
    .with('execution', (qb) =>
      qb.selectNoFrom(sql<Date>`GREATEST(${now}::timestamptz, clock_timestamp())`.as('at')),
    )
    .insertInto('trades')
    .values(
      trades.map((trade) => {
        const executed = trade.state !== 'failed';
        return {
          guid: trade.guid,
          customer_guid: trade.customerGuid,
          quote_guid: trade.quoteGuid,
          symbol: trade.symbol,
          side: trade.side,
          state: trade.state,
          failure_code: trade.failureCode,
          receive_amount: trade.receiveAmount,
          deliver_amount: trade.deliverAmount,
          fee: trade.fee,
          created_at: executedAt,
          updated_at: executedAt,
          executed_at: executed ? executedAt : null,
          settles_at: executed ? settlesAt : null,
          completed_at: null,
        };
      }),
    )
    .returningAll()
    .execute();
  return rows.map(toTrade);
}

/** The constraint trigger of migration 0007, which refuses at COMMIT a trade of an expired quote. */
const QUOTE_UNEXPIRED_AT_COMMIT = 'trades_quote_unexpired_at_commit';

/** Whether a COMMIT failed because a trade's quote had expired by the database's clock. */
export function isQuoteExpiredAtCommit(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'constraint' in error &&
    error.constraint === QUOTE_UNEXPIRED_AT_COMMIT
  );
}

/** A trade by guid: the customer's, or (no customer: a bank's read) anyone's. */
export async function findTrade(
  db: Kysely<Schema>,
  customerGuid: string | undefined,
  guid: string,
): Promise<Trade | undefined> {
  let query = db.selectFrom('trades').selectAll().where('guid', '=', guid);
  if (customerGuid !== undefined) query = query.where('customer_guid', '=', customerGuid);
  const row = await query.executeTakeFirst();
  return row === undefined ? undefined : toTrade(row);
}

/** An account a trade moves: every trade moves its customer's CAD, a sale or purchase its coin. */
export interface MovedAccount {
  customerGuid: string;
  /** The coin account's market; undefined for the CAD account, which every trade moves. */
  symbol: TradingSymbol | undefined;
}

export interface TradeFilter {
  customerGuid: CustomerScope;
  /** The trades that moved any of these accounts. */
  moved?: readonly MovedAccount[];
  guids?: readonly string[];
  states?: readonly TradeState[];
  sides?: readonly ('buy' | 'sell')[];
  symbols?: readonly TradingSymbol[];
  createdAtGte?: Date;
  createdAtLt?: Date;
  updatedAtGte?: Date;
  updatedAtLt?: Date;
}

function filtered(db: Kysely<Schema>, filter: TradeFilter) {
  let query = db.selectFrom('trades');
  const { customerGuid, moved } = filter;
  if (customerGuid !== undefined) {
    query = query.where('customer_guid', 'in', [customerGuid].flat());
  }
  if (moved !== undefined) {
    query = query.where((eb) =>
      eb.or(
        moved.map(({ customerGuid: owner, symbol }) =>
          symbol === undefined
            ? eb('customer_guid', '=', owner)
            : eb.and([eb('customer_guid', '=', owner), eb('symbol', '=', symbol)]),
        ),
      ),
    );
  }
  if (filter.guids?.length) query = query.where('guid', 'in', filter.guids);
  if (filter.states?.length) query = query.where('state', 'in', filter.states);
  if (filter.sides?.length) query = query.where('side', 'in', filter.sides);
  if (filter.symbols?.length) query = query.where('symbol', 'in', filter.symbols);
  if (filter.createdAtGte) query = query.where('created_at', '>=', filter.createdAtGte);
  if (filter.createdAtLt) query = query.where('created_at', '<', filter.createdAtLt);
  if (filter.updatedAtGte) query = query.where('updated_at', '>=', filter.updatedAtGte);
  if (filter.updatedAtLt) query = query.where('updated_at', '<', filter.updatedAtLt);
  return query;
}

/** A page of trades, newest first, and how many match in all. */
export async function listTrades(
  db: Kysely<Schema>,
  filter: TradeFilter,
  page: { offset: number; limit: number },
): Promise<{ trades: Trade[]; total: number }> {
  const [rows, count] = await Promise.all([
    filtered(db, filter)
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('guid', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    filtered(db, filter)
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { trades: rows.map(toTrade), total: countOf(count.total) };
}

/** Settling trades whose time has come, locked so that only one worker settles each. */
export function lockDueTrades(db: Kysely<Schema>, now: Date, limit: number) {
  return db
    .selectFrom('trades')
    .select(['guid'])
    .where('state', '=', 'settling')
    .where('settles_at', '<=', now)
    .orderBy('settles_at')
    .limit(limit)
    .forUpdate()
    .skipLocked()
    .execute();
}

export async function markCompleted(db: Kysely<Schema>, guids: readonly string[], now: Date) {
  if (guids.length === 0) return;
  await db
    .updateTable('trades')
    .set({ state: 'completed', completed_at: now, updated_at: now })
    .where('guid', 'in', guids)
    .execute();
}

/** When the next settling trade is due, if any is left. */
export async function nextSettlement(db: Kysely<Schema>): Promise<Date | undefined> {
  const row = await db
    .selectFrom('trades')
    .select((eb) => eb.fn.min('settles_at').as('next'))
    .where('state', '=', 'settling')
    .executeTakeFirst();
  return row?.next ?? undefined;
}

/** What a trade's confirmation says: its amounts, and the price its quote was given at. */
export interface TradeConfirmationFacts {
  guid: string;
  customerGuid: string;
  symbol: TradingSymbol;
  side: TradeSide;
  receiveAmount: bigint;
  deliverAmount: bigint;
  fee: bigint;
  /** CAD per whole unit at the market's price decimals: the customer's, and the mid price. */
  price: bigint;
  midPrice: bigint;
  spreadBps: number;
  /** When it was done (its price fixed), as the customer's trade list says. */
  createdAt: Date;
}

export async function confirmationFacts(
  db: Kysely<Schema>,
  guids: readonly string[],
): Promise<TradeConfirmationFacts[]> {
  if (guids.length === 0) return [];
  const rows = await db
    .selectFrom('trades')
    .innerJoin('quotes', 'quotes.guid', 'trades.quote_guid')
    .select([
      'trades.guid',
      'trades.customer_guid',
      'trades.symbol',
      'trades.side',
      'trades.receive_amount',
      'trades.deliver_amount',
      'trades.fee',
      'quotes.price',
      'quotes.mid_price',
      'quotes.spread_bps',
      'trades.created_at',
    ])
    .where('trades.guid', 'in', guids)
    .orderBy('trades.guid')
    .execute();
  return rows.map((row) => ({
    guid: row.guid,
    customerGuid: row.customer_guid,
    symbol: row.symbol,
    side: row.side,
    receiveAmount: BigInt(row.receive_amount),
    deliverAmount: BigInt(row.deliver_amount),
    fee: BigInt(row.fee),
    price: BigInt(row.price),
    midPrice: BigInt(row.mid_price),
    spreadBps: row.spread_bps,
    createdAt: row.created_at,
  }));
}
