import type { ColumnType, Generated } from 'kysely';

/** Row types of every table, as Kysely sees them. One interface per table, named after it. */
export interface AuditEventsTable {
  id: Generated<bigint>;
  occurred_at: ColumnType<Date, never, never>;
  actor_type: 'system' | 'customer' | 'staff';
  actor_id: string | null;
  action: string;
  request_id: string | null;
  details: ColumnType<Record<string, unknown>, string, never>;
}

export interface Schema {
  audit_events: AuditEventsTable;
}
