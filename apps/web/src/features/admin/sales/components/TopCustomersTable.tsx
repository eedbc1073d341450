import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../../components/form/FormAlert';
import { PageLoader } from '../../../../components/loader/PageLoader';
import { LoadProblem } from '../../../../components/trading/LoadProblem';
import { apiErrorOf } from '../../../../lib/api/api-error';
import { formatUnits } from '../../../../lib/format/money';
import { type SalesFilters, useTopCustomersQuery } from '../api/sales-api';

const cell = 'px-3 py-2 align-top';

/** The customers with the most volume in the window (a look the server audits: it names them). */
export function TopCustomersTable({ filters }: { filters: SalesFilters }) {
  const { t, i18n } = useTranslation();
  const top = useTopCustomersQuery(filters, { refetchOnMountOrArgChange: true });
  const cad = (cents: string) => formatUnits(cents, 'CAD', i18n.language);
  let body: React.ReactNode;
  if (top.isError) {
    body = (
      <LoadProblem
        title={t('adminSales.topFailed')}
        error={apiErrorOf(top.error)}
        onRetry={() => void top.refetch()}
      />
    );
  } else if (!top.data) {
    body = <PageLoader />;
  } else if (top.data.objects.length === 0) {
    body = <FormAlert tone="info">{t('adminSales.topEmpty')}</FormAlert>;
  } else {
    body = (
      <div className="relative overflow-x-auto rounded-lg border border-gray-200 dark:border-gray-800">
        <table className="w-full text-sm">
          <caption className="sr-only">{t('adminSales.topCaption')}</caption>
          <thead className="bg-gray-50 text-left dark:bg-gray-900">
            <tr>
              {[
                t('adminSales.customer'),
                t('adminSales.trades'),
                t('adminSales.volume'),
                t('adminSales.revenue'),
              ].map((label) => (
                <th key={label} scope="col" className={`${cell} font-semibold`}>
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-200 dark:divide-gray-800">
            {top.data.objects.map((row) => (
              <tr key={row.customer_guid}>
                <td className={cell}>
                  {row.customer_name ?? '—'}
                  <span className="block break-all text-xs text-gray-600 dark:text-gray-400">
                    {row.customer_email ?? row.customer_guid}
                  </span>
                </td>
                <td className={cell}>{row.trades}</td>
                <td className={`${cell} whitespace-nowrap`}>{cad(row.volume)}</td>
                <td className={`${cell} whitespace-nowrap`}>{cad(row.revenue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }
  return (
    <section aria-labelledby="top-customers-title" className="space-y-3">
      <h2 id="top-customers-title" className="text-xl font-semibold">
        {t('adminSales.topTitle')}
      </h2>
      {body}
    </section>
  );
}
