import { useTranslation } from 'react-i18next';
import type { BookCosts } from '../../../components/book-cost/book-cost-api';
import { formatUnits } from '../../../lib/format/money';
import type { Portfolio } from '../../../lib/platform/portfolio';
import { BookCostCells, cell } from './BookCostCells';

/**
 * Each asset's total, available and CAD value, its book cost and the unrealized gain on that
 * value, with the total value in the footer.
 */
export function HoldingsTable({
  portfolio,
  bookCosts,
}: {
  portfolio: Portfolio;
  bookCosts: BookCosts;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const columns = [
    t('trading.total'),
    t('trading.available'),
    t('trading.value'),
    t('bookCost.bookCost'),
    t('bookCost.gainOrLoss'),
  ];
  return (
    <div className="relative overflow-x-auto rounded-lg border border-gray-200 dark:border-gray-800">
      <table className="w-full text-sm">
        <caption className="sr-only">{t('assets.tableCaption')}</caption>
        <thead className="bg-gray-50 text-left dark:bg-gray-900">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              {t('trading.asset')}
            </th>
            {columns.map((label) => (
              <th key={label} scope="col" className={`${cell} font-semibold`}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-200 dark:divide-gray-800">
          {portfolio.holdings.map((holding) => (
            <tr key={holding.asset}>
              <th scope="row" className="px-3 py-2 text-left font-medium">
                <span className="block">{holding.asset}</span>
                <span className="block text-xs font-normal text-gray-600 dark:text-gray-400">
                  {t(`trading.assetNames.${holding.asset}`)}
                </span>
              </th>
              <td className={cell}>{formatUnits(holding.balance, holding.asset, language)}</td>
              <td className={cell}>{formatUnits(holding.available, holding.asset, language)}</td>
              <td className={cell}>
                {holding.cadValue === null
                  ? t('trading.noPrice')
                  : formatUnits(holding.cadValue, 'CAD', language)}
              </td>
              <BookCostCells holding={holding} bookCosts={bookCosts} />
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t-2 border-gray-300 dark:border-gray-700">
          <tr>
            <th scope="row" colSpan={3} className="px-3 py-2 text-left font-semibold">
              {t('assets.totalValue')}
            </th>
            <td className={`${cell} font-semibold`}>
              {formatUnits(portfolio.total, 'CAD', language)}
            </td>
            {/* The total is of value only: book cost leaves CAD out, so it is not summed beside it. */}
            <td colSpan={2} />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
