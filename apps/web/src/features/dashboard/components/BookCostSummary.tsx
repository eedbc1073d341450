import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  EstimatedBadge,
  EstimatedLegend,
  GainOrLoss,
} from '../../../components/book-cost/BookCostParts';
import { totalBookCost } from '../../../components/book-cost/book-cost';
import { useBookCosts } from '../../../components/book-cost/book-cost-api';
import { linkClasses, secondaryButtonClasses } from '../../../components/form/form-styles';
import { isSignedOut } from '../../../lib/api/api-error';
import { formatUnits } from '../../../lib/format/money';
import type { Portfolio } from '../../../lib/platform/portfolio';

/**
 * Under the portfolio's value: the book cost of the crypto in it and the unrealized gain on the
 * value shown for it. Nothing while it loads or when no crypto is held; when the read fails, the
 * card's value stays and this part says so, with a way to ask again.
 */
export function BookCostSummary({ portfolio }: { portfolio: Portfolio }) {
  const { t, i18n } = useTranslation();
  const bookCosts = useBookCosts();
  if (bookCosts.status === 'failed') {
    if (isSignedOut(bookCosts.error)) return null;
    return (
      <div role="status" className="mt-4 space-y-2 text-sm">
        <p>{t('bookCost.loadFailed')}</p>
        <button type="button" onClick={bookCosts.retry} className={secondaryButtonClasses}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  const total = bookCosts.status === 'loaded' ? totalBookCost(portfolio, bookCosts.holdings) : null;
  if (total === null) return null;
  return (
    <div className="mt-4 space-y-3 text-sm">
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
        <dt>{t('bookCost.totalCost')}</dt>
        <dd className="inline-flex items-baseline justify-end gap-2 tabular-nums">
          {total.estimated && <EstimatedBadge />}
          {formatUnits(total.cost, 'CAD', i18n.language)}
        </dd>
        <dt>{t('bookCost.totalGain')}</dt>
        <dd className="text-right">
          {total.gain === null ? t('bookCost.gainUnavailable') : <GainOrLoss cents={total.gain} />}
        </dd>
      </dl>
      {total.estimated && <EstimatedLegend />}
      <Link to="/tax" className={linkClasses}>
        {t('bookCost.taxCentre')}
      </Link>
    </div>
  );
}
