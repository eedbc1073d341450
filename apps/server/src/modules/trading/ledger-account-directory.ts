import type { AssetCode } from '@maple/money';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';
import { customerLedgerAccounts } from './trading.repo.js';

/** Bounds the memory; forgetting only costs a database read. */
const maxRemembered = 50_000;

/**
 * Which ledger account holds a customer's asset. The answer never changes once the account
 * exists (accounts are not deleted or moved), so each instance remembers it and a trade skips
 * the lookup after a customer's first.
 */
export class LedgerAccountDirectory {
  private readonly known = new Map<string, bigint>();

  async of(
    db: Kysely<Schema>,
    customerGuid: string,
    assetCodes: readonly AssetCode[],
  ): Promise<Map<AssetCode, bigint>> {
    const found = new Map<AssetCode, bigint>();
    for (const asset of assetCodes) {
      const id = this.known.get(`${customerGuid}:${asset}`);
      if (id !== undefined) found.set(asset, id);
    }
    if (found.size === assetCodes.length) return found;
    const looked = await customerLedgerAccounts(db, customerGuid, assetCodes);
    if (this.known.size + looked.size > maxRemembered) this.known.clear();
    for (const [asset, id] of looked) this.known.set(`${customerGuid}:${asset}`, id);
    return looked;
  }
}
