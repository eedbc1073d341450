import type { ColumnType } from 'kysely';
import type { NullableTimestamp } from '../../infra/db/columns.js';

/**
 * Row types of the identity verification tables (migration 0011), owned by `modules/kyc`; kept
 * apart from schema.ts, which gathers them into `Schema`.
 */

export type VerificationMethod =
  | 'id_and_selfie'
  | 'attested'
  | 'enhanced_due_diligence'
  | 'document_submission';
/**
 * What a verification is for: the customer's identity and its additions, or getting back into
 * an account whose every second factor is lost (migration 0042, ADR 59).
 */
export type VerificationPurpose = 'verification' | 'account_recovery';
export type VerificationState =
  | 'storing'
  | 'waiting'
  | 'pending'
  | 'reviewing'
  | 'expired'
  | 'completed';
/** JSONB columns: read as parsed JSON, written as JSON text. */
type Json<T> = ColumnType<T, string, string>;

export interface IdentityVerificationsTable {
  guid: string;
  customer_guid: string;
  type: 'kyc';
  method: VerificationMethod;
  purpose: ColumnType<VerificationPurpose, VerificationPurpose | undefined, never>;
  state: VerificationState;
  outcome: 'passed' | 'failed' | null;
  failure_codes: ColumnType<unknown, string | null, string | null>;
  compliance_checks: Json<unknown>;
  reasons: Json<unknown>;
  expected_behaviours: Json<unknown>;
  inquiry_id: string | null;
  expires_at: Date;
  submitted_at: NullableTimestamp;
  decided_at: NullableTimestamp;
  decided_by_staff: string | null;
  decision_reason: string | null;
  /** The first of two approvals a politically exposed or high-risk application needs (0034). */
  first_approved_by: string | null;
  first_approved_at: NullableTimestamp;
  first_approval_reason: string | null;
  created_at: Date;
  updated_at: Date;
}

export interface IdentityVerificationAnswersTable {
  verification_guid: string;
  step: string;
  ciphertext: string;
  saved_at: Date;
}

export interface IdentityVerificationFilesTable {
  guid: string;
  verification_guid: string;
  kind: 'id_front' | 'id_back' | 'selfie' | 'proof_of_address' | 'supporting_document';
  content_type: 'image/jpeg' | 'image/png' | 'application/pdf';
  size: number;
  /** BYTEA: PostgreSQL's driver reads a Buffer, PGlite a Uint8Array. */
  ciphertext: ColumnType<Uint8Array, Buffer, Buffer>;
  uploaded_at: Date;
}

export interface CustomerIdentitiesTable {
  customer_guid: string;
  investor_category: 'retail' | 'eligible' | 'accredited' | null;
  province: string | null;
  sin_index: string | null;
  verified_at: NullableTimestamp;
  edd_passed_at: NullableTimestamp;
  updated_at: Date;
}

/** Blind indexes of a customer's legal name and phone, for the back office's search (ADR 25). */
export interface CustomerSearchKeysTable {
  customer_guid: string;
  name_index: string | null;
  phone_index: string | null;
  updated_at: Date;
}

/** Customers whose search keys the server has yet to compute (applications older than them). */
export interface CustomerSearchKeysBacklogTable {
  customer_guid: string;
}

// The tables this module owns, in the one schema the database is typed with.
declare module '../../infra/db/schema.js' {
  interface Schema {
    identity_verifications: IdentityVerificationsTable;
    identity_verification_answers: IdentityVerificationAnswersTable;
    identity_verification_files: IdentityVerificationFilesTable;
    customer_identities: CustomerIdentitiesTable;
    customer_search_keys: CustomerSearchKeysTable;
    customer_search_keys_backlog: CustomerSearchKeysBacklogTable;
  }
}
