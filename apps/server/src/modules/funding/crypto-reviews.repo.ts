import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';

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
