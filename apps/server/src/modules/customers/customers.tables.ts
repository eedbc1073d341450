import type { ColumnType } from 'kysely';
import type { CreatedAt, NullableTimestamp, Timestamp } from '../../infra/db/columns.js';

export interface EmailOtpsTable {
  id: string;
  user_id: string;
  purpose:
    | 'add_wallet'
    | 'withdrawal'
    | 'change_password'
    | 'change_email'
    | 'add_bank_account'
    | 'create_personal_token';
  binding: string | null;
  code_hash: string;
  expires_at: Date;
  attempts: ColumnType<number, number | undefined, number>;
  used_at: NullableTimestamp;
  created_at: CreatedAt;
}

export interface CustomersTable {
  guid: string;
  user_id: string;
  type: ColumnType<'individual' | 'business', 'individual' | 'business' | undefined, never>;
  state: 'storing' | 'unverified' | 'verified' | 'rejected' | 'frozen';
  /** While frozen, the state unfreezing restores. */
  state_before_freeze: ColumnType<
    'storing' | 'unverified' | 'verified' | 'rejected' | null,
    'storing' | 'unverified' | 'verified' | 'rejected' | null | undefined
  >;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

// The tables this module owns, in the one schema the database is typed with.
declare module '../../infra/db/schema.js' {
  interface Schema {
    customers: CustomersTable;
    email_otps: EmailOtpsTable;
  }
}
