import { useTranslation } from 'react-i18next';
import { EstimatedBadge, GainOrLoss } from '../../../components/book-cost/BookCostParts';
import { bookCostOf } from '../../../components/book-cost/book-cost';
import type { BookCosts } from '../../../components/book-cost/book-cost-api';
import { formatUnits } from '../../../lib/format/money';
import type { Holding } from '../../../lib/platform/portfolio';

export const cell = 'px-3 py-2 text-right tabular-nums whitespace-nowrap';

/** A cell with no figure: a dash on screen, "None" to a screen reader (not a blank cell). */
function NoneCell() {
  const { t } = useTranslation();
  return (
    <td className={cell}>
      <span aria-hidden="true">—</span>
      <span className="sr-only">{t('bookCost.none')}</span>
    </td>
  );
}

/**
 * A balance's book cost and unrealized gain cells. CAD and an empty balance have none. While the
 * tax read is loading or has failed, a held asset's cells say so (the page's notes offer to try
 * again); the balance and value beside them are shown regardless.
 */
export function BookCostCells({ holding, bookCosts }: { holding: Holding; bookCosts: BookCosts }) {
  const { t, i18n } = useTranslation();
  const held = holding.asset !== 'CAD' && holding.balance !== 0n;
  if (held && bookCosts.status !== 'loaded') {
    const text = t(bookCosts.status === 'loading' ? 'common.loading' : 'bookCost.unavailable');
    return (
      <>
        <td className={cell}>{text}</td>
        <td className={cell}>{text}</td>
      </>
    );
  }
  const bookCost =
    held && bookCosts.status === 'loaded' ? bookCostOf(holding, bookCosts.holdings) : null;
  if (bookCost === null) {
    return (
      <>
        <NoneCell />
        <NoneCell />
      </>
    );
  }
  return (
    <>
      <td className={cell}>
        <span className="inline-flex items-baseline gap-2">
          {bookCost.estimated && <EstimatedBadge />}
          {formatUnits(bookCost.cost, 'CAD', i18n.language)}
        </span>
      </td>
      <td className={cell}>
        {bookCost.gain === null ? (
          t('bookCost.gainUnavailable')
        ) : (
          <GainOrLoss cents={bookCost.gain} />
        )}
      </td>
    </>
  );
}
