import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';

/** The SQL of the crypto withdrawals waiting for staff, with their travel rule ciphertexts. */

export interface AwaitingApproval {
  guid: string;
  customerGuid: string;
  nameCiphertext: string | null;
  addressCiphertext: string | null;
}

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
  return rows.map((row) => ({
    guid: row.guid,
    customerGuid: row.customer_guid,
    nameCiphertext: row.travel_rule_name_ciphertext,
    addressCiphertext: row.travel_rule_address_ciphertext,
  }));
}
