import type { Kysely } from 'kysely';
import { addSeconds } from '../../infra/clock.js';
import type { ItemOutcome } from '../../infra/db/batch-queue.js';
import type { Schema } from '../../infra/db/schema.js';
import { AppError } from '../../infra/errors.js';
import { newGuid } from '../../infra/ids.js';
import { RecentlyVerified } from '../customers/recently-verified.js';
import type { FundingSide } from './funding.tables.js';
import type { FundingContext } from './funding-context.js';
import { type FundingQuote, findFundingQuote, insertFundingQuotes } from './funding-quotes.repo.js';
import type { QuoteAmount } from './quote-amount.js';
import { RecentlyFree } from './recently-free.js';
import { heldRefusal, unverifiedRefusal } from './withdrawal-rules.js';

export interface FundingQuoteRequest {
  customerGuid: string;
  side: FundingSide;
  /** CAD cents: what leaves the sender, or what reaches the receiver. Funding has no fee. */
  amount: QuoteAmount;
}

/**
 * Funding quotes (`POST /api/quotes`, `product_type: funding`): what a deposit or withdrawal
 * moves, valid for a while. The rules a transfer will meet are checked here already, so the
 * screen learns of a refusal before the customer confirms: the customer is verified, the
 * funding limits have room (previewed: not locked, not recorded), and withdrawals are not
 * held; the three are read side by side. As on the trading quotes' path (ADR 17), a customer
 * found verified or free to withdraw is trusted for a second; every transfer asks afresh.
 */
export class FundingQuoteService {
  private readonly recentlyFree: RecentlyFree;
  private readonly verified: RecentlyVerified;

  constructor(private readonly ctx: FundingContext) {
    this.recentlyFree = new RecentlyFree(ctx);
    this.verified = new RecentlyVerified(ctx.customers, ctx.clock);
  }

  /** Creates the quote through `db` (a transaction's or not: it writes one row). */
  async create(db: Kysely<Schema>, request: FundingQuoteRequest): Promise<FundingQuote> {
    const [outcome] = await this.createAll(db, [request]);
    if (outcome === undefined) throw new Error('createAll answered no outcome');
    if (!outcome.ok) throw outcome.error;
    return outcome.value;
  }

  /**
   * Creates quotes as if one after the other, in a few statements whatever their number, one
   * insert their only write (so they need no transaction); answers a quote or a refusal for each
   * (a refused one writes nothing).
   */
  async createAll(
    db: Kysely<Schema>,
    requests: readonly FundingQuoteRequest[],
  ): Promise<ItemOutcome<FundingQuote>[]> {
    const { clock, config, limits } = this.ctx;
    const issuedAt = clock.now();
    const quotes = requests.map(
      (request): FundingQuote => ({
        guid: newGuid(),
        customerGuid: request.customerGuid,
        side: request.side,
        amount: 'deliver' in request.amount ? request.amount.deliver : request.amount.receive,
        fee: 0n,
        issuedAt,
        expiresAt: addSeconds(issuedAt, config.quoteTtlSeconds),
        transferGuid: null,
      }),
    );
    const usageOf = (quote: FundingQuote) => ({
      customerGuid: quote.customerGuid,
      kind: 'funding' as const,
      amount: quote.amount,
      reference: `funding-quote:${quote.guid}`,
    });
    const withdrawing = quotes.filter((quote) => quote.side === 'withdrawal');
    // Side by side (on the pool, a connection each): a batch waits for the slowest read, not
    // for their sum.
    const [unverified, holds, previewed] = await Promise.all([
      this.verified.unverifiedAmong(
        db,
        quotes.map((quote) => quote.customerGuid),
      ),
      this.recentlyFree.holdsAmong(
        db,
        withdrawing.map((quote) => quote.customerGuid),
      ),
      limits.preview(db, quotes.map(usageOf)),
    ]);
    const refusals = new Map<FundingQuote, AppError>();
    for (const quote of quotes) {
      const hold = quote.side === 'withdrawal' ? holds.get(quote.customerGuid) : undefined;
      if (unverified.has(quote.customerGuid)) refusals.set(quote, unverifiedRefusal());
      else if (hold !== undefined) refusals.set(quote, heldRefusal(hold));
    }
    const checking = quotes.filter((quote) => !refusals.has(quote));
    // The preview counted every quote against its customer's limits, as if one after the
    // other. When one is refused before the limits, those after it are previewed again
    // without it (rare: only an unverified or held customer's batch).
    const checked =
      refusals.size === 0 ? previewed : await limits.preview(db, checking.map(usageOf));
    checking.forEach((quote, index) => {
      const refusal = checked[index];
      if (refusal !== undefined) refusals.set(quote, refusal);
    });
    await insertFundingQuotes(
      db,
      quotes.filter((quote) => !refusals.has(quote)),
    );
    return quotes.map((quote): ItemOutcome<FundingQuote> => {
      const refusal = refusals.get(quote);
      return refusal === undefined ? { ok: true, value: quote } : { ok: false, error: refusal };
    });
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
