import type { CryptoQuoteTravelRule, postCryptoTransferQuoteSchema } from '@maple/contracts';
import type { z } from 'zod';
import { createdEach, IdempotentPosts } from '../../infra/api-kit/idempotency.js';
import { AppError } from '../../infra/errors.js';
import { amountOf } from '../funding/quote-amount.js';
import type { CryptoQuotePosting } from '../funding/transfer-kinds.js';
import type { CryptoQuote } from '../funding/transfer-store.js';
import type { CryptoContext } from './crypto-context.js';
import { cryptoTransferQuoteModel } from './quote.models.js';
import {
  type CryptoQuoteRequest,
  type CryptoQuoteService,
  travelRuleApplies,
} from './quote.service.js';

/**
 * Crypto transfer quotes as `POST /api/quotes` serves them, attached to funding's quote posts:
 * once per Idempotency-Key, on the same endpoint, so a key is never reused across them.
 */
export class CryptoQuotePosts implements CryptoQuotePosting {
  private readonly posts: IdempotentPosts<CryptoQuoteRequest>;

  constructor(
    private readonly ctx: Pick<CryptoContext, 'db' | 'clock'>,
    private readonly quotes: CryptoQuoteService,
  ) {
    this.posts = new IdempotentPosts(ctx, {
      endpoint: 'POST /api/quotes',
      perform: async (trx, requests) =>
        createdEach(await quotes.createAll(trx, requests), cryptoTransferQuoteModel),
      atomic: true,
      maxBatch: 100,
      maxInFlight: 2,
    });
  }

  post(request: {
    customerGuid: string;
    key: string | undefined;
    body: z.output<typeof postCryptoTransferQuoteSchema>;
  }) {
    const { customerGuid, key, body } = request;
    return this.posts.submit({
      customerGuid,
      key,
      body,
      input: { customerGuid, asset: body.asset, amount: amountOf(body) },
    });
  }

  model(quote: CryptoQuote) {
    return cryptoTransferQuoteModel(quote);
  }

  /**
   * Whether the travel rule applies to one of the customer's quotes: the own backend's answer
   * (ADR 69), since Cybrid's Quote declares no such field.
   */
  async travelRule(customerGuid: string, guid: string): Promise<CryptoQuoteTravelRule> {
    const quote = await this.quotes.get(this.ctx.db, customerGuid, guid);
    if (quote === undefined) throw new AppError('not_found', 'quote not found');
    return { quote_guid: quote.guid, travel_rule_required: travelRuleApplies(quote) };
  }
}
