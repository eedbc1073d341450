import type { TradingSymbol } from '@maple/money';
import { type Kysely, type Selectable, type SelectQueryBuilder, sql } from 'kysely';
import { countOf } from '../../infra/db/count.js';
import { isoMillis } from '../../infra/db/iso-time.js';
import type { Schema } from '../../infra/db/schema.js';
import { type Trade, toTrade } from './trades.repo.js';
import type { TradeSide, TradeState, TradesTable } from './trading.tables.js';

/** The trading module's SQL for the back office's view of every customer's trades. */

export interface AdminTradeFilter {
  customerGuid?: string;
  symbols?: readonly TradingSymbol[];
  sides?: readonly TradeSide[];
  states?: readonly TradeState[];
  createdFrom?: Date;
  createdTo?: Date;
  /** The trade's CAD amount (a buy's deliver, a sale's receive), in cents, both included. */
  cadMin?: bigint;
  cadMax?: bigint;
}

/** A place in the list, newest first: the created time at microseconds, then the guid. */
export interface TradeCursor {
  createdAt: string;
  guid: string;
}

const cadAmount = sql<string>`CASE WHEN side = 'buy' THEN deliver_amount ELSE receive_amount END`;
/** Microseconds, which a JavaScript Date would drop: the cursor must not skip a trade. */
const createdText = sql<string>`to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** The keyset condition: trades after the cursor in the list's order. */
const isAfter = (after: TradeCursor) =>
  sql<boolean>`(created_at, guid) < (${after.createdAt}::timestamptz, ${after.guid})`;

function filtered(
  db: Kysely<Schema>,
  filter: AdminTradeFilter,
): SelectQueryBuilder<Schema, 'trades', object> {
  let query = db.selectFrom('trades');
  if (filter.customerGuid !== undefined) {
    query = query.where('customer_guid', '=', filter.customerGuid);
  }
  if (filter.symbols?.length) query = query.where('symbol', 'in', filter.symbols);
  if (filter.sides?.length) query = query.where('side', 'in', filter.sides);
  if (filter.states?.length) query = query.where('state', 'in', filter.states);
  if (filter.createdFrom) query = query.where('created_at', '>=', filter.createdFrom);
  if (filter.createdTo) query = query.where('created_at', '<=', filter.createdTo);
  if (filter.cadMin !== undefined) query = query.where(cadAmount, '>=', String(filter.cadMin));
  if (filter.cadMax !== undefined) query = query.where(cadAmount, '<=', String(filter.cadMax));
  return query;
}

/** The filter's trades after the cursor, newest first (the list's and the export's keyset). */
function newestAfter(db: Kysely<Schema>, filter: AdminTradeFilter, after: TradeCursor | undefined) {
  const query = filtered(db, filter);
  // Qualified: the export selects its text form as `created_at`, and a bare name in ORDER BY
  // is the output column, which no index serves (a sort of every match per page).
  return (after === undefined ? query : query.where(isAfter(after)))
    .orderBy('trades.created_at', 'desc')
    .orderBy('trades.guid', 'desc');
}

/** Up to `limit` trades after the cursor, newest first, each with its own cursor. */
export async function tradesAfter(
  db: Kysely<Schema>,
  filter: AdminTradeFilter,
  after: TradeCursor | undefined,
  limit: number,
): Promise<{ trade: Trade; cursor: TradeCursor }[]> {
  const rows = await newestAfter(db, filter, after)
    .selectAll()
    .select(createdText.as('created_text'))
    .limit(limit)
    .execute();
  return rows.map((row: Selectable<TradesTable> & { created_text: string }) => ({
    trade: toTrade(row),
    cursor: { createdAt: row.created_text, guid: row.guid },
  }));
}

/** A trade as the export writes it: every cell text already, formatted by PostgreSQL. */
export interface TradeCsvRow {
  guid: string;
  created_at: string;
  customer_guid: string;
  symbol: string;
  side: TradeSide;
  state: TradeState;
  failure_code: string | null;
  receive_amount: string;
  deliver_amount: string;
  fee: string;
  cad_amount: string;
  settles_at: string | null;
  completed_at: string | null;
}

/**
 * Up to `limit` trades after the cursor for the export, newest first: only the exported
 * columns, as text, so reading a row costs no Date and no bigint (ADR 27).
 */
export async function tradeCsvRowsAfter(
  db: Kysely<Schema>,
  filter: AdminTradeFilter,
  after: TradeCursor | undefined,
  limit: number,
): Promise<{ rows: TradeCsvRow[]; last: TradeCursor | undefined }> {
  const rows = await newestAfter(db, filter, after)
    .select([
      'guid',
      isoMillis('created_at').as('created_at'),
      'customer_guid',
      'symbol',
      'side',
      'state',
      'failure_code',
      sql<string>`receive_amount::text`.as('receive_amount'),
      sql<string>`deliver_amount::text`.as('deliver_amount'),
      sql<string>`fee::text`.as('fee'),
      sql<string>`(${cadAmount})::text`.as('cad_amount'),
      isoMillis('settles_at').as('settles_at'),
      isoMillis('completed_at').as('completed_at'),
      createdText.as('created_text'),
    ])
    .limit(limit)
    .execute();
  const last = rows.at(-1);
  return {
    rows,
    last: last === undefined ? undefined : { createdAt: last.created_text, guid: last.guid },
  };
}

export interface TradeTotals {
  /** Completed trades counted: at most the cap. */
  count: number;
  /** More trades match than the cap: the sums cover the newest `cap` of them. */
  capped: boolean;
  buys: number;
  sells: number;
  /** CAD amounts (a buy's deliver, a sale's receive) and fees, in cents. */
  cad: bigint;
  fees: bigint;
}

/**
 * Totals of the newest `cap` completed trades the filter admits: one read of at most `cap + 1`
 * rows, the extra one only saying that more match (ADR 27). Only completed trades count: a
 * failed one moved nothing, and one still settling counts once it has settled (ADR 40).
 */
export async function tradeTotals(
  db: Kysely<Schema>,
  filter: AdminTradeFilter,
  cap: number,
): Promise<TradeTotals> {
  const { states } = filter;
  if (states?.length && !states.includes('completed')) {
    return { count: 0, capped: false, buys: 0, sells: 0, cad: 0n, fees: 0n };
  }
  const newest = filtered(db, { ...filter, states: ['completed'] })
    .select([
      'side',
      'fee',
      cadAmount.as('cad'),
      sql<string>`row_number() OVER (ORDER BY created_at DESC, guid DESC)`.as('n'),
    ])
    .orderBy('trades.created_at', 'desc')
    .orderBy('guid', 'desc')
    .limit(cap + 1);
  const counted = sql`n <= ${cap}`;
  const row = await db
    .selectFrom(newest.as('matched'))
    .select([
      sql<string>`count(*)`.as('matched'),
      sql<string>`count(*) FILTER (WHERE ${counted})`.as('count'),
      sql<string>`count(*) FILTER (WHERE ${counted} AND side = 'buy')`.as('buys'),
      sql<string | null>`sum(cad) FILTER (WHERE ${counted})`.as('cad'),
      sql<string | null>`sum(fee) FILTER (WHERE ${counted})`.as('fees'),
    ])
    .executeTakeFirstOrThrow();
  const count = countOf(row.count);
  const buys = countOf(row.buys);
  return {
    count,
    capped: countOf(row.matched) > cap,
    buys,
    sells: count - buys,
    cad: BigInt(row.cad ?? 0),
    fees: BigInt(row.fees ?? 0),
  };
}

/** Any customer's trade, with the mid and customer prices its quote was given at. */
export async function findAnyTrade(
  db: Kysely<Schema>,
  guid: string,
): Promise<{ trade: Trade; midPrice: bigint; price: bigint } | undefined> {
  const row = await db
    .selectFrom('trades')
    .innerJoin('quotes', 'quotes.guid', 'trades.quote_guid')
    .selectAll('trades')
    .select(['quotes.mid_price', 'quotes.price'])
    .where('trades.guid', '=', guid)
    .executeTakeFirst();
  if (row === undefined) return undefined;
  return { trade: toTrade(row), midPrice: BigInt(row.mid_price), price: BigInt(row.price) };
}
