import type { AssetCode } from '@maple/money';
import type { ColumnType, Generated } from 'kysely';
import type { Amount, CreatedAt, NullableTimestamp } from '../../infra/db/columns.js';

export interface LedgerAccountsTable {
  id: Generated<bigint>;
  code: string;
  kind:
    | 'customer'
    | 'house'
    | 'fee'
    | 'funding'
    | 'clearing'
    | 'suspense'
    | 'loss_recovery'
    | 'network_fee';
  asset: AssetCode;
  account_guid: string | null;
  allow_negative: boolean;
  balance: ColumnType<string, bigint | undefined, bigint>;
  held: ColumnType<string, bigint | undefined, bigint>;
}

export interface JournalEntriesTable {
  id: Generated<bigint>;
  kind: 'trade' | 'sandbox_funding' | 'reversal' | 'funding' | 'crypto_transfer' | 'adjustment';
  idempotency_key: string;
  reference: string | null;
  reverses: bigint | null;
  created_at: CreatedAt;
}

export interface PostingsTable {
  id: Generated<bigint>;
  entry_id: bigint;
  account_id: bigint;
  asset: AssetCode;
  amount: Amount;
}

export interface LedgerHoldsTable {
  id: Generated<bigint>;
  account_id: bigint;
  amount: Amount;
  reference: string;
  created_at: CreatedAt;
  released_at: NullableTimestamp;
}

// The tables this module owns, in the one schema the database is typed with.
declare module '../../infra/db/schema.js' {
  interface Schema {
    ledger_accounts: LedgerAccountsTable;
    journal_entries: JournalEntriesTable;
    postings: PostingsTable;
    ledger_holds: LedgerHoldsTable;
  }
}
