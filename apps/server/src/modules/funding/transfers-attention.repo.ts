import type { ExpressionBuilder, Kysely } from 'kysely';
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

/** Failures of the customer's own doing: their choice, or their silence (ADR 58), no one's fault. */
const customersOwnFailures = ['cancelled', 'customer_action_required'] as const;

/**
 * Whether a transfer needs a look: failed, not by the customer's own doing, and not resolved by
 * staff yet; or still storing, reviewing or pending though made before `stuckBefore`. The queue
 * and the overview's count both filter with this.
 */
export function needsAttention(eb: ExpressionBuilder<Schema, 'transfers'>, stuckBefore: Date) {
  return eb.or([
    eb.and([
      eb('state', '=', 'failed'),
      eb.or([eb('failure_code', 'is', null), eb('failure_code', 'not in', customersOwnFailures)]),
      eb.not(
        eb.exists(
          eb
            .selectFrom('transfer_resolutions')
            .select('transfer_resolutions.transfer_guid')
            .whereRef('transfer_resolutions.transfer_guid', '=', 'transfers.guid'),
        ),
      ),
    ]),
    eb.and([
      eb('state', 'in', ['storing', 'reviewing', 'pending']),
      eb('created_at', '<', stuckBefore),
    ]),
  ]);
}

/** The transfers that need a look (`needsAttention`), most recently changed first. */
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
    .where((eb) => needsAttention(eb, stuckBefore))
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

/** Whether a failed transfer may be resolved: one of the customer's own failures may not. */
export const isCustomersOwnFailure = (failureCode: string | null): boolean =>
  customersOwnFailures.some((code) => code === failureCode);

/** Records the resolution; false when the transfer was resolved already. */
export async function insertResolution(
  db: Kysely<Schema>,
  resolution: { transferGuid: string; staffId: string; note: string; resolvedAt: Date },
): Promise<boolean> {
  const inserted = await db
    .insertInto('transfer_resolutions')
    .values({
      transfer_guid: resolution.transferGuid,
      staff_id: resolution.staffId,
      note: resolution.note,
      resolved_at: resolution.resolvedAt,
    })
    .onConflict((conflict) => conflict.column('transfer_guid').doNothing())
    .returning('transfer_guid')
    .executeTakeFirst();
  return inserted !== undefined;
}
