import { addSeconds } from '../../infra/clock.js';
import type { JobQueue } from '../../infra/jobs/job-queue.js';
import { EtransferDeposits, type StaffActor } from './etransfer-deposits.js';
import type { FundingContext } from './funding-context.js';
import {
  countFundingQueues,
  countReturnsSince,
  type FundingQueueCounts,
} from './funding-overview.repo.js';
import { FundingPostings } from './funding-postings.js';
import { FundingQuoteService } from './funding-quote.service.js';
import { FundingQuotePosts } from './funding-quote-posts.js';
import { Reconciliation } from './reconciliation.js';
import { SandboxRails } from './sandbox-rails.js';
import { TransferService } from './transfer.service.js';
import { resolveFailedTransfer } from './transfer-resolutions.js';
import { listReturns } from './transfers.repo.js';
import { listAttentionTransfers } from './transfers-attention.repo.js';
import { type WithdrawalHold, withdrawalHoldOf } from './withdrawal-rules.js';

export type { FundingContext } from './funding-context.js';

/** Where a customer's funding stands: their e-Transfer code and whether they may withdraw. */
export interface FundingStanding {
  referenceCode: string;
  withdrawalHold: WithdrawalHold | undefined;
}

/**
 * CAD funding (docs/product/lifecycles.md, ADR 20), built once in `services.ts`: funding quotes,
 * transfers, the sandbox rails (their jobs registered on the queue), e-Transfer deposits and
 * suspense, returns and reconciliation.
 */
export class FundingService {
  readonly quotes: FundingQuoteService;
  readonly transfers: TransferService;
  readonly rails: SandboxRails;
  readonly etransfers: EtransferDeposits;
  readonly reconciliation: Reconciliation;
  /**
   * `POST /api/quotes` for `product_type: funding` (the trading routes' port); crypto transfer
   * quotes attach to it (modules/crypto, ADR 48).
   */
  readonly quotePosts: FundingQuotePosts;

  constructor(
    readonly ctx: FundingContext,
    jobs: JobQueue,
  ) {
    const postings = new FundingPostings(ctx);
    this.quotes = new FundingQuoteService(ctx);
    this.rails = new SandboxRails(ctx, postings, jobs);
    this.transfers = new TransferService(ctx, { postings, rails: this.rails });
    this.etransfers = new EtransferDeposits(ctx, postings, this.rails);
    this.rails.attachIncoming(this.etransfers);
    this.reconciliation = new Reconciliation(ctx, jobs);
    this.quotePosts = new FundingQuotePosts(ctx, this.quotes);
  }

  async standing(customerGuid: string): Promise<FundingStanding> {
    return {
      referenceCode: await this.etransfers.referenceCodeOf(customerGuid),
      withdrawalHold: await withdrawalHoldOf(this.ctx, this.ctx.db, customerGuid),
    };
  }

  /**
   * How much each funding queue of the back office holds, and the deposits returned since
   * `since` (the overview). Counts only, no personal data: not audited.
   */
  async queueCounts(since: Date): Promise<FundingQueueCounts & { returnsSince: number }> {
    const { db, clock, config } = this.ctx;
    const stuckBefore = addSeconds(clock.now(), -config.stuckTransferSeconds);
    const [counts, returnsSince] = await Promise.all([
      countFundingQueues(db, stuckBefore),
      countReturnsSince(db, since),
    ]);
    return { ...counts, returnsSince };
  }

  /** Returned deposits and what their customers owe, for the back office (audited). */
  returns(actor: StaffActor, page: { offset: number; limit: number }) {
    return this.ctx.db.transaction().execute(async (trx) => {
      const returns = await listReturns(trx, page);
      await this.ctx.audit.record(trx, {
        actorType: 'staff',
        actorId: actor.staffId,
        action: 'funding.returns.viewed',
        requestId: actor.requestId,
        details: { count: returns.length },
      });
      return returns;
    });
  }

  /**
   * Failed transfers not resolved nor of the customer's own doing, and those not final after
   * `stuckTransferSeconds` (audited).
   */
  attention(actor: StaffActor, page: { offset: number; limit: number }) {
    const { db, clock, config, audit } = this.ctx;
    const stuckBefore = addSeconds(clock.now(), -config.stuckTransferSeconds);
    return db.transaction().execute(async (trx) => {
      const transfers = await listAttentionTransfers(trx, stuckBefore, page);
      await audit.record(trx, {
        actorType: 'staff',
        actorId: actor.staffId,
        action: 'funding.transfers_attention.viewed',
        requestId: actor.requestId,
        details: { transfer_guids: transfers.map((transfer) => transfer.guid) },
      });
      return transfers;
    });
  }

  /** A failed transfer of the queue, handled by staff (`resolveFailedTransfer`). */
  resolveAttention(actor: StaffActor, transferGuid: string, note: string) {
    return resolveFailedTransfer(this.ctx, actor, { transferGuid, note });
  }
}
