import type { AssetCode } from '@maple/money';
import type { Kysely } from 'kysely';
import type { Clock } from '../../infra/clock.js';
import type { Schema } from '../../infra/db/schema.js';
import {
  type AccountChange,
  applyChanges,
  findEntryId,
  insertEntry,
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
  const ids = [...new Set([...balances.keys(), ...held.keys()])].sort((a, b) =>
    a < b ? -1 : a > b ? 1 : 0,
  );
  return ids.map((id) => ({ id, balance: balances.get(id) ?? 0n, held: held.get(id) ?? 0n }));
}

/** The first account the change would take below what it must keep, if any. */
function shortfall(
  locked: readonly LockedAccount[],
  changes: readonly AccountChange[],
  postings: readonly Posting[],
): bigint | undefined {
  const byId = new Map(locked.map((account) => [account.id, account]));
  for (const posting of postings) {
    const account = byId.get(posting.accountId);
    if (account === undefined) throw new UnbalancedEntryError(`no account ${posting.accountId}`);
    if (account.asset !== posting.asset) {
      throw new UnbalancedEntryError(`account ${account.id} holds ${account.asset}`);
    }
  }
  for (const change of changes) {
    const account = byId.get(change.id);
    if (account === undefined) throw new UnbalancedEntryError(`no account ${change.id}`);
    if (account.allowNegative) continue;
    if (account.balance + change.balance < account.held + change.held) return account.id;
  }
  return undefined;
}

/**
 * The double-entry ledger (DESIGN §4, docs/trading.md). Every method runs inside the caller's
 * transaction, so a trade's own rows and its postings commit or vanish together.
 */
export class LedgerService {
  constructor(private readonly clock: Clock) {}

  /**
   * Posts a balanced entry and its holds. The accounts are locked in id order first; an account
   * that would end below what it holds (customers: below zero) refuses the whole entry and
   * nothing is written.
   */
  async post(trx: Kysely<Schema>, request: EntryRequest): Promise<PostOutcome> {
    assertWellFormed(request);
    const changes = changesOf(request);
    const locked = await lockAccounts(
      trx,
      changes.map((change) => change.id),
    );
    const short = shortfall(locked, changes, request.postings);
    if (short !== undefined) {
      // A replay of an entry that was posted is still a replay, even if funds ran out since.
      // Looked up under the locks, so a concurrent post of the same key has committed by now.
      const posted = await findEntryId(trx, request.idempotencyKey);
      return posted === undefined
        ? { outcome: 'insufficient_funds', accountId: short }
        : { outcome: 'replayed', entryId: posted };
    }

    const entryId = await insertEntry(trx, {
      kind: request.kind,
      idempotencyKey: request.idempotencyKey,
      reference: request.reference,
      changes,
      postings: request.postings,
      holds: request.holds ?? [],
    });
    if (entryId === undefined) {
      // The key was taken meanwhile; the statement wrote nothing, so there is nothing to undo.
      const posted = await findEntryId(trx, request.idempotencyKey);
      if (posted === undefined) throw new Error('an idempotency key conflicted yet has no entry');
      return { outcome: 'replayed', entryId: posted };
    }
    return { outcome: 'posted', entryId };
  }

  /** Releases the open holds of the given references: the amounts become available again. */
  async releaseHolds(trx: Kysely<Schema>, references: readonly string[]): Promise<void> {
    const released = await releaseHoldRows(trx, references, this.clock.now());
    if (released.length === 0) return;
    const held = sumBy(released.map((hold): [bigint, bigint] => [hold.accountId, -hold.amount]));
    const changes = [...held]
      .map(([id, amount]) => ({ id, balance: 0n, held: amount }))
      .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    // All at once and in id order, like every writer, so a batch of releases cannot deadlock
    // with a trade locking some of the same accounts.
    await lockAccounts(
      trx,
      changes.map((change) => change.id),
    );
    await applyChanges(trx, changes);
  }
}
