import type { AssetCode } from '@maple/money';
import type { ColumnType } from 'kysely';

/**
 * Row type of `adjustments` (migrations 0025, 0031), owned by `modules/backoffice`; kept apart from
 * schema.ts, which gathers it into `Schema`. The amount is NUMERIC: read as an exact string.
 */
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
