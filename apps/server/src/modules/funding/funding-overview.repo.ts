import type { Kysely } from 'kysely';
import { countOf } from '../../infra/db/count.js';
import type { Schema } from '../../infra/db/schema.js';
import { needsAttention } from './transfers-attention.repo.js';

/**
 * The SQL of the back office's overview: how much each funding queue holds, counted as its
 * screen lists it, and the day's returned deposits. Counts only; no row is read.
 */
export interface FundingQueueCounts {
  /** Crypto withdrawals waiting for a staff decision. */
  cryptoWithdrawals: number;
  /** e-Transfers in suspense not yet assigned to a customer. */
  suspense: number;
  /** Differences between a rail's report and its clearing account. */
  reconciliation: number;
  /** The transfers that need a look (`needsAttention`): the attention queue's length. */
  attention: number;
}

export async function countFundingQueues(
  db: Kysely<Schema>,
  stuckBefore: Date,
): Promise<FundingQueueCounts> {
  const [withdrawals, suspense, reconciliation, attention] = await Promise.all([
    db
      .selectFrom('transfers')
      .where('transfer_type', '=', 'crypto')
      .where('side', '=', 'withdrawal')
      .where('state', '=', 'reviewing')
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('funding_suspense')
      .where('assigned_at', 'is', null)
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('reconciliation_cases')
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('transfers')
      .where((eb) => needsAttention(eb, stuckBefore))
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    cryptoWithdrawals: countOf(withdrawals.total),
    suspense: countOf(suspense.total),
    reconciliation: countOf(reconciliation.total),
    attention: countOf(attention.total),
  };
}

/** Deposits returned by the bank since `since`. */
export async function countReturnsSince(db: Kysely<Schema>, since: Date): Promise<number> {
  const { total } = await db
    .selectFrom('transfers')
    .where('transfer_type', '=', 'funding_return')
    .where('created_at', '>=', since)
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  return countOf(total);
}
