import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EstimatedLegend } from '../../../components/book-cost/BookCostParts';
import { bookCostOf } from '../../../components/book-cost/book-cost';
import type { BookCosts } from '../../../components/book-cost/book-cost-api';
import { linkClasses, secondaryButtonClasses } from '../../../components/form/form-styles';
import { isSignedOut } from '../../../lib/api/api-error';
import type { Portfolio } from '../../../lib/platform/portfolio';

/** Whether a book cost the table shows carries the "Estimated" mark, so its legend is needed. */
const anyEstimated = (portfolio: Portfolio, bookCosts: BookCosts): boolean =>
  bookCosts.status === 'loaded' &&
  portfolio.holdings.some(
    (holding) =>
      holding.balance !== 0n && bookCostOf(holding, bookCosts.holdings)?.estimated === true,
  );

/**
 * Below the balances: why the book cost is missing, with a way to ask again (the balances stay:
 * a failed tax read is not the page's failure), what "Estimated" means when a row carries it,
 * what book cost and unrealized gain are, and the tax centre that reports them.
 */
export function BookCostNotes({
  portfolio,
  bookCosts,
}: {
  portfolio: Portfolio;
  bookCosts: BookCosts;
}) {
  const { t } = useTranslation();
  return (
    <div className="space-y-3 text-sm">
      {bookCosts.status === 'failed' && !isSignedOut(bookCosts.error) && (
        <div role="status" className="flex flex-wrap items-center gap-3">
          <p className="font-medium text-amber-800 dark:text-amber-300">
            {t('bookCost.loadFailed')}
          </p>
          <button type="button" onClick={bookCosts.retry} className={secondaryButtonClasses}>
            {t('common.retry')}
          </button>
        </div>
      )}
      {anyEstimated(portfolio, bookCosts) && <EstimatedLegend />}
      <p className="text-gray-700 dark:text-gray-300">{t('bookCost.note')}</p>
      <Link to="/tax" className={linkClasses}>
        {t('bookCost.taxCentre')}
      </Link>
    </div>
  );
}
