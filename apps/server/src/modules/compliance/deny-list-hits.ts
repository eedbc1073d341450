import { newGuid } from '../../infra/ids.js';
import {
  type CaseRow,
  findUnclosedDenyListCase,
  insertCase,
  lockCustomerCases,
} from './compliance.repo.js';
import type { ComplianceContext } from './compliance-context.js';

/** A customer entered an address of the wallet deny list (modules/wallets tells of each). */
export interface DenyListHit {
  customerGuid: string;
  asset: string;
  /** As the customer entered it. */
  address: string;
  /** The deny list's entry: its number, name and currency code. */
  listEntry: { entNum: string; name: string; currency: string };
  /** Where it was entered: checking a wallet, adding one, or withdrawing to a saved one. */
  source: 'check_wallet' | 'external_wallet' | 'withdrawal';
}

/**
 * Opens a `deny_list_hit` case for staff to look at who tried to send to a sanctioned party,
 * in a transaction of its own (the refused request writes nothing). Entering the same address
 * again while its case is unclosed opens no second one.
 */
export class DenyListHits {
  constructor(private readonly ctx: ComplianceContext) {}

  async record(hit: DenyListHit): Promise<CaseRow | undefined> {
    return this.ctx.db.transaction().execute(async (trx) => {
      await lockCustomerCases(trx, hit.customerGuid);
      if ((await findUnclosedDenyListCase(trx, hit.customerGuid, hit.address)) !== undefined) {
        return undefined;
      }
      const now = this.ctx.clock.now();
      const guid = newGuid();
      const opened = await insertCase(trx, {
        guid,
        kind: 'deny_list_hit',
        customerGuid: hit.customerGuid,
        openedAt: now,
        deadline: null,
        reportDraft: {
          asset: hit.asset,
          address: hit.address,
          source: hit.source,
          list_entry: {
            ent_num: hit.listEntry.entNum,
            name: hit.listEntry.name,
            currency: hit.listEntry.currency,
          },
          entered_at: now.toISOString(),
        },
      });
      await this.ctx.audit.record(trx, {
        actorType: 'system',
        actorId: null,
        action: 'compliance.case_opened',
        requestId: null,
        details: { case_guid: guid, kind: 'deny_list_hit', customer_guid: hit.customerGuid },
      });
      return opened;
    });
  }
}
