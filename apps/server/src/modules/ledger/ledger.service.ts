import type { AssetCode } from '@maple/money';
import type { Kysely } from 'kysely';
import type { Clock } from '../../infra/clock.js';
import type { Schema } from '../../infra/db/schema.js';
import {
  type AccountChange,
  applyChanges,
  findEntryIds,
  insertEntries,
  type LockedAccount,
  lockAccounts,
  releaseHoldRows,
} from './ledger.repo.js';

/** One leg of an entry: a signed amount (credit positive, debit negative) on one account. */
export interface Posting {
  accountId: bigint;
  asset: AssetCode;
  amount: bigint;
}

/** Part of an account's balance set aside until released (e.g. trade proceeds while settling). */
export interface Hold {
  accountId: bigint;
  amount: bigint;
}

export interface EntryRequest {
  kind: 'trade' | 'sandbox_funding' | 'reversal';
  /** The same key posts once; a replay answers the entry it already made. */
  idempotencyKey: string;
  /** What the entry is for (a trade guid…); also names its holds. */
  reference: string;
  postings: readonly Posting[];
  holds?: readonly Hold[];
}

export type PostOutcome =
  | { outcome: 'posted'; entryId: bigint }
  | { outcome: 'replayed'; entryId: bigint }
  /** Nothing was written: the account would have gone below what it holds (or below zero). */
  | { outcome: 'insufficient_funds'; accountId: bigint };

/** A malformed entry is a programming error, never customer input: it must not reach the books. */
export class UnbalancedEntryError extends Error {
  override name = 'UnbalancedEntryError';
}

const byId = (a: bigint, b: bigint) => (a < b ? -1 : a > b ? 1 : 0);

function sumBy<K>(items: Iterable<[K, bigint]>): Map<K, bigint> {
  const totals = new Map<K, bigint>();
  for (const [key, amount] of items) totals.set(key, (totals.get(key) ?? 0n) + amount);
  return totals;
}

function assertWellFormed(request: EntryRequest): void {
  if (request.postings.length < 2) throw new UnbalancedEntryError('an entry needs two postings');
  if (request.postings.some((posting) => posting.amount === 0n)) {
    throw new UnbalancedEntryError('a posting moves a non-zero amount');
  }
  if ((request.holds ?? []).some((hold) => hold.amount <= 0n)) {
    throw new UnbalancedEntryError('a hold sets aside a positive amount');
  }
  const perAsset = sumBy(request.postings.map((p): [AssetCode, bigint] => [p.asset, p.amount]));
  for (const [asset, total] of perAsset) {
    if (total !== 0n) throw new UnbalancedEntryError(`${asset} postings sum to ${total}, not 0`);
  }
}

/** The net change per account, in ascending id order. */
function changesOf(request: EntryRequest): AccountChange[] {
  const balances = sumBy(request.postings.map((p): [bigint, bigint] => [p.accountId, p.amount]));
  const held = sumBy((request.holds ?? []).map((h): [bigint, bigint] => [h.accountId, h.amount]));
  const ids = [...new Set([...balances.keys(), ...held.keys()])].sort(byId);
  return ids.map((id) => ({ id, balance: balances.get(id) ?? 0n, held: held.get(id) ?? 0n }));
}

/** Every posting names a locked account of its asset. */
function assertAccountsMatch(
  accounts: ReadonlyMap<bigint, LockedAccount>,
  postings: readonly Posting[],
): void {
  for (const posting of postings) {
    const account = accounts.get(posting.accountId);
    if (account === undefined) throw new UnbalancedEntryError(`no account ${posting.accountId}`);
    if (account.asset !== posting.asset) {
      throw new UnbalancedEntryError(`account ${account.id} holds ${account.asset}`);
    }
  }
}

/** The first account the change would take below what it must keep, if any. */
function shortfall(
  accounts: ReadonlyMap<bigint, LockedAccount>,
  changes: readonly AccountChange[],
): bigint | undefined {
  for (const change of changes) {
    const account = accounts.get(change.id);
    if (account === undefined) throw new UnbalancedEntryError(`no account ${change.id}`);
    if (account.allowNegative) continue;
    if (account.balance + change.balance < account.held + change.held) return account.id;
  }
  return undefined;
}

/** The accounts as they stand once the change is applied. */
function apply(accounts: Map<bigint, LockedAccount>, changes: readonly AccountChange[]): void {
  for (const change of changes) {
    const account = accounts.get(change.id);
    if (account === undefined) throw new UnbalancedEntryError(`no account ${change.id}`);
    accounts.set(change.id, {
      ...account,
      balance: account.balance + change.balance,
      held: account.held + change.held,
    });
  }
}

/**
 * The double-entry ledger (DESIGN §4, docs/trading.md). Every method runs inside the caller's
 * transaction, so a trade's own rows and its postings commit or vanish together.
 */
export class LedgerService {
  constructor(private readonly clock: Clock) {}

  /** Posts one entry: `postAll` with a single request. */
  async post(trx: Kysely<Schema>, request: EntryRequest): Promise<PostOutcome> {
    const [outcome] = await this.postAll(trx, [request]);
    if (outcome === undefined) throw new Error('postAll answered no outcome');
    return outcome;
  }

  /**
   * Posts balanced entries and their holds, as if one after the other, in a few statements
   * whatever their number. The accounts of all of them are locked in id order first; an entry
   * that would take an account below what it holds (customers: below zero) is refused whole,
   * writing nothing, and the entries after it see the books without it. A replayed key answers
   * the entry posted before. Should another transaction post one of the keys meanwhile, a
   * single entry is answered as a replay; several throw, and the caller posts them one by one.
   */
  async postAll(trx: Kysely<Schema>, requests: readonly EntryRequest[]): Promise<PostOutcome[]> {
    if (requests.length === 0) return [];
    for (const request of requests) assertWellFormed(request);
    const entries = requests.map((request) => ({ request, changes: changesOf(request) }));
    const ids = [...new Set(entries.flatMap(({ changes }) => changes.map(({ id }) => id)))];
    const locked = await lockAccounts(trx, ids.sort(byId));
    const accounts = new Map(locked.map((account) => [account.id, account]));
    for (const request of requests) assertAccountsMatch(accounts, request.postings);

    const checked = entries.map((entry) => {
      const short = shortfall(accounts, entry.changes);
      if (short === undefined) apply(accounts, entry.changes);
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
