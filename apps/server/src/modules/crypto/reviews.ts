import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';
import { AppError } from '../../infra/errors.js';
import type { StaffActor } from '../funding/etransfer-deposits.js';
import type { Transfer } from '../funding/transfer-row.js';
import type { AwaitingApproval, RecentWithdrawal } from '../funding/transfer-store.js';
import type { CryptoContext } from './crypto-context.js';
import type { ChainStepScheduler } from './ports.js';
import { releaseWithdrawalHold } from './postings.js';

/** A crypto withdrawal waiting for staff, with its travel rule's third party decrypted. */
export interface ReviewedWithdrawal {
  transfer: Transfer;
  travelRuleName: string | null;
  travelRuleAddress: string | null;
}

/** What a reviewer needs to decide beside the withdrawal: who, where to, and what came before. */
export interface QueuedWithdrawal extends ReviewedWithdrawal {
  customer: { name: string; email: string } | undefined;
  wallet: Awaited<ReturnType<CryptoContext['wallets']['reviewedWallet']>>;
  /** The customer's other withdrawals, newest first, at most `RECENT_WITHDRAWALS`. */
  recent: RecentWithdrawal[];
}

/** How many of the customer's other withdrawals a reviewer sees beside one under review. */
export const RECENT_WITHDRAWALS = 5;

export interface CryptoDecision {
  decision: 'approve' | 'reject';
  reason: string;
}

/**
 * Crypto withdrawals after creation, before the chain (ADR 23): the customer cancels one still
 * waiting for staff; staff (compliance, admin) approve it to the chain or reject it; both give
 * back the held amount. Staff's views and decisions are audited.
 */
export class CryptoReviews {
  constructor(
    private readonly ctx: CryptoContext,
    private readonly chainSteps: ChainStepScheduler,
  ) {}

  /**
   * The customer cancels a withdrawal while it waits for staff, or for their own approval
   * (ADR 58): failed `cancelled`.
   */
  async cancel(trx: Kysely<Schema>, transfer: Transfer): Promise<Transfer> {
    const waiting = transfer.state === 'reviewing' || transfer.state === 'holding';
    if (transfer.side !== 'withdrawal' || !waiting) {
      throw new AppError(
        'conflict',
        `A ${transfer.state} crypto transfer can no longer be cancelled`,
      );
    }
    return this.fail(trx, transfer, 'cancelled', {});
  }

  /** Staff's decision on a withdrawal in `reviewing`: to the chain now, or failed and released. */
  decide(actor: StaffActor, guid: string, decision: CryptoDecision): Promise<Transfer> {
    return this.ctx.db.transaction().execute(async (trx) => {
      const { transfers } = this.ctx;
      const transfer = await transfers.lock(trx, guid);
      if (transfer?.transferType !== 'crypto' || transfer.side !== 'withdrawal') {
        throw new AppError('not_found', 'Crypto withdrawal not found');
      }
      if (transfer.state !== 'reviewing') {
        throw new AppError('conflict', `A ${transfer.state} withdrawal awaits no decision`);
      }
      const now = this.ctx.clock.now();
      const review = {
        reviewed_by: actor.staffId,
        reviewed_at: now,
        review_reason: decision.reason,
      };
      const decided =
        decision.decision === 'approve'
          ? await transfers.update(trx, guid, {
              ...review,
              state: 'pending',
              next_step: 'broadcast',
              step_due_at: now,
              updated_at: now,
            })
          : await this.fail(trx, transfer, 'compliance_rejection', review);
      if (decided.stepDueAt !== null) await this.chainSteps.scheduleSteps(trx, decided.stepDueAt);
      await this.ctx.audit.record(trx, {
        actorType: 'staff',
        actorId: actor.staffId,
        action: `crypto_withdrawal.${decision.decision === 'approve' ? 'approved' : 'rejected'}`,
        requestId: actor.requestId,
        details: { transfer_guid: guid, customer_guid: transfer.customerGuid },
      });
      return decided;
    });
  }

  /**
   * The withdrawals waiting for staff, the travel rule decrypted, each with its customer, its
   * wallet screened again and the customer's recent withdrawals: a view of personal data.
   */
  awaiting(actor: StaffActor, page: { offset: number; limit: number }) {
    return this.ctx.db.transaction().execute(async (trx) => {
      const rows = await this.ctx.transfers.reviews.awaiting(trx, page);
      const reviewed: ReviewedWithdrawal[] = [];
      for (const row of rows) reviewed.push(await this.decrypted(trx, row));
      const queued = await this.withContext(trx, reviewed);
      await this.ctx.audit.record(trx, {
        actorType: 'staff',
        actorId: actor.staffId,
        action: 'crypto_withdrawals.viewed',
        requestId: actor.requestId,
        details: { transfer_guids: rows.map((row) => row.guid) },
      });
      return queued;
    });
  }

  /** The customers, wallets and earlier withdrawals of a page of the queue, read together. */
  private async withContext(
    trx: Kysely<Schema>,
    reviewed: readonly ReviewedWithdrawal[],
  ): Promise<QueuedWithdrawal[]> {
    if (reviewed.length === 0) return [];
    const customerGuids = [...new Set(reviewed.map(({ transfer }) => transfer.customerGuid))];
    const holders = await this.ctx.customers.holdersOf(trx, customerGuids);
    // One more each, since a withdrawal under review is among its customer's newest.
    const recent = await this.ctx.transfers.reviews.recentWithdrawalsOf(
      trx,
      customerGuids,
      RECENT_WITHDRAWALS + 1,
    );
    const queued: QueuedWithdrawal[] = [];
    for (const seen of reviewed) {
      const { customerGuid, externalWalletGuid, guid } = seen.transfer;
      const holder = holders.get(customerGuid);
      queued.push({
        ...seen,
        customer: holder && { name: holder.display_name, email: holder.email },
        wallet:
          externalWalletGuid === null
            ? undefined
            : await this.ctx.wallets.reviewedWallet(trx, customerGuid, externalWalletGuid),
        recent: recent
          .filter((other) => other.customerGuid === customerGuid && other.guid !== guid)
          .slice(0, RECENT_WITHDRAWALS),
      });
    }
    return queued;
  }

  /** One crypto transfer, deposit or withdrawal, its travel rule decrypted: audited too. */
  one(actor: StaffActor, guid: string): Promise<ReviewedWithdrawal> {
    return this.ctx.db.transaction().execute(async (trx) => {
      const row = await this.ctx.transfers.reviews.travelRuleOf(trx, guid);
      if (row === undefined) throw new AppError('not_found', 'Crypto transfer not found');
      const seen = await this.decrypted(trx, row);
      await this.ctx.audit.record(trx, {
        actorType: 'staff',
        actorId: actor.staffId,
        action: 'crypto_transfer.viewed',
        requestId: actor.requestId,
        details: { transfer_guid: guid, customer_guid: row.customerGuid },
      });
      return seen;
    });
  }

  private async decrypted(trx: Kysely<Schema>, row: AwaitingApproval): Promise<ReviewedWithdrawal> {
    const transfer = await this.ctx.transfers.find(trx, row.customerGuid, row.guid);
    if (transfer === undefined) throw new Error(`transfer ${row.guid} vanished`);
    const decrypt = (text: string | null) =>
      text === null ? null : this.ctx.encryption.decrypt(text);
    return {
      transfer,
      travelRuleName: decrypt(row.nameCiphertext),
      travelRuleAddress: decrypt(row.addressCiphertext),
    };
  }

  /** Fails a withdrawal that never reached the chain, giving its hold and limit usage back. */
  private async fail(
    trx: Kysely<Schema>,
    transfer: Transfer,
    failureCode: 'cancelled' | 'compliance_rejection',
    review: { reviewed_by?: string; reviewed_at?: Date; review_reason?: string },
  ): Promise<Transfer> {
    await releaseWithdrawalHold(this.ctx, trx, transfer.guid);
    const now = this.ctx.clock.now();
    return this.ctx.transfers.update(trx, transfer.guid, {
      ...review,
      state: 'failed',
      failure_code: failureCode,
      // A `holding` one had its expiry due: nothing is left to run.
      next_step: null,
      step_due_at: null,
      updated_at: now,
    });
  }
}
