import type {
  RecurringFrequency,
  RecurringFunding,
  RecurringOrderState,
  RecurringRunState,
  RecurringSkipReason,
} from '@maple/contracts';
import type { CryptoAssetCode } from '@maple/money';
import type { ColumnType } from 'kysely';
import type { NullableTimestamp } from '../../infra/db/columns.js';

/** A DATE column: written as `YYYY-MM-DD`; the repository reads it back as that text. */
type Day = ColumnType<string, string, string>;
type NullableDay = ColumnType<string | null, string | null | undefined, string | null>;

/**
 * A customer's recurring buy or sale (ADR 83). `amount` is in base units of what each run gives
 * (CAD cents for a buy, the asset's for a sale); `limit_price` CAD per whole unit at 8 decimals.
 * Its calendar counts occurrences from `anchor_date`; `next_occurrence` is the index of the next
 * one to plan.
 */
export interface RecurringOrdersTable {
  guid: string;
  customer_guid: string;
  side: 'buy' | 'sell';
  asset: CryptoAssetCode;
  amount: bigint;
  frequency: RecurringFrequency;
  start_date: Day;
  anchor_date: Day;
  next_occurrence: number;
  end_date: NullableDay;
  max_runs: number | null;
  limit_price: bigint | null;
  funding: RecurringFunding;
  bank_account_guid: string | null;
  state: RecurringOrderState;
  runs_executed: number;
  runs_skipped: number;
  created_at: Date;
  ended_at: NullableTimestamp;
}

/**
 * One run of a recurring order: planned for a random minute (`due_at`) of its day's window,
 * started by the minute's sweep, ended executed (its trade) or skipped (its reason), or
 * cancelled with its order's pause, change or end.
 */
export interface RecurringRunsTable {
  guid: string;
  order_guid: string;
  sequence: number;
  day: Day;
  due_at: Date;
  window_starts_at: Date;
  window_ends_at: Date;
  state: RecurringRunState;
  started_at: NullableTimestamp;
  ended_at: NullableTimestamp;
  skip_reason: RecurringSkipReason | null;
  trade_guid: string | null;
  /** A run funded by bank: when its EFT deposit is due to start, started, and what came of it. */
  deposit_due_at: NullableTimestamp;
  deposit_started_at: NullableTimestamp;
  deposit_transfer_guid: string | null;
  /** Why the deposit could not be made (the refusal's message). */
  deposit_refusal: string | null;
}

/** A customer's agreement to a version of the PAD terms, for one bank account (ADR 83). */
export interface PadAgreementsTable {
  customer_guid: string;
  bank_account_guid: string;
  terms_version: string;
  agreed_at: Date;
}

// The tables this module owns, in the one schema the database is typed with.
declare module '../../infra/db/schema.js' {
  interface Schema {
    recurring_orders: RecurringOrdersTable;
    recurring_runs: RecurringRunsTable;
    pad_agreements: PadAgreementsTable;
  }
}
