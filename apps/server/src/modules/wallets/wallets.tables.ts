import type { CryptoAssetCode } from '@maple/money';
import type { ColumnType } from 'kysely';

/**
 * Row types of the wallet tables (migration 0017), owned by `modules/wallets`; kept apart from
 * schema.ts, which gathers them into `Schema`.
 */
/**
 * Who locked the customer's withdrawals and new destinations: `reported` (the customer's "this
 * wasn't me") or `all` (a staff block). Either stops every withdrawal and new destination.
 */
export type WithdrawalLockScope = 'reported' | 'all';
export type WalletFamily = 'BTC' | 'LTC' | 'BCH' | 'EVM' | 'XRP';
export type WalletNetwork = 'testnet' | 'mainnet';
export type ExternalWalletRowState =
  | 'storing'
  | 'pending'
  | 'completed'
  | 'failed'
  | 'deleting'
  | 'deleted';

export interface WalletDerivationCountersTable {
  family: WalletFamily;
  next_index: number;
}

export interface WalletDerivationIndexesTable {
  customer_guid: string;
  family: WalletFamily;
  derivation_index: number;
  created_at: Date;
}

export interface DepositAddressesTable {
  guid: string;
  customer_guid: string;
  account_guid: string;
  asset: CryptoAssetCode;
  network: WalletNetwork;
  state: 'storing' | 'created';
  address: string;
  tag: string | null;
  format: 'standard' | 'legacy';
  created_at: Date;
  updated_at: Date;
}

export interface ExternalWalletsTable {
  guid: string;
  customer_guid: string;
  name: string;
  asset: CryptoAssetCode;
  environment: 'sandbox' | 'production';
  address: string;
  tag: string | null;
  state: ExternalWalletRowState;
  failure_code: 'invalid_address' | 'prohibited_address' | 'customer_action_required' | null;
  usable_at: Date;
  /** A `pending` wallet (added through /api without approval) fails if not approved by then. */
  approval_expires_at: Date | null;
  /** Whose wallet it is, as the customer said: null until they say (migration 0051). */
  owner: WalletOwner | null;
  created_at: Date;
  updated_at: Date;
}

/** The customer's own wallet, or somebody else's. */
export type WalletOwner = 'own' | 'third_party';

export interface WithdrawalLocksTable {
  customer_guid: string;
  /** The wallet the customer disowned; null when staff blocked withdrawals. */
  wallet_guid: string | null;
  /** `reported`: the customer's report; `all`: staff blocked withdrawals. */
  scope: ColumnType<WithdrawalLockScope, WithdrawalLockScope | undefined, WithdrawalLockScope>;
  locked_at: Date;
}

// The tables this module owns, in the one schema the database is typed with.
declare module '../../infra/db/schema.js' {
  interface Schema {
    wallet_derivation_counters: WalletDerivationCountersTable;
    wallet_derivation_indexes: WalletDerivationIndexesTable;
    deposit_addresses: DepositAddressesTable;
    external_wallets: ExternalWalletsTable;
    withdrawal_locks: WithdrawalLocksTable;
  }
}
