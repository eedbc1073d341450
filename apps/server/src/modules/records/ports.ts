import type { AssetCode, CryptoAssetCode } from '@maple/money';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';

/**
 * What the customer's records read of the contexts that own the rows behind a ledger entry
 * (ADR 71), each wired in `module-graph.ts`. Every read takes a batch of guids and answers in
 * one call, never one per row; each leaves out what is not the customer's.
 */
export interface ByGuid<T> {
  byGuid(
    db: Kysely<Schema>,
    customerGuid: string,
    guids: readonly string[],
  ): Promise<Map<string, T>>;
}

/** A trade as trading keeps it (`trading/trade-records.repo.ts`). */
export interface TradeRecord {
  side: 'buy' | 'sell';
  /** CAD per whole unit at the market's price decimals. */
  price: bigint;
  /** CAD cents. */
  fee: bigint;
  deliver: bigint;
  receive: bigint;
}

/** A transfer as funding keeps it (`funding/transfer-records.repo.ts`). */
export interface TransferRecord {
  transferType: 'funding' | 'funding_return' | 'crypto';
  side: 'deposit' | 'withdrawal';
  asset: AssetCode;
  fee: bigint;
  networkFee: bigint | null;
  networkFeeAsset: AssetCode | null;
  txnHash: string | null;
  externalWalletGuid: string | null;
  depositAddressGuid: string | null;
}

/** A deposit address or wallet as wallets keeps it (`wallets/wallet-addresses.repo.ts`). */
export interface RecordedAddress {
  network: string;
  address: string;
}

/** A market price at a moment (the market's `PriceLookup`). */
export interface PricePointAt {
  /** Milliseconds since the epoch. */
  at: number;
  price: bigint;
}

/** The market's prices of the past, read once per export and answered from memory. */
export interface PriceHistory {
  at(asset: CryptoAssetCode, at: Date): Promise<PricePointAt | undefined>;
}

/** A platform account of the customer, with the ledger account behind it. */
export interface CustomerLedgerAccount {
  accountGuid: string;
  ledgerAccountId: bigint;
  asset: AssetCode;
}

export interface RecordsPorts {
  trades: ByGuid<TradeRecord>;
  transfers: ByGuid<TransferRecord>;
  addresses: ByGuid<RecordedAddress>;
  /** A new lookup per export: the history it reads is the one current when the export starts. */
  prices: () => PriceHistory;
  /** The customer's platform accounts and their ledger accounts (accounts and the ledger). */
  accountsOf: (db: Kysely<Schema>, customerGuid: string) => Promise<CustomerLedgerAccount[]>;
}
