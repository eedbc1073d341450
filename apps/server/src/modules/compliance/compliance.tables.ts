import type { ColumnType } from 'kysely';
import type { Amount, NullableTimestamp } from '../../infra/db/columns.js';

/**
 * Row types of migrations 0026 and 0033, owned by `modules/compliance`. Amounts are NUMERIC: read as exact
 * strings, written as bigints.
 */

export type ComplianceCaseKind =
  | 'large_virtual_currency'
  | 'deny_list_hit'
  | 'travel_rule_structuring';
export type ComplianceCaseState = 'open' | 'claimed' | 'closed';
export type ComplianceDecision = 'reported' | 'dismissed';

export interface ComplianceCasesTable {
  guid: string;
  kind: ComplianceCaseKind;
  customer_guid: string;
  state: ComplianceCaseState;
  opened_at: Date;
  /** DATE: read and written as `YYYY-MM-DD`. */
  deadline: ColumnType<string | null, string | null, never>;
  /** JSONB: read as parsed JSON, written as JSON text. */
  report_draft: ColumnType<Record<string, unknown>, string, never>;
  claimed_by: string | null;
  claimed_at: NullableTimestamp;
  decision: ComplianceDecision | null;
  reason: string | null;
  decided_by: string | null;
  decided_at: NullableTimestamp;
}

export interface VirtualCurrencyReceiptsTable {
  transfer_guid: string;
  customer_guid: string;
  asset: string;
  amount: Amount;
  cad_value: Amount;
  unpriced: boolean;
  txn_hash: string;
  receiving_address: string;
  credited_at: Date;
  case_guid: string | null;
}

/** A crypto withdrawal below the travel rule's threshold, for the structuring rule. */
export interface VirtualCurrencySendsTable {
  transfer_guid: string;
  customer_guid: string;
  asset: string;
  amount: Amount;
  cad_value: Amount;
  sent_at: Date;
  case_guid: string | null;
  /** Set when the withdrawal will not leave after all (migration 0044). */
  withdrawn_at: NullableTimestamp;
}

// The tables this module owns, in the one schema the database is typed with.
declare module '../../infra/db/schema.js' {
  interface Schema {
    compliance_cases: ComplianceCasesTable;
    virtual_currency_receipts: VirtualCurrencyReceiptsTable;
    virtual_currency_sends: VirtualCurrencySendsTable;
  }
}
