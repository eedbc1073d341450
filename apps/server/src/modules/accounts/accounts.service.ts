import type { CryptoAssetCode } from '@maple/money';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';
import { AppError } from '../../infra/errors.js';
import { newGuid } from '../../infra/ids.js';
import {
  type AccountBalance,
  balancesOf,
  openCustomerLedgerAccounts,
} from '../ledger/customer-accounts.js';
import {
  type AccountFilter,
  type AccountRow,
  type CustomerRow,
  findAccount,
  findCustomer,
  insertAccountOnce,
  listAccounts,
} from './accounts.repo.js';

/** A platform account with its ledger balances (DESIGN §4): posted, and posted minus holds. */
export interface AccountView extends AccountRow {
  balance: bigint;
  available: bigint;
}

function toView(row: AccountRow, balances: Map<string, AccountBalance>): AccountView {
  const balance = balances.get(row.guid);
  // Every account opens its ledger account in the same transaction; one without is corrupt.
  if (balance === undefined) throw new Error(`account ${row.guid} has no ledger account`);
  return { ...row, balance: balance.balance, available: balance.available };
}

export async function listAccountViews(
  db: Kysely<Schema>,
  filter: AccountFilter,
  page: { offset: number; limit: number },
): Promise<{ accounts: AccountView[]; total: number }> {
  const { accounts, total } = await listAccounts(db, filter, page);
  const balances = await balancesOf(
    db,
    accounts.map((account) => account.guid),
  );
  return { accounts: accounts.map((account) => toView(account, balances)), total };
}

export async function getAccountView(
  db: Kysely<Schema>,
  customerGuid: string,
  guid: string,
): Promise<AccountView> {
  const account = await findAccount(db, customerGuid, guid);
  if (account === undefined) throw new AppError('not_found', 'Account not found');
  return toView(account, await balancesOf(db, [account.guid]));
}

/**
 * Opens a trading account and its ledger account in the caller's transaction. Sign-up already
 * opens one per asset, so this succeeds only where one is missing; a second one for the same
 * asset is refused with 409, writing nothing.
 */
export async function openTradingAccount(
  trx: Kysely<Schema>,
  customerGuid: string,
  input: { asset: CryptoAssetCode; name: string },
  now: Date,
): Promise<AccountView> {
  const account = await insertAccountOnce(
    trx,
    {
      guid: newGuid(),
      customer_guid: customerGuid,
      type: 'trading',
      asset: input.asset,
      name: input.name,
      state: 'created',
    },
    now,
  );
  if (account === undefined) {
    throw new AppError('data_exists', `A ${input.asset} trading account already exists`);
  }
  await openCustomerLedgerAccounts(trx, [account]);
  return { ...account, balance: 0n, available: 0n };
}

export async function getCustomer(db: Kysely<Schema>, guid: string): Promise<CustomerRow> {
  const customer = await findCustomer(db, guid);
  if (customer === undefined) throw new AppError('not_found', 'Customer not found');
  return customer;
}
