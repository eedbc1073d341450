import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';
import type { AuditService } from '../audit/audit.service.js';
import type { Claimed } from './trade-claims.js';
import type { Trade } from './trades.repo.js';

/**
 * Which bank client asked for each trade its token made, on the audit trail, in the transaction
 * that stores the trades (ADR 66): the token stood in for the customer's own request, so who gave
 * it must be known afterwards. A trade that failed for want of funds was asked for too.
 */
export async function recordAttestedTrades(
  audit: Pick<AuditService, 'record'>,
  trx: Kysely<Schema>,
  claimed: readonly Claimed[],
  stored: ReadonlyMap<string, Trade>,
): Promise<void> {
  for (const { attestedBy, tradeGuid } of claimed) {
    const trade = stored.get(tradeGuid);
    if (attestedBy === undefined || trade === undefined) continue;
    await audit.record(trx, {
      actorType: 'bank',
      actorId: attestedBy,
      action: 'bank.trade_attested',
      requestId: null,
      details: {
        customer_guid: trade.customerGuid,
        trade_guid: trade.guid,
        quote_guid: trade.quoteGuid,
        symbol: trade.symbol,
        side: trade.side,
        state: trade.state,
        deliver_amount: trade.deliverAmount.toString(),
        receive_amount: trade.receiveAmount.toString(),
        fee: trade.fee.toString(),
      },
    });
  }
}
