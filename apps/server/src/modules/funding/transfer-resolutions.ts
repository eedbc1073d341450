import { AppError } from '../../infra/errors.js';
import type { StaffActor } from './etransfer-deposits.js';
import type { FundingContext } from './funding-context.js';
import { lockTransfer } from './transfers.repo.js';
import { insertResolution, isCustomersOwnFailure } from './transfers-attention.repo.js';

/**
 * A failed transfer handled by staff, with what was done (audited): it leaves the "need a look"
 * queue and the overview's count. Nothing of the transfer or the books changes. Only a failure
 * the queue lists may be resolved: a stuck transfer leaves the queue when it ends, and one the
 * customer cancelled or left unapproved is not listed.
 */
export function resolveFailedTransfer(
  ctx: Pick<FundingContext, 'db' | 'clock' | 'audit'>,
  actor: StaffActor,
  resolution: { transferGuid: string; note: string },
): Promise<{ transferGuid: string; resolvedAt: Date }> {
  const { transferGuid, note } = resolution;
  return ctx.db.transaction().execute(async (trx) => {
    const transfer = await lockTransfer(trx, transferGuid);
    if (transfer === undefined) throw new AppError('not_found', 'Transfer not found');
    if (transfer.state !== 'failed' || isCustomersOwnFailure(transfer.failureCode)) {
      throw new AppError(
        'conflict',
        `This transfer is ${transfer.state}${transfer.failureCode ? ` (${transfer.failureCode})` : ''}: there is no failure to resolve`,
      );
    }
    const resolvedAt = ctx.clock.now();
    const recorded = { transferGuid, staffId: actor.staffId, note, resolvedAt };
    if (!(await insertResolution(trx, recorded))) {
      throw new AppError('conflict', 'This failure was resolved already');
    }
    await ctx.audit.record(trx, {
      actorType: 'staff',
      actorId: actor.staffId,
      action: 'funding.transfer_failure_resolved',
      requestId: actor.requestId,
      details: { transfer_guid: transferGuid, customer_guid: transfer.customerGuid, note },
    });
    return { transferGuid, resolvedAt };
  });
}
