import { type AssetCode, assetCodes } from '@maple/money';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';
import type { AccountsService } from '../accounts/accounts.service.js';
import type {
  CustomerAccountFilter,
  KindTotal,
  LedgerAccountKind,
  LedgerService,
} from '../ledger/ledger.service.js';
import { filterDetails, type StaffActor, type StaffViews } from './books-staff-views.js';

export type PlatformKind = Exclude<LedgerAccountKind, 'customer'>;

export interface AssetBooks {
  asset: AssetCode;
  customers: { accounts: number; balance: bigint; held: bigint };
  platform: Record<PlatformKind, bigint>;
  /** Everything summed: zero when the books balance. */
  difference: bigint;
}

export interface CustomerAccountRow {
  accountGuid: string;
  customerGuid: string;
  asset: AssetCode;
  balance: bigint;
  held: bigint;
}

export interface AccountsQuery extends Omit<CustomerAccountFilter, 'accountGuids'> {
  customerGuid?: string;
}

/**
 * The books at a glance: customers' accounts with their balances, and per asset what the
 * customers hold against the platform's own accounts. Double entry makes every asset sum to
 * zero across all accounts (the ledger's conservation invariant), so a difference other than
 * zero is a fault to look into, not a rounding.
 */
export class BooksService {
  constructor(
    private readonly deps: {
      db: Kysely<Schema>;
      ledger: LedgerService;
      accounts: AccountsService;
      views: StaffViews;
    },
  ) {}

  async books(): Promise<AssetBooks[]> {
    const totals = await this.deps.ledger.kindTotals(this.deps.db);
    return assetCodes.map((asset) => booksOf(asset, totals));
  }

  /** A page of customers' accounts in ledger order after `afterId`; audited (balances). */
  async accounts(
    actor: StaffActor,
    query: AccountsQuery,
    page: { afterId: bigint | undefined; limit: number },
  ): Promise<{ accounts: CustomerAccountRow[]; next: bigint | undefined }> {
    const { db, ledger, accounts, views } = this.deps;
    const { customerGuid, ...filter } = query;
    const accountGuids =
      customerGuid === undefined ? undefined : await accounts.guidsOf(db, customerGuid);
    const rows = await ledger.customerAccounts(
      db,
      { ...filter, accountGuids },
      page.afterId,
      page.limit + 1,
    );
    const shown = rows.slice(0, page.limit);
    const owners = await accounts.ownersOf(
      db,
      shown.map((row) => row.accountGuid),
    );
    await views.viewed(actor, 'staff.customer_accounts_viewed', {
      filter: filterDetails(query),
      accounts: shown.length,
    });
    return {
      accounts: shown.flatMap((row) => {
        const owner = owners.get(row.accountGuid);
        return owner === undefined ? [] : [{ ...row, customerGuid: owner }];
      }),
      next: rows.length > page.limit ? shown.at(-1)?.id : undefined,
    };
  }
}

function booksOf(asset: AssetCode, totals: readonly KindTotal[]): AssetBooks {
  const mine = totals.filter((total) => total.asset === asset);
  const of = (kind: LedgerAccountKind) => mine.find((total) => total.kind === kind);
  const customers = of('customer');
  const balance = (kind: PlatformKind) => of(kind)?.balance ?? 0n;
  return {
    asset,
    customers: {
      accounts: customers?.accounts ?? 0,
      balance: customers?.balance ?? 0n,
      held: customers?.held ?? 0n,
    },
    platform: {
      house: balance('house'),
      fee: balance('fee'),
      funding: balance('funding'),
      clearing: balance('clearing'),
      suspense: balance('suspense'),
      loss_recovery: balance('loss_recovery'),
      network_fee: balance('network_fee'),
    },
    difference: mine.reduce((sum, total) => sum + total.balance, 0n),
  };
}
