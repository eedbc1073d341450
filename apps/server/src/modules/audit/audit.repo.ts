import { type Kysely, type Selectable, type SelectQueryBuilder, sql } from 'kysely';
import { countOf } from '../../infra/db/count.js';
import type { Schema } from '../../infra/db/schema.js';
import type { AuditEventsTable } from './audit.tables.js';
import type { ChainedRow } from './audit-chain.js';

export interface AuditEvent {
  actorType: 'system' | 'customer' | 'staff' | 'bank';
  actorId: string | null;
  /** Dotted lower-case name, e.g. `system.started`, `customer.signed_in`. */
  action: string;
  requestId: string | null;
  details: Record<string, unknown>;
}

/** An event as written, with its place in the chain. */
export interface StoredAuditEvent extends AuditEvent {
  id: bigint;
  occurredAt: Date;
  prevHash: string;
  hash: string;
}

/** What the back office searches by; every field narrows, none is required. */
export interface AuditFilter {
  actorType?: AuditEvent['actorType'];
  actorId?: string;
  /** The action's beginning, e.g. `staff.` or `staff.job_`. */
  actionPrefix?: string;
  from?: Date;
  to?: Date;
  requestId?: string;
}

export async function recordAuditEvent(db: Kysely<Schema>, event: AuditEvent): Promise<void> {
  await db
    .insertInto('audit_events')
    .values({
      actor_type: event.actorType,
      actor_id: event.actorId,
      action: event.action,
      request_id: event.requestId,
      details: JSON.stringify(event.details),
    })
    .execute();
}

// PGlite answers int8 as a number, PostgreSQL (with our parser) as a bigint: ids pass through
// BigInt() so both drivers give the same type.

/** The chain's end as committed: every row up to `lastId` is committed too. */
export async function readChainHead(
  db: Kysely<Schema>,
): Promise<{ lastId: bigint; lastHash: string }> {
  const head = await db
    .selectFrom('audit_chain_head')
    .select(['last_id', 'last_hash'])
    .executeTakeFirstOrThrow();
  return { lastId: BigInt(head.last_id), lastHash: head.last_hash };
}

/** Up to `limit` rows after `afterId` and up to `lastId`, in id order, as text the hash covers. */
export async function readChainPage(
  db: Kysely<Schema>,
  range: { afterId: bigint; lastId: bigint },
  limit: number,
): Promise<ChainedRow[]> {
  const rows = await db
    .selectFrom('audit_events')
    .select([
      'id',
      sql<string>`to_char(occurred_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`.as(
        'occurred_text',
      ),
      'actor_type',
      'actor_id',
      'action',
      'request_id',
      sql<string>`details::text`.as('details_text'),
      'prev_hash',
      'hash',
    ])
    .where('id', '>', range.afterId)
    .where('id', '<=', range.lastId)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: BigInt(row.id),
    occurredAt: row.occurred_text,
    actorType: row.actor_type,
    actorId: row.actor_id,
    action: row.action,
    requestId: row.request_id,
    detailsText: row.details_text,
    prevHash: row.prev_hash,
    hash: row.hash,
  }));
}

/** One page of the events the filter admits, newest first, with how many there are. */
export async function searchAuditEvents(
  db: Kysely<Schema>,
  filter: AuditFilter,
  page: { offset: number; limit: number },
): Promise<{ events: StoredAuditEvent[]; total: number }> {
  const { total } = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await filtered(db, filter)
    .selectAll()
    .orderBy('id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  return { events: rows.map(storedEvent), total: Number(total) };
}

/** The next `limit` events the filter admits older than `beforeId` (all when undefined). */
export async function auditEventsBefore(
  db: Kysely<Schema>,
  filter: AuditFilter,
  beforeId: bigint | undefined,
  limit: number,
): Promise<StoredAuditEvent[]> {
  let query = filtered(db, filter).selectAll();
  if (beforeId !== undefined) query = query.where('id', '<', beforeId);
  const rows = await query.orderBy('id', 'desc').limit(limit).execute();
  return rows.map(storedEvent);
}

function filtered(
  db: Kysely<Schema>,
  filter: AuditFilter,
): SelectQueryBuilder<Schema, 'audit_events', object> {
  let query = db.selectFrom('audit_events');
  if (filter.actorType !== undefined) query = query.where('actor_type', '=', filter.actorType);
  if (filter.actorId !== undefined) query = query.where('actor_id', '=', filter.actorId);
  if (filter.actionPrefix !== undefined) {
    // `_` is a LIKE wildcard and is common in action names: taken literally here.
    const literal = filter.actionPrefix.replace(/[\\%_]/g, (c) => `\\${c}`);
    query = query.where('action', 'like', `${literal}%`);
  }
  if (filter.from !== undefined) query = query.where('occurred_at', '>=', filter.from);
  if (filter.to !== undefined) query = query.where('occurred_at', '<=', filter.to);
  if (filter.requestId !== undefined) query = query.where('request_id', '=', filter.requestId);
  return query;
}

function storedEvent(row: Selectable<AuditEventsTable>): StoredAuditEvent {
  return {
    id: BigInt(row.id),
    occurredAt: row.occurred_at,
    actorType: row.actor_type,
    actorId: row.actor_id,
    action: row.action,
    requestId: row.request_id,
    details: row.details,
    prevHash: row.prev_hash,
    hash: row.hash,
  };
}

/** An alert of a chain head that did not match its newest row (migration 0035). */
export interface ChainAlert {
  id: bigint;
  detectedAt: Date;
  headLastId: bigint | null;
  headLastHash: string | null;
  endId: bigint;
  endHash: string;
}

/** The newest alerts first, and how many there are in all. */
export async function listChainAlerts(
  db: Kysely<Schema>,
  limit: number,
): Promise<{ alerts: ChainAlert[]; total: number }> {
  const rows = await db
    .selectFrom('audit_chain_alerts')
    .selectAll()
    .orderBy('detected_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return {
    alerts: rows.map((row) => ({
      id: BigInt(row.id),
      detectedAt: row.detected_at,
      headLastId: row.head_last_id === null ? null : BigInt(row.head_last_id),
      headLastHash: row.head_last_hash,
      endId: BigInt(row.end_id),
      endHash: row.end_hash,
    })),
    total: await countChainAlerts(db),
  };
}

export async function countChainAlerts(db: Kysely<Schema>): Promise<number> {
  const { count } = await db
    .selectFrom('audit_chain_alerts')
    .select((eb) => eb.fn.countAll<bigint>().as('count'))
    .executeTakeFirstOrThrow();
  return countOf(count);
}
