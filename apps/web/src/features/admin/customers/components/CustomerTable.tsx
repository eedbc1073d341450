import type { CustomerSummary } from '@maple/contracts';
import { useTranslation } from 'react-i18next';
import { generatePath, Link } from 'react-router';
import { linkClasses } from '../../../../components/form/form-styles';
import { formatDateTime } from '../../../../lib/format/date-time';
import { paths } from '../../../../lib/routing/paths';
import { cellClasses, ListTable } from '../../kit/ListTable';

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
    <ListTable caption={t('adminCustomers.tableCaption')} headers={headers}>
      {customers.map((customer) => (
        <tr key={customer.guid}>
          <th scope="row" className={`${cellClasses} text-left font-normal`}>
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
          <td className={`${cellClasses} break-all`}>{customer.email}</td>
          <td className={cellClasses}>{t(`adminCustomers.states.${customer.state}`)}</td>
          <td className={cellClasses}>
            {t(`adminCustomers.verificationStates.${customer.verification_state}`)}
          </td>
          <td className={cellClasses}>
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
          <td className={`${cellClasses} whitespace-nowrap`}>
            <time dateTime={customer.created_at}>
              {formatDateTime(customer.created_at, i18n.language)}
            </time>
          </td>
        </tr>
      ))}
    </ListTable>
  );
}
