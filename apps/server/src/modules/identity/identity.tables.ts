import type { PersonalTokenScope } from '@maple/contracts';
import type { ColumnType } from 'kysely';
import type {
  CreatedAt,
  Language,
  NullableTimestamp,
  PrincipalKind,
  Timestamp,
} from '../../infra/db/columns.js';

export interface IdentityUsersTable {
  id: string;
  email: string;
  email_verified_at: NullableTimestamp;
  /** Null for a passwordless account: it signs in with its passkeys (ADR 57). */
  password_hash: string | null;
  password_changed_at: Timestamp;
  /**
   * A password change, removal or reset, an authenticator or passkey removed: withdrawals wait a
   * while after (docs/product/sessions.md).
   */
  security_changed_at: NullableTimestamp;
  /** When staff last approved an account recovery: withdrawals wait longer after (ADR 59). */
  recovered_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  display_name: string;
  language: Language;
  terms_accepted_at: Date;
  failed_sign_ins: ColumnType<number, number | undefined, number>;
  locked_at: NullableTimestamp;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface BankClientsTable {
  client_id: string;
  name: string;
  secret_hash: string;
  created_at: Date;
}

export interface TotpFactorsTable {
  principal_kind: PrincipalKind;
  principal_id: string;
  secret_ciphertext: string;
  enrolment_id: string;
  enrolment_deadline: Date;
  enrolled_at: NullableTimestamp;
  last_used_step: ColumnType<bigint | null, bigint | null | undefined, bigint | null>;
  failed_attempts: ColumnType<number, number | undefined, number>;
  locked_at: NullableTimestamp;
  created_at: CreatedAt;
}

export interface RecoveryCodesTable {
  principal_kind: PrincipalKind;
  principal_id: string;
  code_hash: string;
  used_at: NullableTimestamp;
  created_at: CreatedAt;
}

export interface SessionsTable {
  id: string;
  principal_kind: PrincipalKind;
  principal_id: string;
  issued_at: Date;
  expires_at: Date;
  revoked_at: NullableTimestamp;
  revoked_reason:
    | 'signed_out'
    | 'superseded'
    | 'password_changed'
    | 'locked'
    | 'revoked_by_staff'
    | 'deactivated'
    | 'role_changed'
    | 'mfa_reset'
    | null;
}

export interface EmailLinkTokensTable {
  token_hash: string;
  user_id: string | null;
  staff_id: string | null;
  purpose: 'verify_email' | 'reset_password' | 'unlock' | 'staff_enrolment';
  expires_at: Date;
  used_at: NullableTimestamp;
  created_at: CreatedAt;
}

/** A WebAuthn credential (docs/decisions/0054-passkeys.md). */
export interface PasskeysTable {
  id: string;
  principal_kind: PrincipalKind;
  principal_id: string;
  public_key: Uint8Array;
  sign_count: ColumnType<bigint, bigint | undefined, bigint>;
  transports: ColumnType<string[], string[] | undefined, string[]>;
  name: string;
  backed_up: boolean;
  created_at: CreatedAt;
  last_used_at: NullableTimestamp;
}

/**
 * A customer's personal read-only API token (ADR 70): the SHA-256 of its secret, never the secret.
 * `scopes` are the customer's words (`personal-token-scopes.ts` maps them to /api's).
 */
export interface PersonalTokensTable {
  guid: string;
  user_id: string;
  customer_guid: string;
  name: string;
  scopes: PersonalTokenScope[];
  token_hash: string;
  created_at: Date;
  expires_at: Date;
  revoked_at: NullableTimestamp;
  revoked_reason: ColumnType<
    PersonalTokenRevocation | null,
    PersonalTokenRevocation | null | undefined,
    PersonalTokenRevocation | null
  >;
  last_used_at: NullableTimestamp;
}

/** Why a personal token ended before its expiry. */
export type PersonalTokenRevocation = 'revoked' | 'password_reset' | 'account_recovered';

export interface SpentCredentialsTable {
  id: string;
  expires_at: Date;
}

// The tables this module owns, in the one schema the database is typed with.
declare module '../../infra/db/schema.js' {
  interface Schema {
    identity_users: IdentityUsersTable;
    bank_clients: BankClientsTable;
    totp_factors: TotpFactorsTable;
    recovery_codes: RecoveryCodesTable;
    sessions: SessionsTable;
    email_link_tokens: EmailLinkTokensTable;
    spent_credentials: SpentCredentialsTable;
    passkeys: PasskeysTable;
    personal_tokens: PersonalTokensTable;
  }
}
