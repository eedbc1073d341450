import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';
import type { FundingSide } from './funding.tables.js';

/** The SQL of `funding_quotes`. */

export interface FundingQuote {
  guid: string;
  customerGuid: string;
  side: FundingSide;
  amount: bigint;
  fee: bigint;
  issuedAt: Date;
  expiresAt: Date;
  transferGuid: string | null;
}

type Row = {
  guid: string;
  customer_guid: string;
  side: FundingSide;
  amount: string;
  fee: string;
  issued_at: Date;
  expires_at: Date;
  transfer_guid: string | null;
};

/** A row of `funding_quotes` as a funding (CAD) quote. */
export const fundingQuoteOf = (row: Row): FundingQuote => ({
  guid: row.guid,
  customerGuid: row.customer_guid,
  side: row.side,
  amount: BigInt(row.amount),
  fee: BigInt(row.fee),
  issuedAt: row.issued_at,
  expiresAt: row.expires_at,
  transferGuid: row.transfer_guid,
});

/** Inserts the quotes in one statement. */
export async function insertFundingQuotes(
  db: Kysely<Schema>,
  quotes: readonly FundingQuote[],
): Promise<void> {
  if (quotes.length === 0) return;
  await db
    .insertInto('funding_quotes')
    .values(
      quotes.map((quote) => ({
        guid: quote.guid,
        customer_guid: quote.customerGuid,
        side: quote.side,
        amount: quote.amount,
        fee: quote.fee,
        issued_at: quote.issuedAt,
        expires_at: quote.expiresAt,
        transfer_guid: quote.transferGuid,
      })),
    )
    .execute();
}

/** The quotes among `guids` that are their customers' own, by guid (one statement). */
export async function findFundingQuotes(
  db: Kysely<Schema>,
  wanted: readonly { customerGuid: string; quoteGuid: string }[],
): Promise<Map<string, FundingQuote>> {
  if (wanted.length === 0) return new Map();
  const rows = await db
    .selectFrom('funding_quotes')
    .selectAll()
    .where('product_type', '=', 'funding')
    .where(
      'guid',
      'in',
      wanted.map((want) => want.quoteGuid),
    )
    .execute();
  const owners = new Map(wanted.map((want) => [want.quoteGuid, want.customerGuid]));
  return new Map(
    rows.flatMap((row) =>
      owners.get(row.guid) === row.customer_guid ? [[row.guid, fundingQuoteOf(row)] as const] : [],
    ),
  );
}

/**
 * The statement that claims funding quotes for their transfers, each its customer's, unclaimed
 * and unexpired by the database's clock as well as the caller's, answering the guids it claimed:
 * the CTE of the transfers' insert (`insertClaimingTransfers`), so both are one statement.
 */
export function claimFundingQuotes(
  claims: readonly { customerGuid: string; quoteGuid: string; transferGuid: string }[],
  now: Date,
): RawBuilder<{ guid: string }> {
  return sql<{ guid: string }>`
    UPDATE funding_quotes AS q SET transfer_guid = c.transfer_guid
    FROM unnest(
      ${claims.map((c) => c.quoteGuid)}::bpchar[],
      ${claims.map((c) => c.customerGuid)}::bpchar[],
      ${claims.map((c) => c.transferGuid)}::bpchar[]
    ) AS c (guid, customer_guid, transfer_guid)
    WHERE q.guid = c.guid AND q.customer_guid = c.customer_guid AND q.transfer_guid IS NULL
      AND q.product_type = 'funding'
      AND q.expires_at > GREATEST(${now}::timestamptz, clock_timestamp())
    RETURNING q.guid
  `;
}

/**
 * Why the claim (`claimFundingQuotes`) left a quote alone: another transfer holds it, or it has
 * expired by the database's clock as well as the caller's (a transaction that stalled reaches
 * its claim after the quote's expiry). Answers, per quote the claim did not give its transfer,
 * `taken` or `expired`; a quote now holding its own transfer is left out.
 */
export async function unclaimedReasons(
  db: Kysely<Schema>,
  claims: readonly { quoteGuid: string; transferGuid: string }[],
  now: Date,
): Promise<Map<string, 'taken' | 'expired'>> {
  if (claims.length === 0) return new Map();
  const { rows } = await sql<{ guid: string; transfer_guid: string | null; expired: boolean }>`
    SELECT guid, transfer_guid,
      expires_at <= GREATEST(${now}::timestamptz, clock_timestamp()) AS expired
    FROM funding_quotes WHERE guid = ANY(${claims.map((c) => c.quoteGuid)}::bpchar[])
  `.execute(db);
  const reasons = new Map<string, 'taken' | 'expired'>();
  for (const claim of claims) {
    const row = rows.find((candidate) => candidate.guid === claim.quoteGuid);
    if (row?.transfer_guid === claim.transferGuid) continue;
    // Taken first: a quote another transfer holds is answered so even once it has expired.
    reasons.set(
      claim.quoteGuid,
      row === undefined || row.transfer_guid !== null || !row.expired ? 'taken' : 'expired',
    );
  }
  return reasons;
}

export async function findFundingQuote(
  db: Kysely<Schema>,
  customerGuid: string,
  guid: string,
): Promise<FundingQuote | undefined> {
  const row = await db
    .selectFrom('funding_quotes')
    .selectAll()
    .where('guid', '=', guid)
    .where('customer_guid', '=', customerGuid)
    .where('product_type', '=', 'funding')
    .executeTakeFirst();
  return row === undefined ? undefined : fundingQuoteOf(row);
}

/** Whose quote (funding or crypto transfer) `guid` is, if it is one. */
export async function quoteOwner(db: Kysely<Schema>, guid: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('funding_quotes')
    .select('customer_guid')
    .where('guid', '=', guid)
    .executeTakeFirst();
  return row?.customer_guid;
}
