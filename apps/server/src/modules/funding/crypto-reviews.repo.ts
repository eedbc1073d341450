import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';
import type { TransferAsset, TransferStateColumn } from './funding.tables.js';

/** The SQL of the crypto withdrawals waiting for staff, with their travel rule ciphertexts. */

export interface AwaitingApproval {
  guid: string;
  customerGuid: string;
  nameCiphertext: string | null;
  addressCiphertext: string | null;
}

/** One crypto transfer's travel rule ciphertexts, whoever's it is. */
export async function travelRuleOf(
  db: Kysely<Schema>,
  guid: string,
): Promise<AwaitingApproval | undefined> {
  const row = await db
    .selectFrom('transfers')
    .select([
      'guid',
      'customer_guid',
      'travel_rule_name_ciphertext',
      'travel_rule_address_ciphertext',
    ])
    .where('guid', '=', guid)
    .where('transfer_type', '=', 'crypto')
    .executeTakeFirst();
  return row === undefined ? undefined : awaitingOf(row);
}

const awaitingOf = (row: {
  guid: string;
  customer_guid: string;
  travel_rule_name_ciphertext: string | null;
  travel_rule_address_ciphertext: string | null;
}): AwaitingApproval => ({
  guid: row.guid,
  customerGuid: row.customer_guid,
  nameCiphertext: row.travel_rule_name_ciphertext,
  addressCiphertext: row.travel_rule_address_ciphertext,
});

/** Crypto withdrawals in `reviewing`, oldest first. */
export async function listAwaitingApproval(
  db: Kysely<Schema>,
  page: { offset: number; limit: number },
): Promise<AwaitingApproval[]> {
  const rows = await db
    .selectFrom('transfers')
    .select([
      'guid',
      'customer_guid',
      'travel_rule_name_ciphertext',
      'travel_rule_address_ciphertext',
    ])
    .where('transfer_type', '=', 'crypto')
    .where('side', '=', 'withdrawal')
    .where('state', '=', 'reviewing')
    .orderBy('created_at')
    .orderBy('guid')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  return rows.map(awaitingOf);
}

/** One of a customer's withdrawals, CAD or crypto, as a reviewer compares it. */
export interface RecentWithdrawal {
  guid: string;
  customerGuid: string;
  asset: TransferAsset;
  /** The amount moved once known, else the estimate the customer was quoted. */
  amount: bigint;
  state: TransferStateColumn;
  createdAt: Date;
}

/**
 * The newest `perCustomer` withdrawals (CAD and crypto) of each of the customers, newest first,
 * in one statement however many customers a queue page names.
 */
export async function recentWithdrawalsOf(
  db: Kysely<Schema>,
  customerGuids: readonly string[],
  perCustomer: number,
): Promise<RecentWithdrawal[]> {
  if (customerGuids.length === 0) return [];
  const ranked = db
    .selectFrom('transfers')
    .select(['guid', 'customer_guid', 'asset', 'amount', 'estimated_amount', 'state', 'created_at'])
    .select((eb) =>
      eb.fn
        .agg<string>('row_number')
        .over((over) => over.partitionBy('customer_guid').orderBy('created_at', 'desc'))
        .as('rank'),
    )
    .where('customer_guid', 'in', customerGuids)
    .where('side', '=', 'withdrawal')
    .where('transfer_type', 'in', ['funding', 'crypto']);
  const rows = await db
    .selectFrom(ranked.as('ranked'))
    .selectAll()
    .where('rank', '<=', String(perCustomer))
    .orderBy('created_at', 'desc')
    .orderBy('guid', 'desc')
    .execute();
  return rows.map((row) => ({
    guid: row.guid,
    customerGuid: row.customer_guid,
    asset: row.asset,
    amount: BigInt(row.amount ?? row.estimated_amount),
    state: row.state,
    createdAt: row.created_at,
  }));
}
