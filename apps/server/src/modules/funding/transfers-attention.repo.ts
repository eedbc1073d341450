import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';

/** A transfer the back office should look at: failed, or not final after the configured age. */
export interface AttentionTransfer {
  guid: string;
  customerGuid: string;
  transferType: 'funding' | 'funding_return' | 'crypto';
  side: 'deposit' | 'withdrawal';
  asset: string;
  state: string;
  failureCode: string | null;
  amount: bigint;
  reason: 'failed' | 'stuck';
  createdAt: Date;
  updatedAt: Date;
}

/**
 * Failed transfers and those still storing, reviewing or pending that were made before
 * `stuckBefore`, most recently changed first.
 */
export async function listAttentionTransfers(
  db: Kysely<Schema>,
  stuckBefore: Date,
  page: { offset: number; limit: number },
): Promise<AttentionTransfer[]> {
  const rows = await db
    .selectFrom('transfers')
    .select([
      'guid',
      'customer_guid',
      'transfer_type',
      'side',
      'asset',
      'state',
      'failure_code',
      'amount',
      'estimated_amount',
      'created_at',
      'updated_at',
    ])
    .where((eb) =>
      eb.or([
        eb('state', '=', 'failed'),
        eb.and([
          eb('state', 'in', ['storing', 'reviewing', 'pending']),
          eb('created_at', '<', stuckBefore),
        ]),
      ]),
    )
    .orderBy('updated_at', 'desc')
    .orderBy('guid')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  return rows.map((row) => ({
    guid: row.guid,
    customerGuid: row.customer_guid,
    transferType: row.transfer_type,
    side: row.side,
    asset: row.asset,
    state: row.state,
    failureCode: row.failure_code,
    amount: BigInt(row.amount ?? row.estimated_amount),
    reason: row.state === 'failed' ? 'failed' : 'stuck',
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }));
}
