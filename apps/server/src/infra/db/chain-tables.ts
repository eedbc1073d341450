import type { CryptoAssetCode } from '@maple/money';
import type { ColumnType, Generated } from 'kysely';

/**
 * Row types of migration 0019: the sandbox chain (owned by `modules/chain`) and the deposit
 * scan's cursor (owned by `modules/funding`). Amounts are NUMERIC: read as exact strings.
 */
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

export interface CryptoDepositCursorsTable {
  network: 'sandbox';
  cursor: string | null;
  updated_at: Date;
}

export interface ChainTables {
  sandbox_chain_transactions: SandboxChainTransactionsTable;
  crypto_deposit_cursors: CryptoDepositCursorsTable;
}
