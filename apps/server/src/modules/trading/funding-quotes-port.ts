import type {
  cryptoTransferQuoteSchema,
  fundingQuoteSchema,
  postCryptoTransferQuoteSchema,
  postFundingQuoteSchema,
} from '@maple/contracts';
import type { z } from 'zod';
import type { Answer, Replay } from '../../infra/api-kit/idempotency.js';
import type { ListSource } from '../../infra/api-kit/merged-list.js';

/** A funding or crypto transfer quote, as `/api/quotes` answers it. */
export type TransferQuoteModel =
  | z.output<typeof fundingQuoteSchema>
  | z.output<typeof cryptoTransferQuoteSchema>;

/** The transfer quotes `GET /api/quotes` lists. */
export interface TransferQuoteListFilter {
  /** Undefined: every customer's (a bank's list). */
  customerGuids: readonly string[] | undefined;
  guids: readonly string[] | undefined;
  /** At least one. */
  productTypes: readonly ('funding' | 'crypto_transfer')[];
  sides: readonly ('deposit' | 'withdrawal')[] | undefined;
}

/**
 * `POST /api/quotes` serves trading, funding and crypto transfer quotes (Cybrid's
 * `product_type`), and `GET /api/quotes` reads and lists them all. Trading owns the routes and
 * answers trading quotes; the transfer quotes are another module's, reached through this port
 * (`services.ts` wires it), so trading depends on nothing of theirs.
 */
export interface FundingQuotesPort {
  /** Creates a funding quote, once per Idempotency-Key; answers it as created (201). */
  post(request: {
    customerGuid: string;
    key: string | undefined;
    body: z.output<typeof postFundingQuoteSchema> | z.output<typeof postCryptoTransferQuoteSchema>;
  }): Promise<Answer | Replay>;
  /**
   * The funding or crypto transfer quote that guid is, if any: the customer's, or with no
   * customer (a bank's read, ADR 68) anyone's.
   */
  get(customerGuid: string | undefined, guid: string): Promise<TransferQuoteModel | undefined>;
  /** The transfer quotes the filter lists, newest first, as trading's quotes are ordered. */
  listed(filter: TransferQuoteListFilter): ListSource<TransferQuoteModel>;
}
