import { type Kysely, type Selectable, sql } from 'kysely';
import type {
  QuotesTable,
  Schema,
  TradeFailureCode,
  TradeSide,
  TradeState,
  TradesTable,
} from '../../infra/db/schema.js';

/** The trading module's SQL: quotes and trades. */

/** A quote as the service sees it: amounts in base units as bigint. */
export interface Quote {
  guid: string;
  customerGuid: string;
  symbol: string;
  side: TradeSide;
  receiveAmount: bigint;
  deliverAmount: bigint;
  fee: bigint;
  midPrice: bigint;
  price: bigint;
  spreadBps: number;
  issuedAt: Date;
  expiresAt: Date;
  tradeGuid: string | null;
}

export interface Trade {
  guid: string;
  customerGuid: string;
  quoteGuid: string;
  symbol: string;
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

const toQuote = (row: Selectable<QuotesTable>): Quote => ({
  guid: row.guid,
  customerGuid: row.customer_guid,
  symbol: row.symbol,
  side: row.side,
  receiveAmount: BigInt(row.receive_amount),
  deliverAmount: BigInt(row.deliver_amount),
  fee: BigInt(row.fee),
  midPrice: BigInt(row.mid_price),
  price: BigInt(row.price),
  spreadBps: row.spread_bps,
  issuedAt: row.issued_at,
  expiresAt: row.expires_at,
  tradeGuid: row.trade_guid,
});

const toTrade = (row: Selectable<TradesTable>): Trade => ({
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

export async function insertQuotes(db: Kysely<Schema>, quotes: readonly Quote[]) {
  if (quotes.length === 0) return;
  await db
    .insertInto('quotes')
    .values(
      quotes.map((quote) => ({
        guid: quote.guid,
        customer_guid: quote.customerGuid,
        symbol: quote.symbol,
        side: quote.side,
        receive_amount: quote.receiveAmount,
        deliver_amount: quote.deliverAmount,
        fee: quote.fee,
        mid_price: quote.midPrice,
        price: quote.price,
        spread_bps: quote.spreadBps,
        issued_at: quote.issuedAt,
        expires_at: quote.expiresAt,
        trade_guid: quote.tradeGuid,
      })),
    )
    .execute();
}

export async function findQuote(
  db: Kysely<Schema>,
  customerGuid: string,
  guid: string,
): Promise<Quote | undefined> {
  const row = await db
    .selectFrom('quotes')
    .selectAll()
    .where('guid', '=', guid)
    .where('customer_guid', '=', customerGuid)
    .executeTakeFirst();
  return row === undefined ? undefined : toQuote(row);
}

/** The quotes of the given customers' guids, by quote guid (another customer's are left out). */
export async function findQuotes(
  db: Kysely<Schema>,
  wanted: readonly { customerGuid: string; quoteGuid: string }[],
): Promise<Map<string, Quote>> {
  if (wanted.length === 0) return new Map();
  const pairs = sql.join(wanted.map((want) => sql`(${want.quoteGuid}, ${want.customerGuid})`));
  const rows = await db
    .selectFrom('quotes')
    .selectAll()
    .where(sql<boolean>`(guid, customer_guid) IN (${pairs})`)
    .execute();
  return new Map(rows.map((row) => [row.guid, toQuote(row)]));
}

export interface QuoteClaim {
  customerGuid: string;
  quoteGuid: string;
  tradeGuid: string;
}

/**
 * Claims quotes for trades, in one statement: a quote of the claimant's own that no trade has
 * taken and that has not expired. Only one trade ever takes a quote, however many race for it;
 * the row lock makes a second claimant wait until the first commits or rolls back. Answers the
 * claimed quotes by quote guid, each with the trade that took it.
 */
export async function claimQuotes(
  db: Kysely<Schema>,
  claims: readonly QuoteClaim[],
  now: Date,
): Promise<Map<string, Quote>> {
  if (claims.length === 0) return new Map();
  const values = sql.join(
    claims.map(
      (claim) =>
        sql`(${claim.quoteGuid}::bpchar, ${claim.customerGuid}::bpchar, ${claim.tradeGuid}::bpchar)`,
    ),
  );
  const { rows } = await sql<Selectable<QuotesTable>>`
    UPDATE quotes
    SET trade_guid = claim.trade_guid
    FROM (VALUES ${values}) AS claim (guid, customer_guid, trade_guid)
    WHERE quotes.guid = claim.guid AND quotes.customer_guid = claim.customer_guid
      AND quotes.trade_guid IS NULL AND quotes.expires_at > ${now}
    RETURNING quotes.*
  `.execute(db);
  return new Map(rows.map((row) => [row.guid, toQuote(row)]));
}

export async function insertTrades(db: Kysely<Schema>, trades: readonly Trade[]) {
  if (trades.length === 0) return;
  await db
    .insertInto('trades')
    .values(
      trades.map((trade) => ({
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
        created_at: trade.createdAt,
        updated_at: trade.updatedAt,
        executed_at: trade.executedAt,
        settles_at: trade.settlesAt,
        completed_at: trade.completedAt,
      })),
    )
    .execute();
}

export async function findTrade(
  db: Kysely<Schema>,
  customerGuid: string,
  guid: string,
): Promise<Trade | undefined> {
  const row = await db
    .selectFrom('trades')
    .selectAll()
    .where('guid', '=', guid)
    .where('customer_guid', '=', customerGuid)
    .executeTakeFirst();
  return row === undefined ? undefined : toTrade(row);
}

export interface TradeFilter {
  customerGuid: string;
  guids?: readonly string[];
  states?: readonly TradeState[];
  sides?: readonly ('buy' | 'sell')[];
  symbols?: readonly string[];
  createdAtGte?: Date;
  createdAtLt?: Date;
}

function filtered(db: Kysely<Schema>, filter: TradeFilter) {
  let query = db.selectFrom('trades').where('customer_guid', '=', filter.customerGuid);
  if (filter.guids?.length) query = query.where('guid', 'in', filter.guids);
  if (filter.states?.length) query = query.where('state', 'in', filter.states);
  if (filter.sides?.length) query = query.where('side', 'in', filter.sides);
  if (filter.symbols?.length) query = query.where('symbol', 'in', filter.symbols);
  if (filter.createdAtGte) query = query.where('created_at', '>=', filter.createdAtGte);
  if (filter.createdAtLt) query = query.where('created_at', '<', filter.createdAtLt);
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
  return { trades: rows.map(toTrade), total: Number(count.total) };
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
