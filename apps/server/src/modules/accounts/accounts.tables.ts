import type { AssetCode } from '@maple/money';
import type { CreatedAt, Timestamp } from '../../infra/db/columns.js';

export interface AccountsTable {
  guid: string;
  customer_guid: string;
  type: 'trading' | 'fiat';
  asset: AssetCode;
  name: string;
  state: 'storing' | 'created';
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/**
 * Published for the ledger's checks (migration 0037): `account_owners` (whose each account is).
 */
// The tables this module owns, in the one schema the database is typed with.
declare module '../../infra/db/schema.js' {
  interface Schema {
    accounts: AccountsTable;
  }
}
