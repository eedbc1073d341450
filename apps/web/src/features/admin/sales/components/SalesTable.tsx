import type { SalesReport } from '@maple/contracts';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate } from '../../../../lib/format/date-time';
import { formatUnits } from '../../../../lib/format/money';

const cell = 'px-3 py-2 align-top whitespace-nowrap';

/** The report's rows per period and asset, and its totals, in exact amounts. */
export function SalesTable({ report }: { report: SalesReport }) {
  const { t, i18n } = useTranslation();
  const cad = (cents: string) => formatUnits(cents, 'CAD', i18n.language);
  const headers = [
    t('adminSales.period'),
    t('adminSales.asset'),
    t('adminSales.trades'),
    t('adminSales.volume'),
    t('adminSales.spread'),
    t('adminSales.fees'),
    t('adminSales.revenue'),
  ];
  return (
    <div className="relative overflow-x-auto rounded-lg border border-gray-200 dark:border-gray-800">
      <table className="w-full text-sm">
        <caption className="sr-only">{t('adminSales.tableCaption')}</caption>
        <thead className="bg-gray-50 text-left dark:bg-gray-900">
          <tr>
            {headers.map((label) => (
              <th key={label} scope="col" className={`${cell} font-semibold`}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-200 dark:divide-gray-800">
          {report.rows.map((row) => (
            <tr key={`${row.period}:${row.asset}`}>
              <td className={cell}>{formatCalendarDate(row.period, i18n.language)}</td>
              <td className={cell}>{row.asset}</td>
              <td className={cell}>{row.trades}</td>
              <td className={cell}>{cad(row.volume)}</td>
              <td className={cell}>{cad(row.spread_revenue)}</td>
              <td className={cell}>{cad(row.fee_revenue)}</td>
              <td className={cell}>{cad(row.revenue)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="font-semibold">
          <tr>
            <th scope="row" colSpan={2} className={`${cell} text-left`}>
              {t('adminSales.total')}
            </th>
            <td className={cell}>{report.totals.trades}</td>
            <td className={cell}>{cad(report.totals.volume)}</td>
            <td className={cell}>{cad(report.totals.spread_revenue)}</td>
            <td className={cell}>{cad(report.totals.fee_revenue)}</td>
            <td className={cell}>{cad(report.totals.revenue)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
