import type { anyQuoteSchema, QuoteListQuery } from '@maple/contracts';
import type { z } from 'zod';
import {
  issuedKeyOf,
  type ListSource,
  mappedSource,
  mergedPage,
  noRows,
} from '../../infra/api-kit/merged-list.js';
import type { FundingQuotesPort } from './funding-quotes-port.js';
import type { QuoteService } from './quote.service.js';
import { quoteModel } from './trading.models.js';

type AnyQuote = z.output<typeof anyQuoteSchema>;

/** The values of a filter that one kind of quote can match: all of them when it names none. */
function matchable<T extends string>(
  named: readonly string[] | undefined,
  values: readonly T[],
): readonly T[] {
  return named === undefined ? values : values.filter((value) => named.includes(value));
}

/**
 * `GET /api/quotes` (Cybrid's listQuotes, ADR 68): trading's quotes and funding's transfer
 * quotes as one list, newest first, in the customers `customersListedBy` allows. A filter that
 * rules one kind out (a `product_type` or `side` it cannot have) reads none of its table.
 */
export function listQuotesOfEveryKind(
  query: QuoteListQuery,
  customerGuids: readonly string[] | undefined,
  deps: { quotes: QuoteService; fundingQuotes: FundingQuotesPort },
  page: { offset: number; limit: number },
): Promise<{ rows: AnyQuote[]; total: number }> {
  const types = query.product_type;
  const tradingSides = matchable(query.side, ['buy', 'sell'] as const);
  const trading: ListSource<AnyQuote> =
    matchable(types, ['trading'] as const).length > 0 && tradingSides.length > 0
      ? mappedSource(
          deps.quotes.listed({
            customerGuid: customerGuids,
            guids: query.guid,
            sides: query.side === undefined ? undefined : tradingSides,
          }),
          quoteModel,
          issuedKeyOf,
        )
      : noRows<AnyQuote>(issuedKeyOf);
  const productTypes = matchable(types, ['funding', 'crypto_transfer'] as const);
  const transferSides = matchable(query.side, ['deposit', 'withdrawal'] as const);
  const transfers: ListSource<AnyQuote> =
    productTypes.length > 0 && transferSides.length > 0
      ? deps.fundingQuotes.listed({
          customerGuids,
          guids: query.guid,
          productTypes,
          sides: query.side === undefined ? undefined : transferSides,
        })
      : noRows<AnyQuote>(issuedKeyOf);
  return mergedPage(trading, transfers, page);
}
