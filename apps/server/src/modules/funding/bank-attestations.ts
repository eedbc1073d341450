import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';
import type { FundingContext } from './funding-context.js';
import type { Transfer } from './transfer-row.js';

/** A transfer a bank's backend asked for, and the bank client whose token asked (ADR 61). */
export interface AttestedTransfer {
  transfer: Transfer;
  clientId: string;
}

/**
 * Which bank client asked for each transfer, vouching for its customer's approval, on the audit
 * trail, in the transaction that stores them: for a withdrawal the token stood in for the
 * customer's own approval, so who gave it must be known afterwards.
 */
export async function recordAttestedTransfers(
  ctx: Pick<FundingContext, 'audit'>,
  trx: Kysely<Schema>,
  attested: readonly AttestedTransfer[],
): Promise<void> {
  for (const { transfer, clientId } of attested) {
    await ctx.audit.record(trx, {
      actorType: 'bank',
      actorId: clientId,
      action: 'bank.transfer_attested',
      requestId: null,
      details: {
        customer_guid: transfer.customerGuid,
        transfer_guid: transfer.guid,
        transfer_type: transfer.transferType,
        asset: transfer.asset,
        quote_guid: transfer.quoteGuid,
        estimated_amount: transfer.estimatedAmount.toString(),
      },
    });
  }
}
