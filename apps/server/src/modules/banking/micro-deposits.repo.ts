import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';

/** The banking module's SQL for `bank_micro_deposits` (rail instructions, never postings). */

export interface MicroDeposit {
  sequence: 1 | 2;
  amountCents: bigint;
  sentAt: Date;
}

/**
 * Records the two deposits sent to an account, both or neither: a second run of the rail's job
 * (after a crash) keeps the first run's amounts. Answers whether these were recorded.
 */
export async function recordMicroDeposits(
  db: Kysely<Schema>,
  accountGuid: string,
  amounts: readonly [bigint, bigint],
  now: Date,
): Promise<boolean> {
  const rows = await db
    .insertInto('bank_micro_deposits')
    .values(
      amounts.map((amount, index) => ({
        external_bank_account_guid: accountGuid,
        sequence: index === 0 ? (1 as const) : (2 as const),
        asset: 'CAD' as const,
        amount,
        sent_at: now,
      })),
    )
    .onConflict((conflict) => conflict.doNothing())
    .returning('sequence')
    .execute();
  return rows.length === 2;
}

export async function microDepositsOf(
  db: Kysely<Schema>,
  accountGuid: string,
): Promise<MicroDeposit[]> {
  const rows = await db
    .selectFrom('bank_micro_deposits')
    .select(['sequence', 'amount', 'sent_at'])
    .where('external_bank_account_guid', '=', accountGuid)
    .orderBy('sequence')
    .execute();
  return rows.map((row) => ({
    sequence: row.sequence,
    amountCents: BigInt(row.amount),
    sentAt: row.sent_at,
  }));
}
