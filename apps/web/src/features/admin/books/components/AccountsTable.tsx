import type { CustomerAccountView } from '@maple/contracts';
import { useTranslation } from 'react-i18next';
import { formatUnits } from '../../../../lib/format/money';
import { cellClasses, ListTable } from '../../kit/ListTable';

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
    <ListTable caption={t('adminBooks.accountsCaption')} headers={headers}>
      {accounts.map((account) => (
        <tr key={account.account_guid}>
          <td className={`${cellClasses} break-all font-mono text-xs`}>{account.customer_guid}</td>
          <td className={cellClasses}>{account.asset}</td>
          {[account.balance, account.held, account.available].map((units, index) => (
            <td key={headers[index + 2]} className={`${cellClasses} whitespace-nowrap`}>
              {formatUnits(units, account.asset, i18n.language)}
            </td>
          ))}
        </tr>
      ))}
    </ListTable>
  );
}
