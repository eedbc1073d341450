import type { JobQueue } from '../../infra/jobs/job-queue.js';
import type { CryptoTransferKind } from '../funding/transfer-kinds.js';
import { CryptoSteps } from './chain-steps.js';
import type { CryptoContext } from './crypto-context.js';
import { CryptoDeposits } from './deposits.js';
import type { CryptoDeps } from './ports.js';
import { CryptoQuoteService } from './quote.service.js';
import { CryptoQuotePosts } from './quote-posts.js';
import { CryptoReviews } from './reviews.js';
import { CryptoWithdrawalCreation } from './withdrawals.js';

/**
 * Crypto transfers on their chain (docs/product/lifecycles.md, ADR 23, ADR 48), built once in
 * `crypto.module.ts`: the chain's steps (their job registered on the queue), incoming deposits,
 * withdrawals and their staff reviews, and the quotes. Their rows are funding's transfers, so
 * funding's `/api/transfers` and `/api/quotes` reach them through the two ports below.
 */
export class CryptoService {
  readonly chainSteps: CryptoSteps;
  /** Incoming deposits, the travel rule's answer for one, and the sandbox chain's controls. */
  readonly deposits: CryptoDeposits;
  /** Crypto withdrawals waiting for staff. */
  readonly reviews: CryptoReviews;
  /** How `/api/transfers` creates and cancels crypto withdrawals (funding's port). */
  readonly kind: CryptoTransferKind;
  /** `POST /api/quotes` for `product_type: crypto_transfer` (funding's port). */
  readonly quotePosts: CryptoQuotePosts;

  constructor(ctx: CryptoContext, chain: CryptoDeps, jobs: JobQueue) {
    this.chainSteps = new CryptoSteps(ctx, chain, jobs);
    this.reviews = new CryptoReviews(ctx, this.chainSteps);
    const creation = new CryptoWithdrawalCreation(ctx, this.chainSteps);
    this.kind = {
      createAll: (trx, requests) => creation.createAll(trx, requests),
      cancel: (trx, transfer) => this.reviews.cancel(trx, transfer),
      approved: (trx, transfer) => creation.approved(trx, transfer),
    };
    this.quotePosts = new CryptoQuotePosts(ctx, new CryptoQuoteService(ctx));
    this.deposits = new CryptoDeposits(ctx, chain, this.chainSteps);
    this.chainSteps.attachDeposits(this.deposits);
  }
}
