import type { TransferFailureCode } from '@maple/contracts';
import type { ColumnType } from 'kysely';
import type { Amount, NullableAmount, NullableTimestamp } from '../../infra/db/columns.js';

/**
 * Row types of the funding tables (migration 0016), owned by `modules/funding`; kept apart from
 * schema.ts, which gathers them into `Schema`. Amounts are NUMERIC: read as exact strings.
 */

export type FundingSide = 'deposit' | 'withdrawal';
export type Rail = 'eft' | 'etransfer';
export type TransferStateColumn =
  | 'storing'
  | 'holding'
  | 'reviewing'
  | 'pending'
  | 'completed'
  | 'failed';
export type RailStep =
  | 'review'
  | 'execute'
  | 'settle'
  | 'release_hold'
  | 'return'
  | 'broadcast'
  | 'confirm'
  | 'expire_approval';
export type TransferAsset = 'CAD' | 'BTC' | 'ETH' | 'LTC' | 'BCH' | 'USDC' | 'XRP';

export interface FundingQuotesTable {
  guid: string;
  customer_guid: string;
  side: FundingSide;
  amount: Amount;
  fee: Amount;
  issued_at: Date;
  expires_at: Date;
  transfer_guid: string | null;
  product_type: ColumnType<
    'funding' | 'crypto_transfer',
    'funding' | 'crypto_transfer' | undefined,
    never
  >;
  asset: ColumnType<TransferAsset, TransferAsset | undefined, never>;
  network_fee: ColumnType<string, bigint | undefined, never>;
  network_fee_asset: TransferAsset | null;
  cad_value: NullableAmount;
}

export interface TransfersTable {
  guid: string;
  customer_guid: string;
  transfer_type: 'funding' | 'funding_return' | 'crypto';
  side: FundingSide;
  asset: ColumnType<TransferAsset, TransferAsset | undefined, never>;
  /** Null for crypto transfers, which travel on their chain. */
  rail: Rail | null;
  state: TransferStateColumn;
  failure_code: TransferFailureCode | null;
  return_code: string | null;
  amount: NullableAmount;
  estimated_amount: Amount;
  fee: Amount;
  quote_guid: string;
  account_guid: string;
  external_bank_account_guid: string | null;
  reference_transfer_guid: string | null;
  next_step: RailStep | null;
  step_due_at: Date | null;
  hold_started_at: NullableTimestamp;
  hold_seconds: number | null;
  hold_released_at: NullableTimestamp;
  etransfer_recipient: string | null;
  etransfer_question: string | null;
  etransfer_answer_ciphertext: string | null;
  etransfer_reference_code: string | null;
  external_wallet_guid: string | null;
  deposit_address_guid: string | null;
  txn_hash: string | null;
  estimated_network_fee: NullableAmount;
  network_fee: NullableAmount;
  network_fee_asset: TransferAsset | null;
  confirmations: number | null;
  required_confirmations: number | null;
  cad_value: NullableAmount;
  travel_rule_required: ColumnType<boolean, boolean | undefined, boolean>;
  travel_rule_party: 'own' | 'third_party' | null;
  travel_rule_name_ciphertext: string | null;
  travel_rule_address_ciphertext: string | null;
  travel_rule_answered_at: NullableTimestamp;
  reviewed_by: string | null;
  reviewed_at: NullableTimestamp;
  review_reason: string | null;
  created_at: Date;
  updated_at: Date;
}

export interface EtransferReferenceCodesTable {
  customer_guid: string;
  code: string;
  created_at: Date;
}

export interface IncomingEtransfersTable {
  id: string;
  reference_code: string;
  amount: Amount;
  sender_name: string;
  delivers_at: Date;
  delivered_at: NullableTimestamp;
  transfer_guid: string | null;
  suspense_guid: string | null;
}

export type SuspenseReason = 'unknown_reference' | 'unverified_customer' | 'limit_exceeded';

export interface FundingSuspenseTable {
  guid: string;
  rail: Rail;
  amount: Amount;
  reference_code: string;
  sender_name: string;
  reason: SuspenseReason;
  received_at: Date;
  assigned_to: string | null;
  transfer_guid: string | null;
  assigned_by: string | null;
  assigned_at: NullableTimestamp;
}

export interface FundingReceivablesTable {
  return_transfer_guid: string;
  customer_guid: string;
  amount: Amount;
  created_at: Date;
}

export interface RailSettlementsTable {
  rail: Rail;
  day: ColumnType<string, string, never>;
  amount: Amount;
}

export interface ReconciliationCasesTable {
  guid: string;
  rail: Rail;
  day: ColumnType<string, string, never>;
  reported: Amount;
  booked: Amount;
  opened_at: Date;
}

export type PlannedOutcome = 'complete' | 'fail' | 'return';

/**
 * What the sandbox rails will do with a transfer (migration 0036): only a plan to fail or to be
 * returned has a row; a transfer without one completes.
 */
export interface SandboxRailPlansTable {
  transfer_guid: string;
  planned_outcome: PlannedOutcome;
  planned_failure: TransferFailureCode | null;
}

/** A failed transfer handled by staff (migration 0045): it leaves the "need a look" queue. */
export interface TransferResolutionsTable {
  transfer_guid: string;
  staff_id: string;
  note: string;
  resolved_at: Date;
}

/**
 * Published for the ledger's checks (migration 0037): `transfer_flows` (what each transfer showed),
 * `transfer_amounts_owed` (what a return could not take), `transfer_bookings` (the entries each
 * completed transfer is booked by) and `funding_expected_balances` (what funding's platform
 * accounts must hold).
 */
// The tables this module owns, in the one schema the database is typed with.
declare module '../../infra/db/schema.js' {
  interface Schema {
    funding_quotes: FundingQuotesTable;
    transfers: TransfersTable;
    etransfer_reference_codes: EtransferReferenceCodesTable;
    incoming_etransfers: IncomingEtransfersTable;
    funding_suspense: FundingSuspenseTable;
    funding_receivables: FundingReceivablesTable;
    rail_settlements: RailSettlementsTable;
    reconciliation_cases: ReconciliationCasesTable;
    sandbox_rail_plans: SandboxRailPlansTable;
    transfer_resolutions: TransferResolutionsTable;
  }
}
