import type { CustomerSummary } from '@maple/contracts';
import { useTranslation } from 'react-i18next';
import { generatePath, Link } from 'react-router';
import { linkClasses } from '../../../../components/form/form-styles';
import { formatDateTime } from '../../../../lib/format/date-time';
import { paths } from '../../../../lib/routing/paths';

const cell = 'px-3 py-2 align-top';

/** One page of customers, newest first; each name links to the customer's page. */
export function CustomerTable({ customers }: { customers: readonly CustomerSummary[] }) {
  const { t, i18n } = useTranslation();
  const headers = [
    t('adminCustomers.customer'),
    t('adminCustomers.email'),
    t('adminCustomers.state'),
    t('adminCustomers.verificationState'),
    t('adminCustomers.province'),
    t('adminCustomers.created'),
  ];
  return (
    <div className="overflow-x-auto rounded-lg border border-gray-200 dark:border-gray-800">
      <table className="w-full text-sm">
        <caption className="sr-only">{t('adminCustomers.tableCaption')}</caption>
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
          {customers.map((customer) => (
            <tr key={customer.guid}>
              <th scope="row" className={`${cell} text-left font-normal`}>
                <Link
                  to={generatePath(paths.adminCustomer, { guid: customer.guid })}
                  className={linkClasses}
                >
                  {customer.display_name}
                </Link>
                <span className="block font-mono text-xs text-gray-600 dark:text-gray-400">
                  {customer.guid}
                </span>
              </th>
              <td className={`${cell} break-all`}>{customer.email}</td>
              <td className={cell}>{t(`adminCustomers.states.${customer.state}`)}</td>
              <td className={cell}>
                {t(`adminCustomers.verificationStates.${customer.verification_state}`)}
              </td>
              <td className={cell}>
                {customer.province === null ? (
                  <>
                    <span aria-hidden="true">—</span>
                    <span className="sr-only">{t('adminCustomers.noProvince')}</span>
                  </>
                ) : (
                  <abbr title={t(`adminCustomers.provinces.${customer.province}`)}>
                    {customer.province}
                  </abbr>
                )}
              </td>
              <td className={`${cell} whitespace-nowrap`}>
                <time dateTime={customer.created_at}>
                  {formatDateTime(customer.created_at, i18n.language)}
                </time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
