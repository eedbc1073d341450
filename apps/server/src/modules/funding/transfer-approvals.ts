import { withdrawalBinding } from '@maple/contracts';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';
import { AppError } from '../../infra/errors.js';
import type { FundingContext } from './funding-context.js';
import type { SandboxRails } from './sandbox-rails.js';
import type { CryptoTransferKind } from './transfer-kinds.js';
import type { Transfer } from './transfer-row.js';
import { lockTransfer, onBankRail } from './transfers.repo.js';
import { heldRefusal, lockedRefusal, withdrawalStandings } from './withdrawal-rules.js';

/**
 * What an approval of this withdrawal must be bound to: the same binding a confirmation for it
 * would have carried in the request (its quote, and the wallet or the EFT's bank account), so
 * an approval given for one withdrawal approves no other.
 */
export const approvalBindingOf = (transfer: Transfer): string => {
  if (transfer.transferType === 'crypto') {
    return withdrawalBinding(transfer.quoteGuid, transfer.externalWalletGuid ?? '');
  }
  return withdrawalBinding(
    transfer.quoteGuid,
    transfer.rail === 'eft' ? (transfer.externalBankAccountGuid ?? '') : undefined,
  );
};

/**
 * Withdrawals that wait `holding` for their customer's approval (a Cybrid-shaped request without
 * one, docs/decisions/0058-cybrid-requests-wait-for-the-customer.md). The customer approves with
 * the confirmation a withdrawal made in the app spends (an e-mail or authenticator code, or a
 * passkey), bound to this withdrawal; it then goes on as if just made with it. The row is locked
 * first and the confirmation is single-use, so two approvals at once move it once. The holds and
 * locks that refuse a new withdrawal refuse its approval too.
 */
export class TransferApprovals {
  constructor(
    private readonly ctx: FundingContext,
    private readonly deps: { rails: SandboxRails; crypto: () => CryptoTransferKind },
  ) {}

  async approve(customerGuid: string, guid: string, token: string): Promise<Transfer> {
    const confirmation = await this.ctx.otp.readConfirmation(token);
    return this.ctx.db.transaction().execute(async (trx) => {
      const transfer = await this.awaiting(trx, customerGuid, guid);
      const userId = await this.mayWithdraw(trx, customerGuid);
      const [refusal] = await this.ctx.otp.spendConfirmations(trx, [
        {
          confirmation,
          expected: { userId, purpose: 'withdrawal', binding: approvalBindingOf(transfer) },
        },
      ]);
      if (refusal !== undefined) throw refusal;
      return transfer.transferType === 'crypto'
        ? this.deps.crypto().approved(trx, transfer)
        : this.deps.rails.approved(trx, onBankRail(transfer));
    });
  }

  /** The customer's withdrawal, locked, still waiting and within its time. */
  private async awaiting(trx: Kysely<Schema>, customerGuid: string, guid: string) {
    const transfer = await lockTransfer(trx, guid);
    if (transfer?.customerGuid !== customerGuid || transfer.side !== 'withdrawal') {
      throw new AppError('not_found', 'Transfer not found');
    }
    if (transfer.state !== 'holding') {
      throw new AppError(
        'conflict',
        `This withdrawal is ${transfer.state}: it no longer waits for your approval`,
      );
    }
    // Its expiry step may not have run yet; once due, it is past approving.
    if (transfer.stepDueAt === null || transfer.stepDueAt <= this.ctx.clock.now()) {
      throw new AppError(
        'conflict',
        'The time to approve this withdrawal has passed: nothing was sent. Ask for it again.',
      );
    }
    return transfer;
  }

  /** The customer's user, when neither a hold nor a lock stops their withdrawals now. */
  private async mayWithdraw(trx: Kysely<Schema>, customerGuid: string): Promise<string> {
    const standing = (await withdrawalStandings(this.ctx, trx, [customerGuid])).get(customerGuid);
    if (standing === undefined) throw new Error('a withdrawal without its standing');
    if (standing.hold !== undefined) throw heldRefusal(standing.hold);
    const lock = (await this.ctx.wallets.withdrawalLocks(trx, [customerGuid])).get(customerGuid);
    if (lock !== undefined) throw lockedRefusal(lock);
    return standing.userId;
  }
}
