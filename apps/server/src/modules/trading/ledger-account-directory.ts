import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';
import type { AccountsService, AccountWanted } from '../accounts/accounts.service.js';

/** Bounds the memory; forgetting only costs a database read. */
const maxRemembered = 50_000;

export const accountKey = (wanted: AccountWanted): string =>
  `${wanted.customerGuid}:${wanted.asset}`;

/**
 * Which ledger account holds a customer's asset. The answer never changes once the account
 * exists (accounts are not deleted or moved), so each instance remembers it and a trade skips
 * the lookup after a customer's first.
 */
export class LedgerAccountDirectory {
  private readonly known = new Map<string, bigint>();

  constructor(private readonly accounts: AccountsService) {}

  /** The ledger accounts that exist among those wanted, keyed by `accountKey`; two reads at most. */
  async of(db: Kysely<Schema>, wanted: readonly AccountWanted[]): Promise<Map<string, bigint>> {
    const found = new Map<string, bigint>();
    const missing: AccountWanted[] = [];
    for (const want of wanted) {
      const id = this.known.get(accountKey(want));
      if (id === undefined) missing.push(want);
      else found.set(accountKey(want), id);
    }
    if (missing.length === 0) return found;
    const looked = await this.accounts.ledgerAccountsOf(db, missing);
    if (this.known.size + looked.length > maxRemembered) this.known.clear();
    for (const row of looked) {
      this.known.set(accountKey(row), row.ledgerAccountId);
      found.set(accountKey(row), row.ledgerAccountId);
    }
    return found;
  }
}
