import { type AssetCode, type CryptoAssetCode, cryptoAssetCodes } from '@maple/money';
import type { Kysely } from 'kysely';
import { unknownCustomer } from '../../infra/api-kit/customer-scope.js';
import type { Clock } from '../../infra/clock.js';
import type { Schema } from '../../infra/db/schema.js';
import { AppError } from '../../infra/errors.js';
import { newGuid } from '../../infra/ids.js';
import type { AccountBalance, LedgerService } from '../ledger/ledger.service.js';
import {
  type AccountFilter,
  type AccountRow,
  type CustomerScope,
  findAccount,
  findAccountGuids,
  findAccountOwners,
  findCustomerAccountGuids,
  findScopedAccounts,
  insertAccountOnce,
  insertAccounts,
  listAccounts,
  type NewAccount,
} from './accounts.repo.js';

export type { CustomerScope };

/**
 * A platform account with its ledger balances (docs/design/money-and-the-ledger.md): posted, and
 * posted minus holds.
 */
export interface AccountView extends AccountRow {
  balance: bigint;
  available: bigint;
}

/** A customer's account in one asset, as trading and funding look it up. */
export interface AccountWanted {
  customerGuid: string;
  asset: AssetCode;
}

function toView(row: AccountRow, balances: Map<string, AccountBalance>): AccountView {
  const balance = balances.get(row.guid);
  // Every account opens its ledger account in the same transaction; one without is corrupt.
  if (balance === undefined) throw new Error(`account ${row.guid} has no ledger account`);
  return { ...row, balance: balance.balance, available: balance.available };
}

/** One CAD `fiat` account and one `trading` account per crypto asset (docs/product/data.md). */
function defaultAccounts(): NewAccount[] {
  return [
    { guid: newGuid(), type: 'fiat', asset: 'CAD', name: 'CAD fiat account', state: 'created' },
    ...cryptoAssetCodes.map(
      (asset): NewAccount => ({
        guid: newGuid(),
        type: 'trading',
        asset,
        name: `${asset} trading account`,
        state: 'created',
      }),
    ),
  ];
}

/**
 * Customers' platform accounts (Cybrid `accounts`) and the ledger account behind each. The only
 * module that writes the `accounts` table.
 */
export class AccountsService {
  constructor(private readonly deps: { clock: Clock; ledger: LedgerService }) {}

  /** Opens a new customer's default accounts and their ledger accounts, in `trx`. */
  async openDefaultAccounts(trx: Kysely<Schema>, customerGuid: string, now: Date): Promise<void> {
    const accounts = defaultAccounts();
    await insertAccounts(trx, customerGuid, accounts, now);
    await this.deps.ledger.openCustomerAccounts(trx, accounts);
  }

  async list(
    db: Kysely<Schema>,
    filter: AccountFilter,
    page: { offset: number; limit: number },
  ): Promise<{ accounts: AccountView[]; total: number }> {
    const { accounts, total } = await listAccounts(db, filter, page);
    const balances = await this.deps.ledger.balancesOf(
      db,
      accounts.map((account) => account.guid),
    );
    return { accounts: accounts.map((account) => toView(account, balances)), total };
  }

  /** The customer's account; with no customer (a bank's read, ADR 66), anyone's. */
  async get(
    db: Kysely<Schema>,
    customerGuid: string | undefined,
    guid: string,
  ): Promise<AccountView> {
    const account = await findAccount(db, customerGuid, guid);
    if (account === undefined) throw new AppError('not_found', 'Account not found');
    return toView(account, await this.deps.ledger.balancesOf(db, [account.guid]));
  }

  /** The owner and asset of each of `guids` in the scope; none for the others. */
  ownedAmong(db: Kysely<Schema>, customerGuid: CustomerScope, guids: readonly string[]) {
    return findScopedAccounts(db, customerGuid, guids);
  }

  /**
   * Refused unless the customer a bank names exists (ADR 66), before anything is written: with
   * 400 `invalid_value`, as createAccount documents no 404 (ADR 69). Sign-up opens a customer's
   * accounts in the transaction that creates the customer, and none is ever removed, so the
   * customers this module knows are those with accounts.
   */
  async assertCustomer(db: Kysely<Schema>, customerGuid: string): Promise<void> {
    if ((await findCustomerAccountGuids(db, customerGuid)).length === 0) throw unknownCustomer();
  }

  /**
   * Opens a trading account and its ledger account in the caller's transaction. Sign-up already
   * opens one per asset, so this succeeds only where one is missing; a second one for the same
   * asset is refused with 400 `invalid_value` (Cybrid documents no 409 here, and only
   * `invalid_value` and `missing_parameter` at 400, ADR 69), writing nothing.
   */
  async openTradingAccount(
    trx: Kysely<Schema>,
    customerGuid: string,
    input: { asset: CryptoAssetCode; name: string },
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
      this.deps.clock.now(),
    );
    if (account === undefined) {
      const message = `The customer already has a ${input.asset} trading account (one per asset)`;
      throw new AppError('invalid_value', message, [{ path: 'body.asset', message }], 400);
    }
    await this.deps.ledger.openCustomerAccounts(trx, [account]);
    return { ...account, balance: 0n, available: 0n };
  }

  /** The ledger accounts behind the wanted customers' accounts (those that exist). */
  async ledgerAccountsOf(
    db: Kysely<Schema>,
    wanted: readonly AccountWanted[],
  ): Promise<(AccountWanted & { guid: string; ledgerAccountId: bigint })[]> {
    const accounts = await findAccountGuids(db, wanted);
    const balances = await this.deps.ledger.balancesOf(
      db,
      accounts.map((account) => account.guid),
    );
    return accounts.flatMap(({ guid, customerGuid, asset }) => {
      const ledgerAccountId = balances.get(guid)?.ledgerAccountId;
      return ledgerAccountId === undefined ? [] : [{ customerGuid, asset, guid, ledgerAccountId }];
    });
  }

  /** Who owns each of the given accounts: customer guid by account guid. */
  ownersOf(db: Kysely<Schema>, accountGuids: readonly string[]): Promise<Map<string, string>> {
    return findAccountOwners(db, accountGuids);
  }

  /** The guids of every account a customer has (none for an unknown customer). */
  guidsOf(db: Kysely<Schema>, customerGuid: string): Promise<string[]> {
    return findCustomerAccountGuids(db, customerGuid);
  }
}
