import {
  claimCryptoQuote,
  findCryptoQuote,
  insertCryptoQuote,
  insertDepositQuote,
} from './crypto-quotes.repo.js';
import { listAwaitingApproval, recentWithdrawalsOf, travelRuleOf } from './crypto-reviews.repo.js';
import { chainDepositExists, dueCryptoGuids, nextChainStepDueAt } from './crypto-transfers.repo.js';
import {
  findTransfer,
  insertTransfer,
  lockTransfer,
  readTransfer,
  updateTransfer,
} from './transfers.repo.js';

export type { CryptoQuote } from './crypto-quotes.repo.js';
export type { AwaitingApproval, RecentWithdrawal } from './crypto-reviews.repo.js';

/**
 * What crypto transfers (modules/crypto, ADR 48) read and write of the tables funding owns: their
 * rows of `transfers` and `funding_quotes` (ADR 23). Funding keeps the SQL (ADR 47) and hands it
 * over here, each call in the caller's transaction, so crypto needs no funding repo.
 */
export const transferStore = {
  /** Every writer of a transfer locks it first, then changes it. */
  lock: lockTransfer,
  update: updateTransfer,
  /** A transfer read without a lock (the chain is asked outside any transaction). */
  read: readTransfer,
  /** The customer's transfer; undefined for another customer's. */
  find: findTransfer,
  insert: insertTransfer,
  /** Crypto rows of `funding_quotes`: a withdrawal's quote, and the one a chain deposit carries. */
  quotes: {
    insert: insertCryptoQuote,
    find: findCryptoQuote,
    claim: claimCryptoQuote,
    insertForDeposit: insertDepositQuote,
  },
  /** The chain's side of crypto transfers: a deposit seen already, the steps due. */
  chain: {
    depositExists: chainDepositExists,
    dueGuids: dueCryptoGuids,
    nextStepDueAt: nextChainStepDueAt,
  },
  /** Crypto withdrawals waiting for staff, one transfer's travel rule, recent withdrawals. */
  reviews: {
    awaiting: listAwaitingApproval,
    travelRuleOf,
    recentWithdrawalsOf,
  },
};

export type TransferStore = typeof transferStore;
