import type { CustomerAccountView } from '@maple/contracts';
import { useTranslation } from 'react-i18next';
import { formatUnits } from '../../../../lib/format/money';

const cell = 'px-3 py-2 align-top';

/** One page of customers' accounts with their balances. */
export function AccountsTable({ accounts }: { accounts: readonly CustomerAccountView[] }) {
  const { t, i18n } = useTranslation();
  const headers = [
    t('adminBooks.customer'),
    t('adminBooks.asset'),
    t('adminBooks.balance'),
    t('adminBooks.held'),
    t('adminBooks.available'),
  ];
  return (
    <div className="overflow-x-auto rounded-lg border border-gray-200 dark:border-gray-800">
      <table className="w-full text-sm">
        <caption className="sr-only">{t('adminBooks.accountsCaption')}</caption>
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
          {accounts.map((account) => (
            <tr key={account.account_guid}>
              <td className={`${cell} break-all font-mono text-xs`}>{account.customer_guid}</td>
              <td className={cell}>{account.asset}</td>
              {[account.balance, account.held, account.available].map((units, index) => (
                <td key={headers[index + 2]} className={`${cell} whitespace-nowrap`}>
                  {formatUnits(units, account.asset, i18n.language)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
