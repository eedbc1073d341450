import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';
import type { FundingWallets } from './funding-context.js';
import { type TravelRuleParty, transferParties } from './travel-rule-parties.repo.js';

/**
 * Whose wallet each of the customer's withdrawals among `guids` went to, for their tax year
 * (docs/product/tax.md, "What is a disposition"): the withdrawal's own travel-rule answer when
 * it has one, else what the customer said of the wallet (wallets' owners), else null. Two
 * statements per batch, whatever its size.
 */
export function withdrawalOwners(wallets: Pick<FundingWallets, 'owners'>) {
  return {
    async byGuid(
      db: Kysely<Schema>,
      customerGuid: string,
      guids: readonly string[],
    ): Promise<Map<string, TravelRuleParty>> {
      const parties = await transferParties(db, customerGuid, guids);
      const unanswered = [...parties.values()].flatMap(({ party, walletGuid }) =>
        party === null && walletGuid !== null ? [walletGuid] : [],
      );
      const owners = await wallets.owners.ownersOf(db, customerGuid, unanswered);
      return new Map(
        [...parties].map(([guid, { party, walletGuid }]) => [
          guid,
          party ?? (walletGuid === null ? null : (owners.get(walletGuid) ?? null)),
        ]),
      );
    },
  };
}
