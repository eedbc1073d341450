import type {
  cryptoTransferQuoteSchema,
  fundingQuoteSchema,
  postCryptoTransferQuoteSchema,
  postFundingQuoteSchema,
} from '@maple/contracts';
import type { z } from 'zod';
import type { Answer, Replay } from '../../infra/api-kit/idempotency.js';

/**
 * `POST /api/quotes` serves trading, funding and crypto transfer quotes (Cybrid's
 * `product_type`). Trading owns the route and answers trading quotes; the transfer quotes are
 * another module's, reached through this port (`services.ts` wires it), so trading depends on
 * nothing of theirs.
 */
export interface FundingQuotesPort {
  /** Creates a funding quote, once per Idempotency-Key; answers it as created (201). */
  post(request: {
    customerGuid: string;
    key: string | undefined;
    body: z.output<typeof postFundingQuoteSchema> | z.output<typeof postCryptoTransferQuoteSchema>;
  }): Promise<Answer | Replay>;
  /** The customer's funding or crypto transfer quote, if that guid is one. */
  get(
    customerGuid: string,
    guid: string,
  ): Promise<
    z.output<typeof fundingQuoteSchema> | z.output<typeof cryptoTransferQuoteSchema> | undefined
  >;
}
