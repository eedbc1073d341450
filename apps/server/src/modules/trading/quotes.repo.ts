import type { TradingSymbol } from '@maple/money';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { ListKey } from '../../infra/api-kit/merged-list.js';
import { countOf } from '../../infra/db/count.js';
import type { Schema } from '../../infra/db/schema.js';
import type { CustomerScope } from '../accounts/accounts.service.js';
import type { QuotesTable, TradeSide } from './trading.tables.js';

/** The trading module's SQL for quotes. */

/** A quote as the service sees it: amounts in base units as bigint. */
export interface Quote {
  guid: string;
  customerGuid: string;
  symbol: TradingSymbol;
  side: TradeSide;
  receiveAmount: bigint;
  deliverAmount: bigint;
  fee: bigint;
  midPrice: bigint;
  price: bigint;
  spreadBps: bigint;
  issuedAt: Date;
  expiresAt: Date;
  tradeGuid: string | null;
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
  spreadBps: BigInt(row.spread_bps),
  issuedAt: row.issued_at,
  expiresAt: row.expires_at,
  tradeGuid: row.trade_guid,
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

/** A quote by guid: the customer's, or (no customer: a bank's read) anyone's. */
export async function findQuote(
  db: Kysely<Schema>,
  customerGuid: string | undefined,
  guid: string,
): Promise<Quote | undefined> {
  let query = db.selectFrom('quotes').selectAll().where('guid', '=', guid);
  if (customerGuid !== undefined) query = query.where('customer_guid', '=', customerGuid);
  const row = await query.executeTakeFirst();
  return row === undefined ? undefined : toQuote(row);
}

export interface QuoteFilter {
  customerGuid: CustomerScope;
  guids?: readonly string[] | undefined;
  sides?: readonly TradeSide[] | undefined;
}

function filtered(db: Kysely<Schema>, filter: QuoteFilter) {
  let query = db.selectFrom('quotes');
  const { customerGuid } = filter;
  if (customerGuid !== undefined) {
    query = query.where('customer_guid', 'in', [customerGuid].flat());
  }
  if (filter.guids?.length) query = query.where('guid', 'in', filter.guids);
  if (filter.sides?.length) query = query.where('side', 'in', filter.sides);
  return query;
}

/** A page of quotes, newest first (then by guid, descending). */
export async function pageOfQuotes(
  db: Kysely<Schema>,
  filter: QuoteFilter,
  page: { offset: number; limit: number },
): Promise<Quote[]> {
  const rows = await filtered(db, filter)
    .selectAll()
    .orderBy('issued_at', 'desc')
    .orderBy('guid', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  return rows.map(toQuote);
}

/** How many quotes match; with `before`, how many of them come before it in that order. */
export async function countQuotes(
  db: Kysely<Schema>,
  filter: QuoteFilter,
  before?: ListKey,
): Promise<number> {
  let query = filtered(db, filter);
  if (before !== undefined) {
    query = query.where((eb) =>
      eb(eb.refTuple('issued_at', 'guid'), '>', eb.tuple(before.at, before.guid)),
    );
  }
  const { total } = await query
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  return countOf(total);
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
 * taken and that has not expired — by `now` (the injected clock, which tests move) or by the
 * database's clock, whichever is later (docs/decisions/0013). Only one trade ever takes a quote,
 * however many race for it; the row lock makes a second claimant wait until the first commits
 * or rolls back. Answers the claimed quotes by quote guid, each with the trade that took it.
 */
export async function claimQuotes(
  db: Kysely<Schema>,
  claims: readonly QuoteClaim[],
  now: Date,
): Promise<Map<string, Quote>> {
  if (claims.length === 0) return new Map();
  const { rows } = await sql<Selectable<QuotesTable>>`
    UPDATE quotes
    SET trade_guid = claim.trade_guid
    FROM unnest(
      ${claims.map((claim) => claim.quoteGuid)}::bpchar[],
      ${claims.map((claim) => claim.customerGuid)}::bpchar[],
      ${claims.map((claim) => claim.tradeGuid)}::bpchar[]
    ) AS claim (guid, customer_guid, trade_guid)
    WHERE quotes.guid = claim.guid AND quotes.customer_guid = claim.customer_guid
      AND quotes.trade_guid IS NULL
      AND quotes.expires_at > GREATEST(${now}::timestamptz, clock_timestamp())
    RETURNING quotes.*
  `.execute(db);
  return new Map(rows.map((row) => [row.guid, toQuote(row)]));
}

/**
 * Gives claimed quotes back, in the claiming transaction, when their trades were refused after
 * the claim (a limit): as if never claimed, each may be executed until it expires.
 */
export async function releaseClaims(
  db: Kysely<Schema>,
  tradeGuids: readonly string[],
): Promise<void> {
  if (tradeGuids.length === 0) return;
  await db
    .updateTable('quotes')
    .set({ trade_guid: null })
    .where('trade_guid', 'in', tradeGuids)
    .execute();
}
