import type { postCryptoTransferQuoteSchema, postFundingQuoteSchema } from '@maple/contracts';
import type { z } from 'zod';
import { createdEach, IdempotentPosts } from '../../infra/api-kit/idempotency.js';
import type { CryptoQuoteRequest, CryptoQuoteService } from './crypto-quote.service.js';
import { cryptoTransferQuoteModel, fundingQuoteModel } from './funding.models.js';
import type { FundingContext } from './funding-context.js';
import type { FundingQuoteRequest, FundingQuoteService } from './funding-quote.service.js';

/**
 * Funding quotes as `POST /api/quotes` serves them (the trading routes' port): once per
 * Idempotency-Key, on the same endpoint as trading quotes, so a key is never reused across them.
 */
export class FundingQuotePosts {
  private readonly posts: IdempotentPosts<FundingQuoteRequest>;
  private readonly cryptoPosts: IdempotentPosts<CryptoQuoteRequest>;

  constructor(
    private readonly ctx: Pick<FundingContext, 'db' | 'clock'>,
    private readonly quotes: FundingQuoteService,
    private readonly cryptoQuotes: CryptoQuoteService,
  ) {
    this.cryptoPosts = new IdempotentPosts(ctx, {
      endpoint: 'POST /api/quotes',
      perform: async (trx, requests) =>
        createdEach(await cryptoQuotes.createAll(trx, requests), cryptoTransferQuoteModel),
      atomic: true,
      maxBatch: 100,
      maxInFlight: 2,
    });
    this.posts = new IdempotentPosts(ctx, {
      endpoint: 'POST /api/quotes',
      // In batches, as trading quotes (docs/decisions/0049); reads and one insert, so a
      // transaction only when a request brings an Idempotency-Key.
      perform: async (db, requests) =>
        createdEach(await quotes.createAll(db, requests), fundingQuoteModel),
      atomic: false,
      maxBatch: 100,
      // Twice trading quotes' two: a batch makes two round trips (the limits, then the insert)
      // where theirs makes one, so a request waits as long for a free one (bench:transfers).
      maxInFlight: 4,
    });
  }

  post(request: {
    customerGuid: string;
    key: string | undefined;
    body: z.output<typeof postFundingQuoteSchema> | z.output<typeof postCryptoTransferQuoteSchema>;
  }) {
    const { customerGuid, key, body } = request;
    if (body.product_type === 'crypto_transfer') {
      const amount =
        body.deliver_amount !== undefined
          ? { deliver: body.deliver_amount }
          : { receive: body.receive_amount ?? 0n };
      return this.cryptoPosts.submit({
        customerGuid,
        key,
        body,
        input: { customerGuid, asset: body.asset, amount },
      });
    }
    const amount =
      body.deliver_amount !== undefined
        ? { deliver: body.deliver_amount }
        : { receive: body.receive_amount ?? 0n };
    return this.posts.submit({
      customerGuid,
      key,
      body,
      input: { customerGuid, side: body.side, amount },
    });
  }

  async get(customerGuid: string, guid: string) {
    const quote = await this.quotes.get(this.ctx.db, customerGuid, guid);
    if (quote !== undefined) return fundingQuoteModel(quote);
    const crypto = await this.cryptoQuotes.get(this.ctx.db, customerGuid, guid);
    return crypto === undefined ? undefined : cryptoTransferQuoteModel(crypto);
  }
}
