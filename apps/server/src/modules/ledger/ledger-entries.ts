import type { AssetCode } from '@maple/money';
import type { AccountChange, LockedAccount } from './ledger.repo.js';

/** What an entry is made of, and the checks every entry passes before it reaches the books. */

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
  kind: 'trade' | 'sandbox_funding' | 'reversal' | 'funding' | 'crypto_transfer' | 'adjustment';
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

/** One outcome per entry posted, in order: a list of one answers a tuple of one. */
export type OutcomesOf<R extends readonly EntryRequest[]> = {
  -readonly [K in keyof R]: PostOutcome;
};

/** The ledger answered each entry exactly once, so `OutcomesOf` may be read by position. */
export function outcomeForEach<R extends readonly EntryRequest[]>(
  requests: R,
  outcomes: PostOutcome[],
): outcomes is PostOutcome[] & OutcomesOf<R> {
  return outcomes.length === requests.length;
}

/** A malformed entry is a programming error, never customer input: it must not reach the books. */
export class UnbalancedEntryError extends Error {
  override name = 'UnbalancedEntryError';
}

export const byId = (a: bigint, b: bigint) => (a < b ? -1 : a > b ? 1 : 0);

export function sumBy<K>(items: Iterable<[K, bigint]>): Map<K, bigint> {
  const totals = new Map<K, bigint>();
  for (const [key, amount] of items) totals.set(key, (totals.get(key) ?? 0n) + amount);
  return totals;
}

export function assertWellFormed(request: EntryRequest): void {
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
export function changesOf(request: EntryRequest): AccountChange[] {
  const balances = sumBy(request.postings.map((p): [bigint, bigint] => [p.accountId, p.amount]));
  const held = sumBy((request.holds ?? []).map((h): [bigint, bigint] => [h.accountId, h.amount]));
  const ids = [...new Set([...balances.keys(), ...held.keys()])].sort(byId);
  return ids.map((id) => ({ id, balance: balances.get(id) ?? 0n, held: held.get(id) ?? 0n }));
}

/** Every posting names a locked account of its asset. */
export function assertAccountsMatch(
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
export function shortfall(
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
export function applyChange(
  accounts: Map<bigint, LockedAccount>,
  changes: readonly AccountChange[],
): void {
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
