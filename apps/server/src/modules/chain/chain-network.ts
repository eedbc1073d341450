import type { CryptoAssetCode } from '@maple/money';

/**
 * The blockchains as the platform sees them (ADR 23): what a node or a custody provider does for
 * an exchange that holds no private key in its server. `CHAIN_NETWORK=sandbox` is the built-in
 * simulator; a real provider implements this interface and replaces it by configuration.
 */

/** A transaction paying one of the platform's deposit addresses (one output of it). */
export interface IncomingTransaction {
  asset: CryptoAssetCode;
  txnHash: string;
  /** The address paid, as the chain writes it, and the destination tag where the chain has one. */
  address: string;
  tag: string | null;
  amount: bigint;
  /** When the platform's view of the chain first saw it. */
  seenAt: Date;
}

/** A withdrawal for the chain to send; `reference` (the transfer's guid) makes it idempotent. */
export interface Outgoing {
  reference: string;
  asset: CryptoAssetCode;
  address: string;
  tag: string | null;
  amount: bigint;
}

/** What the chain says of a transaction now. */
export type TransactionStatus =
  | { state: 'unknown' }
  | { state: 'pending'; confirmations: number }
  /** Dropped or reverted: it will never confirm. */
  | { state: 'failed' };

export interface ChainNetwork {
  /**
   * Sends a withdrawal; asking again with the same reference answers the first transaction's
   * hash and sends nothing, so a step that crashed after sending can run again.
   */
  send(outgoing: Outgoing): Promise<{ txnHash: string }>;
  /** Each transaction's status, by hash. */
  statuses(
    asset: CryptoAssetCode,
    txnHashes: readonly string[],
  ): Promise<Map<string, TransactionStatus>>;
  /**
   * Transactions paying the platform's addresses that arrived after `cursor` (null: from the
   * start), oldest first, at most `limit`, and the cursor to ask from next.
   */
  incoming(
    cursor: string | null,
    limit: number,
  ): Promise<{ transactions: IncomingTransaction[]; cursor: string | null }>;
}
