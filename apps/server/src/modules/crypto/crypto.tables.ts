/**
 * Row types of the tables `modules/crypto` owns (ADR 47); its transfers and quotes are rows of
 * funding's `transfers` and `funding_quotes` (ADR 23), reached through funding's `TransferStore`.
 */

/** How far the crypto deposit scan has read the chain (migration 0019). */
export interface CryptoDepositCursorsTable {
  network: 'sandbox';
  cursor: string | null;
  updated_at: Date;
}

// The tables this module owns, in the one schema the database is typed with.
declare module '../../infra/db/schema.js' {
  interface Schema {
    crypto_deposit_cursors: CryptoDepositCursorsTable;
  }
}
