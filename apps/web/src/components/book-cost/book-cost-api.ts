import type { TaxHolding } from '@maple/contracts';
import { type ApiError, apiErrorOf } from '../../lib/api/api-error';
import { torontoYear, useTaxYearQuery } from '../../lib/tax/tax-api';

/** The book cost read: still on its way, failed (with a way to ask again), or each asset held. */
export type BookCosts =
  | { status: 'loading' }
  | { status: 'failed'; error: ApiError; retry: () => void }
  | { status: 'loaded'; holdings: readonly TaxHolding[] };

/**
 * The book cost of each crypto asset held now. Read again each time a screen opens, as its
 * balances are: a trade since the last visit changes both, and they are compared.
 */
export function useBookCosts(): BookCosts {
  // For the year under way, the holdings are what is held now, with their book cost.
  const answer = useTaxYearQuery(torontoYear(new Date()), { refetchOnMountOrArgChange: true });
  if (answer.isError) {
    return {
      status: 'failed',
      error: apiErrorOf(answer.error),
      retry: () => void answer.refetch(),
    };
  }
  return answer.data ? { status: 'loaded', holdings: answer.data.holdings } : { status: 'loading' };
}
