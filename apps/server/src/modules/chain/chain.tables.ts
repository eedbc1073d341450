import type { CryptoAssetCode } from '@maple/money';
import type { ColumnType, Generated } from 'kysely';

/** The sandbox chain's transactions (migration 0019). Amounts are NUMERIC: read as exact strings. */
export interface SandboxChainTransactionsTable {
  /** BIGSERIAL: read as a string. */
  id: ColumnType<string, never, never>;
  txn_hash: string;
  asset: CryptoAssetCode;
  address: string;
  tag: string | null;
  amount: ColumnType<string, bigint, never>;
  direction: 'incoming' | 'outgoing';
  reference: string | null;
  seen_at: Date;
  failed: Generated<boolean>;
}

// The tables this module owns, in the one schema the database is typed with.
declare module '../../infra/db/schema.js' {
  interface Schema {
    sandbox_chain_transactions: SandboxChainTransactionsTable;
  }
}
