import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';
import type { SuspenseReason } from './funding.tables.js';

/** The SQL of e-Transfer reference codes, incoming e-Transfers and the suspense queue. */

export async function findReferenceCode(
  db: Kysely<Schema>,
  customerGuid: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('etransfer_reference_codes')
    .select('code')
    .where('customer_guid', '=', customerGuid)
    .executeTakeFirst();
  return row?.code;
}

/** Gives the customer this code unless they have one, or the code is taken: answers whether it did. */
export async function insertReferenceCode(
  db: Kysely<Schema>,
  customerGuid: string,
  code: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .insertInto('etransfer_reference_codes')
    .values({ customer_guid: customerGuid, code, created_at: now })
    .onConflict((oc) => oc.doNothing())
    .returning('code')
    .execute();
  return rows.length === 1;
}

export async function customerOfCode(
  db: Kysely<Schema>,
  code: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('etransfer_reference_codes')
    .select('customer_guid')
    .where('code', '=', code)
    .executeTakeFirst();
  return row?.customer_guid;
}

export interface IncomingEtransfer {
  id: string;
  referenceCode: string;
  amount: bigint;
  senderName: string;
  deliversAt: Date;
}

export async function insertIncoming(db: Kysely<Schema>, incoming: IncomingEtransfer) {
  await db
    .insertInto('incoming_etransfers')
    .values({
      id: incoming.id,
      reference_code: incoming.referenceCode,
      amount: incoming.amount,
      sender_name: incoming.senderName,
      delivers_at: incoming.deliversAt,
    })
    .execute();
}

/** An undelivered incoming e-Transfer, locked so that it is delivered once. */
export async function lockUndelivered(
  db: Kysely<Schema>,
  id: string,
): Promise<IncomingEtransfer | undefined> {
  const row = await db
    .selectFrom('incoming_etransfers')
    .selectAll()
    .where('id', '=', id)
    .where('delivered_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
  return row === undefined
    ? undefined
    : {
        id: row.id,
        referenceCode: row.reference_code,
        amount: BigInt(row.amount),
        senderName: row.sender_name,
        deliversAt: row.delivers_at,
      };
}

export async function markDelivered(
  db: Kysely<Schema>,
  id: string,
  outcome: { transferGuid: string | null; suspenseGuid: string | null; now: Date },
) {
  await db
    .updateTable('incoming_etransfers')
    .set({
      delivered_at: outcome.now,
      transfer_guid: outcome.transferGuid,
      suspense_guid: outcome.suspenseGuid,
    })
    .where('id', '=', id)
    .execute();
}

export async function dueIncomingIds(db: Kysely<Schema>, now: Date, limit: number) {
  const rows = await db
    .selectFrom('incoming_etransfers')
    .select('id')
    .where('delivered_at', 'is', null)
    .where('delivers_at', '<=', now)
    .orderBy('delivers_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

export interface SuspenseItem {
  guid: string;
  rail: 'eft' | 'etransfer';
  amount: bigint;
  referenceCode: string;
  senderName: string;
  reason: SuspenseReason;
  receivedAt: Date;
  assignedTo: string | null;
  transferGuid: string | null;
  assignedAt: Date | null;
}

type SuspenseRow = {
  guid: string;
  rail: 'eft' | 'etransfer';
  amount: string;
  reference_code: string;
  sender_name: string;
  reason: SuspenseReason;
  received_at: Date;
  assigned_to: string | null;
  transfer_guid: string | null;
  assigned_at: Date | null;
};

const suspenseOf = (row: SuspenseRow): SuspenseItem => ({
  guid: row.guid,
  rail: row.rail,
  amount: BigInt(row.amount),
  referenceCode: row.reference_code,
  senderName: row.sender_name,
  reason: row.reason,
  receivedAt: row.received_at,
  assignedTo: row.assigned_to,
  transferGuid: row.transfer_guid,
  assignedAt: row.assigned_at,
});

export async function insertSuspense(
  db: Kysely<Schema>,
  item: Omit<SuspenseItem, 'assignedTo' | 'transferGuid' | 'assignedAt'>,
) {
  await db
    .insertInto('funding_suspense')
    .values({
      guid: item.guid,
      rail: item.rail,
      amount: item.amount,
      reference_code: item.referenceCode,
      sender_name: item.senderName,
      reason: item.reason,
      received_at: item.receivedAt,
    })
    .execute();
}

export async function listSuspense(
  db: Kysely<Schema>,
  filter: { open: boolean | undefined },
  page: { offset: number; limit: number },
): Promise<SuspenseItem[]> {
  let query = db.selectFrom('funding_suspense').selectAll();
  if (filter.open !== undefined) {
    query = query.where('assigned_at', filter.open ? 'is' : 'is not', null);
  }
  const rows = await query
    .orderBy('received_at', 'desc')
    .orderBy('guid')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  return rows.map(suspenseOf);
}

export async function lockSuspense(
  db: Kysely<Schema>,
  guid: string,
): Promise<SuspenseItem | undefined> {
  const row = await db
    .selectFrom('funding_suspense')
    .selectAll()
    .where('guid', '=', guid)
    .forUpdate()
    .executeTakeFirst();
  return row === undefined ? undefined : suspenseOf(row);
}

export async function markAssigned(
  db: Kysely<Schema>,
  guid: string,
  assignment: { customerGuid: string; transferGuid: string; staffId: string; now: Date },
) {
  await db
    .updateTable('funding_suspense')
    .set({
      assigned_to: assignment.customerGuid,
      transfer_guid: assignment.transferGuid,
      assigned_by: assignment.staffId,
      assigned_at: assignment.now,
    })
    .where('guid', '=', guid)
    .execute();
}
