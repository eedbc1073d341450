import type { Kysely, Selectable } from 'kysely';
import { countOf } from '../../infra/db/count.js';
import type { Schema } from '../../infra/db/schema.js';
import type { AdjustmentsTable } from './backoffice.tables.js';

/** The SQL of manual adjustments (migrations 0025, 0031); the only module that writes the table. */

export interface AdjustmentRow {
  guid: string;
  customerGuid: string;
  accountGuid: string;
  asset: AdjustmentsTable['asset'];
  category: AdjustmentsTable['category'];
  direction: AdjustmentsTable['direction'];
  amount: bigint;
  reason: string;
  /** What the customer is told; null on proposals made before migration 0031. */
  customerNote: string | null;
  state: AdjustmentsTable['state'];
  /** Null for a system-caused adjustment, which no staff member made. */
  proposedBy: string | null;
  proposedAt: Date;
  decidedBy: string | null;
  decidedAt: Date | null;
  decisionReason: string | null;
  entryId: bigint | null;
  systemCause: AdjustmentsTable['system_cause'];
  transferGuid: string | null;
}

export interface AdjustmentFilter {
  state?: AdjustmentRow['state'];
  customerGuid?: string;
}

const rowOf = (row: Selectable<AdjustmentsTable>): AdjustmentRow => ({
  guid: row.guid,
  customerGuid: row.customer_guid,
  accountGuid: row.account_guid,
  asset: row.asset,
  category: row.category,
  direction: row.direction,
  amount: BigInt(row.amount),
  reason: row.reason,
  customerNote: row.customer_note,
  state: row.state,
  proposedBy: row.proposed_by,
  proposedAt: row.proposed_at,
  decidedBy: row.decided_by,
  decidedAt: row.decided_at,
  decisionReason: row.decision_reason,
  entryId: row.entry_id === null ? null : BigInt(row.entry_id),
  systemCause: row.system_cause,
  transferGuid: row.transfer_guid,
});

export async function insertAdjustment(
  db: Kysely<Schema>,
  adjustment: Omit<
    AdjustmentRow,
    | 'state'
    | 'decidedBy'
    | 'decidedAt'
    | 'decisionReason'
    | 'entryId'
    | 'systemCause'
    | 'transferGuid'
  > & { proposedBy: string },
): Promise<AdjustmentRow> {
  const row = await db
    .insertInto('adjustments')
    .values({
      guid: adjustment.guid,
      customer_guid: adjustment.customerGuid,
      account_guid: adjustment.accountGuid,
      asset: adjustment.asset,
      category: adjustment.category,
      direction: adjustment.direction,
      amount: adjustment.amount,
      reason: adjustment.reason,
      customer_note: adjustment.customerNote,
      state: 'proposed',
      proposed_by: adjustment.proposedBy,
      proposed_at: adjustment.proposedAt,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return rowOf(row);
}

/** The adjustment, locked until the caller's transaction ends: one decision at a time. */
export async function lockAdjustment(
  db: Kysely<Schema>,
  guid: string,
): Promise<AdjustmentRow | undefined> {
  const row = await db
    .selectFrom('adjustments')
    .selectAll()
    .where('guid', '=', guid)
    .forUpdate()
    .executeTakeFirst();
  return row === undefined ? undefined : rowOf(row);
}

export async function recordDecision(
  db: Kysely<Schema>,
  guid: string,
  decision: {
    state: 'approved' | 'rejected';
    decidedBy: string;
    decidedAt: Date;
    reason: string;
    entryId?: bigint;
  },
): Promise<AdjustmentRow> {
  const row = await db
    .updateTable('adjustments')
    .set({
      state: decision.state,
      decided_by: decision.decidedBy,
      decided_at: decision.decidedAt,
      decision_reason: decision.reason,
      ...(decision.entryId === undefined ? {} : { entry_id: decision.entryId }),
    })
    .where('guid', '=', guid)
    .returningAll()
    .executeTakeFirstOrThrow();
  return rowOf(row);
}

/** How many adjustments wait for an admin's decision. */
export async function countProposed(db: Kysely<Schema>): Promise<number> {
  const { count } = await db
    .selectFrom('adjustments')
    .where('state', '=', 'proposed')
    .select((eb) => eb.fn.countAll<bigint>().as('count'))
    .executeTakeFirstOrThrow();
  return countOf(count);
}

/** Newest proposal first, and how many match in all. */
export async function listAdjustments(
  db: Kysely<Schema>,
  filter: AdjustmentFilter,
  page: { offset: number; limit: number },
): Promise<{ adjustments: AdjustmentRow[]; total: number }> {
  let query = db.selectFrom('adjustments');
  if (filter.state !== undefined) query = query.where('state', '=', filter.state);
  if (filter.customerGuid !== undefined) {
    query = query.where('customer_guid', '=', filter.customerGuid);
  }
  const rows = await query
    .selectAll()
    .orderBy('proposed_at', 'desc')
    .orderBy('guid')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  const { count } = await query
    .select((eb) => eb.fn.countAll<bigint>().as('count'))
    .executeTakeFirstOrThrow();
  return { adjustments: rows.map(rowOf), total: countOf(count) };
}

/**
 * A customer's posted (approved) adjustments, newest first, and how many match in all: what
 * their history shows. `postedFrom` is included, `postedBefore` is not.
 */
export async function listPostedAdjustments(
  db: Kysely<Schema>,
  filter: { customerGuid: string; postedFrom?: Date; postedBefore?: Date },
  page: { offset: number; limit: number },
): Promise<{ adjustments: AdjustmentRow[]; total: number }> {
  let query = db
    .selectFrom('adjustments')
    .where('customer_guid', '=', filter.customerGuid)
    .where('state', '=', 'approved');
  if (filter.postedFrom !== undefined) query = query.where('decided_at', '>=', filter.postedFrom);
  if (filter.postedBefore !== undefined) {
    query = query.where('decided_at', '<', filter.postedBefore);
  }
  const rows = await query
    .selectAll()
    .orderBy('decided_at', 'desc')
    .orderBy('guid')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  const { count } = await query
    .select((eb) => eb.fn.countAll<bigint>().as('count'))
    .executeTakeFirstOrThrow();
  return { adjustments: rows.map(rowOf), total: countOf(count) };
}
