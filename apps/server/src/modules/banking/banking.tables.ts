import type { ColumnType } from 'kysely';
import type { NullableTimestamp } from '../../infra/db/columns.js';

/**
 * Row types of the linked bank account tables (migration 0015), owned by `modules/banking`; kept
 * apart from schema.ts, which gathers them into `Schema`.
 */

export type BankAccountState =
  | 'storing'
  | 'completed'
  | 'failed'
  | 'refresh_required'
  | 'unverified'
  | 'deleting'
  | 'deleted';
export type BankAccountFailureCode =
  | 'invalid_routing_number'
  | 'duplicate'
  | 'plaid_processor_token'
  | 'plaid_multiple_accounts'
  | 'create_failed'
  | 'unverified_counterparty';
export type HolderCheck = 'matched' | 'mismatched' | 'accepted' | 'rejected';
export type OwnershipCheck =
  | 'aggregator'
  | 'micro_deposits_pending'
  | 'micro_deposits_confirmed'
  | 'micro_deposits_failed'
  | 'micro_deposits_expired';

export interface ExternalBankAccountsTable {
  guid: string;
  customer_guid: string;
  name: string;
  account_kind: 'plaid' | 'raw_routing_details';
  state: BankAccountState;
  failure_code: BankAccountFailureCode | null;
  institution_number: string;
  transit_number: string;
  number_ciphertext: string;
  number_index: string;
  account_mask: string;
  account_type: 'chequing' | 'savings' | null;
  aggregator_account_id: string | null;
  holder_ciphertext: string;
  holder_check: HolderCheck;
  ownership_check: OwnershipCheck;
  micro_deposit_attempts: ColumnType<number, number | undefined, number>;
  micro_deposits_expire_at: NullableTimestamp;
  linked_at: NullableTimestamp;
  refresh_required_at: NullableTimestamp;
  /** Until when a `storing` account waits for its customer's approval (migration 0043). */
  approval_expires_at: NullableTimestamp;
  decided_by_staff: string | null;
  decision_reason: string | null;
  created_at: Date;
  updated_at: Date;
}

export interface WorkflowsTable {
  guid: string;
  customer_guid: string;
  type: 'plaid';
  kind: 'link_token_create' | 'link_token_update';
  language: 'en' | 'fr';
  external_bank_account_guid: string | null;
  state: 'storing' | 'completed' | 'failed';
  failure_code: string | null;
  link_token: string | null;
  link_token_expires_at: NullableTimestamp;
  linked_at: NullableTimestamp;
  created_at: Date;
  updated_at: Date;
}

export interface BankMicroDepositsTable {
  external_bank_account_guid: string;
  sequence: 1 | 2;
  asset: 'CAD';
  /** NUMERIC(78,0): read as exact decimal text, written as bigint. */
  amount: ColumnType<string, bigint, never>;
  sent_at: Date;
}

export interface SandboxBankLinksTable {
  token_hash: string;
  workflow_guid: string;
  customer_guid: string;
  institution_number: string;
  sandbox_user: string;
  expires_at: Date;
  used_at: NullableTimestamp;
  created_at: Date;
}

// The tables this module owns, in the one schema the database is typed with.
declare module '../../infra/db/schema.js' {
  interface Schema {
    external_bank_accounts: ExternalBankAccountsTable;
    workflows: WorkflowsTable;
    bank_micro_deposits: BankMicroDepositsTable;
    sandbox_bank_links: SandboxBankLinksTable;
  }
}
