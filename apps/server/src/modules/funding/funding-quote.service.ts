import type { Kysely } from 'kysely';
import { addSeconds } from '../../infra/clock.js';
import type { FundingSide } from '../../infra/db/funding-tables.js';
import type { Schema } from '../../infra/db/schema.js';
import { AppError } from '../../infra/errors.js';
import { newGuid } from '../../infra/ids.js';
import type { FundingContext } from './funding-context.js';
import { type FundingQuote, findFundingQuote, insertFundingQuote } from './funding-quotes.repo.js';
import { assertMayWithdraw, assertVerified } from './withdrawal-rules.js';

export interface FundingQuoteRequest {
  customerGuid: string;
  side: FundingSide;
  /** CAD cents: what leaves the sender, or what reaches the receiver. Funding has no fee. */
  amount: { deliver: bigint } | { receive: bigint };
}

/**
 * Funding quotes (`POST /api/quotes`, `product_type: funding`): what a deposit or withdrawal
 * moves, valid for a while. The rules a transfer will meet are checked here already, so the
 * screen learns of a refusal before the customer confirms: the customer is verified, the
 * funding limits have room (checked, not recorded), and withdrawals are not held.
 */
export class FundingQuoteService {
  constructor(private readonly ctx: FundingContext) {}

  /** Creates the quote through `db`: the caller's transaction, or one of its own. */
  async create(db: Kysely<Schema>, request: FundingQuoteRequest): Promise<FundingQuote> {
    const { clock, config, limits } = this.ctx;
    const amount = 'deliver' in request.amount ? request.amount.deliver : request.amount.receive;
    const issuedAt = clock.now();
    const quote: FundingQuote = {
      guid: newGuid(),
      customerGuid: request.customerGuid,
      side: request.side,
      amount,
      fee: 0n,
      issuedAt,
      expiresAt: addSeconds(issuedAt, config.quoteTtlSeconds),
      transferGuid: null,
    };
    const inTransaction = <T>(work: (trx: Kysely<Schema>) => Promise<T>) =>
      db.isTransaction ? work(db) : db.transaction().execute(work);
    await inTransaction(async (trx) => {
      await assertVerified(this.ctx, trx, request.customerGuid);
      if (request.side === 'withdrawal')
        await assertMayWithdraw(this.ctx, trx, request.customerGuid);
      const [refusal] = (
        await limits.check(trx, [
          {
            customerGuid: request.customerGuid,
            kind: 'funding',
            amount,
            reference: `funding-quote:${quote.guid}`,
          },
        ])
      ).outcomes;
      if (refusal !== undefined) throw refusal;
      await insertFundingQuote(trx, quote);
    });
    return quote;
  }

  async get(db: Kysely<Schema>, customerGuid: string, guid: string) {
    return findFundingQuote(db, customerGuid, guid);
  }

  /** A quote of the customer, for a refusal that says why it cannot be used. */
  async require(db: Kysely<Schema>, customerGuid: string, guid: string): Promise<FundingQuote> {
    const quote = await findFundingQuote(db, customerGuid, guid);
    if (quote === undefined) throw new AppError('not_found', 'Quote not found');
    return quote;
  }
}
