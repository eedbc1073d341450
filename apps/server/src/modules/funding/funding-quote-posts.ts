import type {
  cryptoTransferQuoteSchema,
  fundingQuoteSchema,
  postCryptoTransferQuoteSchema,
  postFundingQuoteSchema,
} from '@maple/contracts';
import type { z } from 'zod';
import { createdEach, IdempotentPosts } from '../../infra/api-kit/idempotency.js';
import { issuedKeyOf, type ListSource } from '../../infra/api-kit/merged-list.js';
import { fundingQuoteModel } from './funding.models.js';
import type { FundingContext } from './funding-context.js';
import type { FundingQuoteRequest, FundingQuoteService } from './funding-quote.service.js';
import { amountOf } from './quote-amount.js';
import type { CryptoQuotePosting } from './transfer-kinds.js';
import {
  countTransferQuotes,
  findTransferQuote,
  listTransferQuotes,
  type TransferQuote,
  type TransferQuoteFilter,
} from './transfer-quotes.repo.js';

type TransferQuoteModel =
  | z.output<typeof fundingQuoteSchema>
  | z.output<typeof cryptoTransferQuoteSchema>;

/**
 * Funding quotes as `POST /api/quotes` serves them (the trading routes' port): once per
 * Idempotency-Key, on the same endpoint as trading quotes, so a key is never reused across them.
 * And every transfer quote, funding or crypto, as `GET /api/quotes` reads and lists them.
 */
export class FundingQuotePosts {
  private readonly posts: IdempotentPosts<FundingQuoteRequest>;
  /** Crypto transfer quotes' posts (ADR 23), attached once they are built. */
  private cryptoPosts: CryptoQuotePosting | undefined;

  constructor(
    private readonly ctx: Pick<FundingContext, 'db' | 'clock' | 'customers'>,
    quotes: FundingQuoteService,
  ) {
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

  attachCrypto(posts: CryptoQuotePosting): void {
    this.cryptoPosts = posts;
  }

  private get crypto(): CryptoQuotePosting {
    if (this.cryptoPosts === undefined) throw new Error('crypto quotes are not attached');
    return this.cryptoPosts;
  }

  post(request: {
    customerGuid: string;
    key: string | undefined;
    body: z.output<typeof postFundingQuoteSchema> | z.output<typeof postCryptoTransferQuoteSchema>;
  }) {
    const { customerGuid, key, body } = request;
    if (body.product_type === 'crypto_transfer')
      return this.crypto.post({ customerGuid, key, body });
    return this.posts.submit({
      customerGuid,
      key,
      body,
      input: { customerGuid, side: body.side, amount: amountOf(body) },
    });
  }

  /** A transfer quote by its guid: the customer's, or with no customer (a bank's read) anyone's. */
  async get(customerGuid: string | undefined, guid: string) {
    const found = await findTransferQuote(this.ctx.db, customerGuid, guid);
    return found === undefined ? undefined : this.modelOf(found);
  }

  /** Transfer quotes as `GET /api/quotes` lists them beside trading's (ADR 68). */
  listed(filter: TransferQuoteFilter): ListSource<TransferQuoteModel> {
    const { db } = this.ctx;
    return {
      total: () => countTransferQuotes(db, filter),
      page: async (offset, limit) =>
        (await listTransferQuotes(db, filter, { offset, limit })).map((found) =>
          this.modelOf(found),
        ),
      countBefore: (key) => countTransferQuotes(db, filter, key),
      keyOf: issuedKeyOf,
    };
  }

  private modelOf(found: TransferQuote): TransferQuoteModel {
    return found.productType === 'funding'
      ? fundingQuoteModel(found.quote)
      : this.crypto.model(found.quote);
  }
}
