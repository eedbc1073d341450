import type { ColumnType, Generated } from 'kysely';

export interface AuditEventsTable {
  id: Generated<bigint>;
  occurred_at: ColumnType<Date, never, never>;
  actor_type: 'system' | 'customer' | 'staff' | 'bank';
  actor_id: string | null;
  action: string;
  request_id: string | null;
  details: ColumnType<Record<string, unknown>, string, never>;
  /** Set by the database's chain trigger (migration 0021), whatever an insert names. */
  prev_hash: ColumnType<string, never, never>;
  hash: ColumnType<string, never, never>;
}

/** The audit chain's end: one row, moved by the chain trigger (ADR 24). */
export interface AuditChainHeadTable {
  singleton: ColumnType<boolean, never, never>;
  last_id: ColumnType<bigint, never, never>;
  last_hash: ColumnType<string, never, never>;
}

/** Written by the chain trigger only, when the head did not match the newest row (0035). */
export interface AuditChainAlertsTable {
  id: ColumnType<bigint, never, never>;
  detected_at: ColumnType<Date, never, never>;
  head_last_id: ColumnType<bigint | null, never, never>;
  head_last_hash: ColumnType<string | null, never, never>;
  end_id: ColumnType<bigint, never, never>;
  end_hash: ColumnType<string, never, never>;
}

// The tables this module owns, in the one schema the database is typed with.
declare module '../../infra/db/schema.js' {
  interface Schema {
    audit_events: AuditEventsTable;
    audit_chain_head: AuditChainHeadTable;
    audit_chain_alerts: AuditChainAlertsTable;
  }
}
