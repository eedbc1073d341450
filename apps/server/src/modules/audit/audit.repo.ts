import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';

export interface AuditEvent {
  actorType: 'system' | 'customer' | 'staff' | 'bank';
  actorId: string | null;
  /** Dotted lower-case name, e.g. `system.started`, `customer.signed_in`. */
  action: string;
  requestId: string | null;
  details: Record<string, unknown>;
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
