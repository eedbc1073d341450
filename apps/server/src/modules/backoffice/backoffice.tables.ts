import type { CustomerState, CustomerVerificationState } from '@maple/contracts';
import type { AssetCode } from '@maple/money';
import type { ColumnType } from 'kysely';

/** Manual and system adjustments (migrations 0025, 0031). The amount is NUMERIC: an exact string. */
export interface AdjustmentsTable {
  guid: string;
  customer_guid: string;
  account_guid: string;
  asset: AssetCode;
  category: 'goodwill_credit' | 'fee_refund' | 'loss_recovery' | 'correction';
  direction: 'credit' | 'debit';
  amount: ColumnType<string, bigint, never>;
  reason: string;
  /** What the customer is told (migration 0031); null on proposals made before it. */
  customer_note: ColumnType<string | null, string | null | undefined, never>;
  state: 'proposed' | 'approved' | 'rejected';
  /** The staff maker; null for a system-caused adjustment (migration 0030). */
  proposed_by: string | null;
  proposed_at: Date;
  decided_by: string | null;
  decided_at: Date | null;
  decision_reason: string | null;
  entry_id: ColumnType<string | null, never, bigint>;
  /** Why the system made it, posted at once (migration 0030); null for a staff adjustment. */
  system_cause: 'network_fee_charged_twice' | null;
  /** The transfer a system correction gives back what was over-charged on. */
  transfer_guid: string | null;
}

/** Staff notes about a customer, append-only. */
export interface CustomerNotesTable {
  guid: string;
  customer_guid: string;
  staff_id: string;
  body: string;
  created_at: Date;
}

/**
 * Written only by the triggers of migration 0029: one row per
 * customer with what the customer search matches, filters, orders and shows (ADR 32).
 */
export interface CustomerDirectoryTable {
  customer_guid: string;
  email: string;
  display_name: string;
  state: CustomerState;
  verification_state: CustomerVerificationState;
  province: string | null;
  created_at: Date;
}

/**
 * Published for the ledger's checks (migration 0037): `adjustment_flows`, `adjustment_bookings`
 * and `transfer_corrections` (a system correction's entry, counted toward its transfer).
 */
// The tables this module owns, in the one schema the database is typed with.
declare module '../../infra/db/schema.js' {
  interface Schema {
    adjustments: AdjustmentsTable;
    customer_notes: CustomerNotesTable;
    customer_directory: CustomerDirectoryTable;
  }
}
