import type { ColumnType } from 'kysely';

/**
 * Row types of migrations 0026 and 0033, owned by `modules/compliance`. Amounts are NUMERIC: read as exact
 * strings, written as bigints.
 */
type Amount = ColumnType<string, bigint, bigint>;
type NullableTimestamp = ColumnType<Date | null, Date | null | undefined, Date | null>;

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
}

export interface ComplianceTables {
  compliance_cases: ComplianceCasesTable;
  virtual_currency_receipts: VirtualCurrencyReceiptsTable;
  virtual_currency_sends: VirtualCurrencySendsTable;
}
