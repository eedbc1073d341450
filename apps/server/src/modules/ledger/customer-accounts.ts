import type { AssetCode } from '@maple/money';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';
import {
  type CustomerBalanceRow,
  customerBalances,
  insertCustomerAccounts,
} from './ledger.repo.js';

/** Each platform account a customer gets has its ledger account, opened in the same transaction. */
export function openCustomerLedgerAccounts(
  trx: Kysely<Schema>,
  accounts: readonly { guid: string; asset: AssetCode }[],
): Promise<void> {
  return insertCustomerAccounts(trx, accounts);
}

export interface AccountBalance {
  /** The ledger account behind the platform account. */
  ledgerAccountId: bigint;
  accountGuid: string;
  asset: AssetCode;
  /** Posted: `platform_balance`. */
  balance: bigint;
  /** Posted minus held: `platform_available`. */
  available: bigint;
}

const toBalance = (row: CustomerBalanceRow): AccountBalance => ({
  ledgerAccountId: row.accountId,
  accountGuid: row.accountGuid,
  asset: row.asset,
  balance: row.balance,
  available: row.balance - row.held,
});

/** Balances of platform accounts, keyed by account guid. */
export async function balancesOf(
  db: Kysely<Schema>,
  accountGuids: readonly string[],
): Promise<Map<string, AccountBalance>> {
  const rows = await customerBalances(db, accountGuids);
  return new Map(rows.map((row) => [row.accountGuid, toBalance(row)]));
}
