import type { ColumnType } from 'kysely';
import type { CreatedAt, Language, NullableTimestamp } from '../../infra/db/columns.js';

export interface StaffUsersTable {
  id: string;
  email: string;
  display_name: string;
  role: 'support' | 'compliance' | 'admin';
  password_hash: string;
  /** The language of their e-mails. */
  language: Language;
  failed_sign_ins: ColumnType<number, number | undefined, number>;
  locked_at: NullableTimestamp;
  disabled_at: NullableTimestamp;
  created_at: CreatedAt;
  /** The admin who invited them (migration 0034); null for `admin:create` and earlier staff. */
  created_by: ColumnType<string | null, string | null | undefined, never>;
}

/** A role that can approve, asked for by one admin and decided by another (migration 0034). */
export interface StaffRoleGrantsTable {
  id: string;
  staff_id: string;
  role: 'compliance' | 'admin';
  requested_by: string;
  requested_at: Date;
  state: 'pending' | 'approved' | 'rejected';
  decided_by: string | null;
  decided_at: Date | null;
}

// The tables this module owns, in the one schema the database is typed with.
declare module '../../infra/db/schema.js' {
  interface Schema {
    staff_users: StaffUsersTable;
    staff_role_grants: StaffRoleGrantsTable;
  }
}
