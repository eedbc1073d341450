import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';
import type { AccountsService, AccountWanted } from './accounts.service.js';

/** Bounds the memory; forgetting only costs a database read. */
const maxRemembered = 50_000;

export const accountKey = (wanted: AccountWanted): string =>
  `${wanted.customerGuid}:${wanted.asset}`;

/** A customer's platform account of an asset, and the ledger account behind it. */
export interface KnownAccount {
  guid: string;
  ledgerAccountId: bigint;
}

/**
 * Which platform and ledger account hold a customer's asset. The answer never changes once the
 * account exists (accounts are not deleted or moved), so each instance remembers it and the hot
 * paths (a trade, a transfer, a rail step) skip the lookup after a customer's first. Only
 * accounts read through `db` are remembered: use it where they were committed before (sign-up
 * opens them), not in the transaction that opens one.
 */
export class LedgerAccountDirectory {
  private readonly known = new Map<string, KnownAccount>();

  constructor(private readonly accounts: Pick<AccountsService, 'ledgerAccountsOf'>) {}

  /** The accounts that exist among those wanted, keyed by `accountKey`; two reads at most. */
  async of(
    db: Kysely<Schema>,
    wanted: readonly AccountWanted[],
  ): Promise<Map<string, KnownAccount>> {
    const found = new Map<string, KnownAccount>();
    const missing: AccountWanted[] = [];
    for (const want of wanted) {
      const known = this.known.get(accountKey(want));
      if (known === undefined) missing.push(want);
      else found.set(accountKey(want), known);
    }
    if (missing.length === 0) return found;
    const looked = await this.accounts.ledgerAccountsOf(db, missing);
    if (this.known.size + looked.length > maxRemembered) this.known.clear();
    for (const row of looked) {
      const known = { guid: row.guid, ledgerAccountId: row.ledgerAccountId };
      this.known.set(accountKey(row), known);
      found.set(accountKey(row), known);
    }
    return found;
  }
}
