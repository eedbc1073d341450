import { type Kysely, sql } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';

/**
 * The customer's completed crypto deposits among `guids`, in one statement (the tax module's
 * transfers in, ADR 76): what the customer may state a cost for. Another customer's transfers,
 * withdrawals and deposits not yet credited are left out.
 */
export async function completedCryptoDeposits(
  db: Kysely<Schema>,
  customerGuid: string,
  guids: readonly string[],
): Promise<Set<string>> {
  if (guids.length === 0) return new Set();
  const rows = await db
    .selectFrom('transfers')
    .select('guid')
    .where('customer_guid', '=', customerGuid)
    .where('transfer_type', '=', 'crypto')
    .where('side', '=', 'deposit')
    .where('state', '=', 'completed')
    .where(sql<boolean>`guid = ANY(${[...new Set(guids)]}::bpchar[])`)
    .execute();
  return new Set(rows.map((row) => row.guid));
}
