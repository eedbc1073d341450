import { type Kysely, sql } from 'kysely';
import type { FundingSide } from '../../infra/db/funding-tables.js';
import type { Schema } from '../../infra/db/schema.js';

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

const quoteOf = (row: Row): FundingQuote => ({
  guid: row.guid,
  customerGuid: row.customer_guid,
  side: row.side,
  amount: BigInt(row.amount),
  fee: BigInt(row.fee),
  issuedAt: row.issued_at,
  expiresAt: row.expires_at,
  transferGuid: row.transfer_guid,
});

export async function insertFundingQuote(db: Kysely<Schema>, quote: FundingQuote): Promise<void> {
  await db
    .insertInto('funding_quotes')
    .values({
      guid: quote.guid,
      customer_guid: quote.customerGuid,
      side: quote.side,
      amount: quote.amount,
      fee: quote.fee,
      issued_at: quote.issuedAt,
      expires_at: quote.expiresAt,
      transfer_guid: quote.transferGuid,
    })
    .execute();
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
    .executeTakeFirst();
  return row === undefined ? undefined : quoteOf(row);
}

/**
 * Claims an unused, unexpired quote of the customer for a transfer; answers it, or undefined
 * when it is missing, another customer's, used or expired (the caller reads which).
 */
export async function claimFundingQuote(
  db: Kysely<Schema>,
  claim: { customerGuid: string; guid: string; transferGuid: string; now: Date },
): Promise<FundingQuote | undefined> {
  const row = await db
    .updateTable('funding_quotes')
    .set({ transfer_guid: claim.transferGuid })
    .where('guid', '=', claim.guid)
    .where('customer_guid', '=', claim.customerGuid)
    .where('transfer_guid', 'is', null)
    .where('expires_at', '>', sql<Date>`GREATEST(${claim.now}::timestamptz, clock_timestamp())`)
    .returningAll()
    .executeTakeFirst();
  return row === undefined ? undefined : quoteOf(row);
}
