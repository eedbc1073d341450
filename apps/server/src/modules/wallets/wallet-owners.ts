import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';
import { AppError } from '../../infra/errors.js';
import { ownersOf, ownersOfLiveWallets, setWalletOwner } from './wallet-owners.repo.js';
import type { WalletOwner } from './wallets.tables.js';
import type { WalletsContext } from './wallets-context.js';

/** One wallet and whose it is, as the customer said (null: not said). */
export interface StatedWalletOwner {
  external_wallet_guid: string;
  owner: WalletOwner | null;
}

/**
 * Whose wallet each of the customer's external wallets is (docs/product/tax.md): the customer
 * says it when adding a wallet or afterwards, and may change it; each change is audited. The
 * tax year reads it, through funding, for the withdrawals the travel rule did not ask about.
 */
export class WalletOwners {
  constructor(private readonly ctx: Pick<WalletsContext, 'db' | 'clock' | 'audit'>) {}

  async list(customerGuid: string): Promise<StatedWalletOwner[]> {
    const rows = await ownersOfLiveWallets(this.ctx.db, customerGuid);
    return rows.map((row) => ({ external_wallet_guid: row.guid, owner: row.owner }));
  }

  /** 404 when the customer has no such live wallet; nothing is written then. */
  set(
    customerGuid: string,
    guid: string,
    owner: WalletOwner | null,
    requestId: string,
  ): Promise<StatedWalletOwner> {
    return this.ctx.db.transaction().execute(async (trx) => {
      const now = this.ctx.clock.now();
      const changed = await setWalletOwner(trx, customerGuid, guid, owner, now);
      if (changed === undefined) throw new AppError('not_found', 'No such external wallet');
      await this.ctx.audit.record(trx, {
        actorType: 'customer',
        actorId: customerGuid,
        action: 'customer.wallet_owner_stated',
        requestId,
        details: { external_wallet_guid: guid, before: changed.before, after: owner },
      });
      return { external_wallet_guid: guid, owner };
    });
  }

  /** Whose each of the customer's wallets among `guids` is, for funding's withdrawals. */
  ownersOf(
    db: Kysely<Schema>,
    customerGuid: string,
    guids: readonly string[],
  ): Promise<Map<string, WalletOwner | null>> {
    return ownersOf(db, customerGuid, guids);
  }
}
