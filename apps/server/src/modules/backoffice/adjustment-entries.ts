import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';
import { type EntryRequest, houseShard, type LedgerService } from '../ledger/ledger.service.js';
import type { AdjustmentRow } from './adjustments.repo.js';

/**
 * The journal entry of an approved adjustment (ADR 28): the customer's account on one side, a
 * platform account on the other. A fee refund comes back out of the fees earned in the asset;
 * goodwill, a loss recovery and a correction are the platform's own money, its house account
 * (the shard the adjustment's guid points at). Keyed by the adjustment, so it posts once.
 */
export async function adjustmentEntry(
  ledger: LedgerService,
  trx: Kysely<Schema>,
  adjustment: AdjustmentRow,
  customerAccountId: bigint,
): Promise<EntryRequest> {
  const { guid, asset, amount, category, direction } = adjustment;
  const platform = (await ledger.platformAccounts(trx))[asset];
  const counter = category === 'fee_refund' ? platform.fee : houseShard(platform, guid);
  const toCustomer = direction === 'credit' ? amount : -amount;
  return {
    kind: 'adjustment',
    idempotencyKey: `adjustment:${guid}`,
    reference: `adjustment:${guid}`,
    postings: [
      { accountId: customerAccountId, asset, amount: toCustomer },
      { accountId: counter, asset, amount: -toCustomer },
    ],
  };
}
