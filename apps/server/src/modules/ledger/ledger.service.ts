import type { AssetCode } from '@maple/money';
import type { Kysely } from 'kysely';
import type { Clock } from '../../infra/clock.js';
import type { Schema } from '../../infra/db/schema.js';
import type { UnitOfWork } from '../../infra/db/unit-of-work.js';
import {
  type CustomerAccountFilter,
  type CustomerLedgerAccount,
  customerAccountsAfter,
  dayMovement,
  entryByKey,
  type JournalEntry,
  type KindTotal,
  kindTotals,
} from './books.repo.js';
import {
  applyChanges,
  customerBalances,
  findEntryIds,
  holdKey,
  holdWrites,
  insertCustomerAccounts,
  insertEntries,
  lockAccounts,
  lockAccountsWithHolds,
  lockFreeHouseShards,
  type NewHold,
  releaseHoldRows,
} from './ledger.repo.js';
import {
  applyChange,
  assertAccountsMatch,
  assertWellFormed,
  byId,
  changesOf,
  type EntryRequest,
  type OutcomesOf,
  outcomeForEach,
  type PostOutcome,
  shortfall,
  sumBy,
} from './ledger-entries.js';
import { accountHistory, type HistoryLine } from './ledger-history.repo.js';
import { customerAccountsDue, holdsOpenAt, type OpenHoldLine } from './ledger-periods.repo.js';
import { lastPostingId, type PostingLine, postingsAfter } from './ledger-postings.repo.js';
import {
  type ChainAccounts,
  type FundingAccounts,
  loadChainAccounts,
  loadFundingAccounts,
  loadPlatformAccounts,
  type PlatformAccounts,
} from './platform-accounts.js';

export type {
  CustomerAccountFilter,
  CustomerLedgerAccount,
  EntryPosting,
  JournalEntry,
  KindTotal,
  LedgerAccountKind,
} from './books.repo.js';
export type { NewHold } from './ledger.repo.js';
export {
  type EntryRequest,
  type Hold,
  type Posting,
  type PostOutcome,
  UnbalancedEntryError,
} from './ledger-entries.js';
export type { HistoryLine } from './ledger-history.repo.js';
export type { OpenHoldLine } from './ledger-periods.repo.js';
export type { PostingLine } from './ledger-postings.repo.js';
export {
  type AssetAccounts,
  type ChainAccounts,
  type FundingAccounts,
  houseShard,
  type PlatformAccounts,
} from './platform-accounts.js';

/** A hold placed, placed before under the same reference, or refused for want of funds. */
export type HoldOutcome = 'held' | 'replayed' | 'insufficient_funds';

/** A platform account's ledger balances (docs/design/money-and-the-ledger.md). */
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

/** Money that, in the sandbox, comes from outside the platform into a customer's account. */
export interface SandboxFunding {
  ledgerAccountId: bigint;
  asset: AssetCode;
  amount: bigint;
  /** The same key funds once (the demo account is funded on every start, once). */
  idempotencyKey: string;
}

/**
 * The double-entry ledger (docs/design/money-and-the-ledger.md, docs/trading.md), and the only way
 * other modules reach it. Every method runs inside the caller's transaction (or on the database it
 * is given), so a trade's own rows and its postings commit or vanish together.
 */
export class LedgerService {
  private platform: Promise<PlatformAccounts> | undefined;
  private funding: Promise<FundingAccounts> | undefined;
  private chain: Promise<ChainAccounts> | undefined;

  constructor(private readonly clock: Clock) {}

  /** The platform's own accounts (house shards, fee, funding), read once: they never change. */
  platformAccounts(db: Kysely<Schema>): Promise<PlatformAccounts> {
    this.platform ??= loadPlatformAccounts(db).catch((error: unknown) => {
      this.platform = undefined;
      throw error;
    });
    return this.platform;
  }

  /** The CAD accounts of funding (clearing per rail, suspense, loss recovery), read once. */
  fundingAccounts(db: Kysely<Schema>): Promise<FundingAccounts> {
    this.funding ??= loadFundingAccounts(db).catch((error: unknown) => {
      this.funding = undefined;
      throw error;
    });
    return this.funding;
  }

  /** The crypto accounts of each asset's chain (clearing, network fees), read once. */
  chainAccounts(db: Kysely<Schema>): Promise<ChainAccounts> {
    this.chain ??= loadChainAccounts(db).catch((error: unknown) => {
      this.chain = undefined;
      throw error;
    });
    return this.chain;
  }

  /**
   * Sets funds aside on accounts without moving them (a withdrawal's reserve): what is available
   * drops at once, the balance stays until the money leaves. Decides under the accounts' locks
   * (taken in id order with the holds already on them, like every writer's), as if one after the
   * other: each sees what the earlier ones set aside; one with less available than its amount is
   * refused; a reference already placed on the account is a replay. The writes that place the
   * holds go to `uow` (ADR 49): they ride in its owner's last statement, or `uow.flush()` runs
   * them, and the work fails if neither does.
   */
  async placeHolds(uow: UnitOfWork, holds: readonly NewHold[]): Promise<HoldOutcome[]> {
    if (holds.some((hold) => hold.amount <= 0n)) {
      throw new RangeError('a hold sets aside a positive amount');
    }
    if (holds.length === 0) return [];
    const ids = [...new Set(holds.map((hold) => hold.accountId))].sort(byId);
    const locked = await lockAccountsWithHolds(uow.db, ids, holds);
    const accounts = new Map(locked.accounts.map((row) => [row.id, row]));
    const { placed } = locked;
    const written: NewHold[] = [];
    const outcomes = holds.map((hold): HoldOutcome => {
      const account = accounts.get(hold.accountId);
      if (account === undefined) throw new Error(`no ledger account ${hold.accountId}`);
      if (placed.has(holdKey(hold))) return 'replayed';
      if (!account.allowNegative && account.balance - account.held < hold.amount) {
        return 'insufficient_funds';
      }
      account.held += hold.amount;
      placed.add(holdKey(hold));
      written.push(hold);
      return 'held';
    });
    uow.add(holdWrites(written));
    return outcomes;
  }

  /** Opens the ledger account of each new platform account, in the caller's transaction. */
  openCustomerAccounts(
    trx: Kysely<Schema>,
    accounts: readonly { guid: string; asset: AssetCode }[],
  ): Promise<void> {
    return insertCustomerAccounts(trx, accounts);
  }

  /**
   * A page of a platform account's postings, newest first, each with the balance after it (the
   * back office's ledger history). Empty for an account with no postings or no ledger account.
   */
  history(
    db: Kysely<Schema>,
    accountGuid: string,
    page: { offset: number; limit: number },
  ): Promise<HistoryLine[]> {
    return accountHistory(db, accountGuid, page);
  }

  /** A keyset page of the accounts' postings after `afterId`, through `throughId`, oldest first. */
  postingsAfter(
    db: Kysely<Schema>,
    accountIds: readonly bigint[],
    range: { afterId: bigint; throughId: bigint },
    limit: number,
  ): Promise<PostingLine[]> {
    return postingsAfter(db, accountIds, range, limit);
  }

  /**
   * The platform accounts a period's statements are for (ADR 77): those with an entry in
   * [from, to), and with `holdingAt` those whose balance then was not zero; by account guid.
   */
  statementAccounts(
    db: Kysely<Schema>,
    active: { from: Date; to: Date },
    holdingAt: Date | null,
  ): Promise<string[]> {
    return customerAccountsDue(db, active, holdingAt);
  }

  /** The holds open on the accounts at `at` (a statement's end), oldest first. */
  holdsOpenAt(
    db: Kysely<Schema>,
    accountIds: readonly bigint[],
    at: Date,
  ): Promise<OpenHoldLine[]> {
    return holdsOpenAt(db, accountIds, at);
  }

  /** The newest posting's id: a long read stops there, so it does not chase new postings. */
  lastPostingId(db: Kysely<Schema>): Promise<bigint> {
    return lastPostingId(db);
  }

  /** Balances of platform accounts, keyed by account guid. */
  async balancesOf(
    db: Kysely<Schema>,
    accountGuids: readonly string[],
  ): Promise<Map<string, AccountBalance>> {
    const rows = await customerBalances(db, accountGuids);
    return new Map(
      rows.map((row) => [
        row.accountGuid,
        {
          ledgerAccountId: row.accountId,
          accountGuid: row.accountGuid,
          asset: row.asset,
          balance: row.balance,
          available: row.balance - row.held,
        },
      ]),
    );
  }

  /**
   * For each asset, one house shard no other transaction holds, locked without waiting (so it
   * cannot close a deadlock with the id-ordered locks of posting). An asset whose shards are all
   * busy is left out; the caller then uses the shard its trade's guid points at (`houseShard`).
   */
  lockFreeHouseShards(
    trx: Kysely<Schema>,
    assets: readonly AssetCode[],
  ): Promise<Map<AssetCode, bigint>> {
    return lockFreeHouseShards(trx, assets);
  }

  /**
   * Credits a customer account from the sandbox funding account: money that, in the sandbox,
   * comes from outside the platform. Never offered in production.
   */
  async fundFromSandbox(trx: Kysely<Schema>, funding: SandboxFunding): Promise<PostOutcome> {
    const { ledgerAccountId, asset, amount, idempotencyKey } = funding;
    if (amount <= 0n) throw new RangeError('sandbox funding credits a positive amount');
    const platform = await this.platformAccounts(trx);
    const [outcome] = await this.post(trx, [
      {
        kind: 'sandbox_funding',
        idempotencyKey,
        reference: idempotencyKey,
        postings: [
          { accountId: platform[asset].funding, asset, amount: -amount },
          { accountId: ledgerAccountId, asset, amount },
        ],
      },
    ]);
    return outcome;
  }

  /**
   * Locks the accounts in id order, the one order every writer uses: for a caller that releases
   * holds and then posts on the same accounts in one transaction, so the release does not take
   * one of them out of order.
   */
  async lock(trx: Kysely<Schema>, accountIds: readonly bigint[]): Promise<void> {
    await lockAccounts(trx, [...new Set(accountIds)].sort(byId));
  }

  /**
   * Posts balanced entries and their holds, as if one after the other, in a few statements
   * whatever their number. The accounts of all of them are locked in id order first; an entry
   * that would take an account below what it holds (customers: below zero) is refused whole,
   * writing nothing, and the entries after it see the books without it. A replayed key answers
   * the entry posted before. Should another transaction post one of the keys meanwhile, a
   * single entry is answered as a replay; several throw, and the caller posts them one by one.
   * The one way to post: an entry alone is a list of one (`const [outcome] = …post(trx, [e])`).
   */
  async post<const R extends readonly EntryRequest[]>(
    trx: Kysely<Schema>,
    requests: R,
  ): Promise<OutcomesOf<R>> {
    const outcomes = await this.postEntries(trx, requests);
    if (!outcomeForEach(requests, outcomes)) {
      throw new Error(`${requests.length} entries were posted, yet ${outcomes.length} answered`);
    }
    return outcomes;
  }

  private async postEntries(
    trx: Kysely<Schema>,
    requests: readonly EntryRequest[],
  ): Promise<PostOutcome[]> {
    if (requests.length === 0) return [];
    for (const request of requests) assertWellFormed(request);
    const entries = requests.map((request) => ({ request, changes: changesOf(request) }));
    const ids = [...new Set(entries.flatMap(({ changes }) => changes.map(({ id }) => id)))];
    const locked = await lockAccounts(trx, ids.sort(byId));
    const accounts = new Map(locked.map((account) => [account.id, account]));
    for (const request of requests) assertAccountsMatch(accounts, request.postings);

    const checked = entries.map((entry) => {
      const short = shortfall(accounts, entry.changes);
      if (short === undefined) applyChange(accounts, entry.changes);
      return { ...entry, short };
    });
    const fitting = checked.filter(({ short }) => short === undefined);
    // A replay of an entry that was posted is still a replay, even if funds ran out since.
    // Looked up under the locks, so a concurrent post of the same key has committed by now.
    const posted = await findEntryIds(
      trx,
      checked.flatMap(({ request, short }) =>
        short === undefined ? [] : [request.idempotencyKey],
      ),
    );
    const written = await insertEntries(
      trx,
      fitting.map(({ request, changes }) => ({
        kind: request.kind,
        idempotencyKey: request.idempotencyKey,
        reference: request.reference,
        changes,
        postings: request.postings,
        holds: request.holds ?? [],
      })),
    );
    const taken = fitting.filter(({ request }) => !written.has(request.idempotencyKey));
    if (taken.length > 0) {
      // The entries after a taken key were checked as if it had been posted.
      if (requests.length > 1) {
        throw new Error('an idempotency key was posted meanwhile; post these one by one');
      }
      // The statement wrote nothing for it, so there is nothing to undo.
      const replayed = await findEntryIds(
        trx,
        taken.map(({ request }) => request.idempotencyKey),
      );
      for (const [key, id] of replayed) posted.set(key, id);
    }

    return checked.map(({ request, short }): PostOutcome => {
      const entryId = written.get(request.idempotencyKey);
      if (entryId !== undefined) return { outcome: 'posted', entryId };
      const replayed = posted.get(request.idempotencyKey);
      if (replayed !== undefined) return { outcome: 'replayed', entryId: replayed };
      if (short === undefined) throw new Error('an idempotency key conflicted yet has no entry');
      return { outcome: 'insufficient_funds', accountId: short };
    });
  }

  /** Every account's balance and held amount summed per asset and kind: the books. */
  kindTotals(db: Kysely<Schema>): Promise<KindTotal[]> {
    return kindTotals(db);
  }

  /** The net of an account's postings on one UTC day (`YYYY-MM-DD`), by its code. */
  dayMovement(db: Kysely<Schema>, code: string, day: string): Promise<bigint> {
    return dayMovement(db, code, day);
  }

  /** A page of customers' ledger accounts in id order, after `afterId`. */
  customerAccounts(
    db: Kysely<Schema>,
    filter: CustomerAccountFilter,
    afterId: bigint | undefined,
    limit: number,
  ): Promise<CustomerLedgerAccount[]> {
    return customerAccountsAfter(db, filter, afterId, limit);
  }

  /** The entry posted under an idempotency key (a trade's is `trade:<guid>`), with its postings. */
  entry(db: Kysely<Schema>, idempotencyKey: string): Promise<JournalEntry | undefined> {
    return entryByKey(db, idempotencyKey);
  }

  /** Releases the open holds of the given references: the amounts become available again. */
  async releaseHolds(trx: Kysely<Schema>, references: readonly string[]): Promise<void> {
    const released = await releaseHoldRows(trx, references, this.clock.now());
    if (released.length === 0) return;
    const held = sumBy(released.map((hold): [bigint, bigint] => [hold.accountId, -hold.amount]));
    const changes = [...held]
      .map(([id, amount]) => ({ id, balance: 0n, held: amount }))
      .sort((a, b) => byId(a.id, b.id));
    // All at once and in id order, like every writer, so a batch of releases cannot deadlock
    // with a trade locking some of the same accounts.
    await lockAccounts(
      trx,
      changes.map((change) => change.id),
    );
    await applyChanges(trx, changes);
  }
}
