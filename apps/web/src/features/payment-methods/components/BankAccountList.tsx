import type { ExternalBankAccount } from '@maple/contracts';
import { useTranslation } from 'react-i18next';
import { secondaryButtonClasses } from '../../../components/form/form-styles';
import { accountLabel } from '../../../lib/funding/bank-account-label';
import { needOf } from '../account-words';
import { BankStateBadge } from './BankStateBadge';

export interface AccountActions {
  onVerify: (account: ExternalBankAccount) => void;
  onRelink: (account: ExternalBankAccount) => void;
  onRemove: (account: ExternalBankAccount) => void;
}

/** The customer's bank accounts, each with its state, what it needs, and what can be done. */
export function BankAccountList({
  accounts,
  actions,
}: {
  accounts: readonly ExternalBankAccount[];
  actions: AccountActions;
}) {
  const { t } = useTranslation();
  return (
    <ul aria-label={t('bankAccounts.listTitle')} className="space-y-3">
      {accounts.map((account) => {
        const label = accountLabel(account, t);
        const need = needOf(account);
        return (
          <li
            key={account.guid}
            aria-label={label}
            className="flex flex-col gap-3 rounded-lg border border-gray-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between dark:border-gray-800 dark:bg-gray-900"
          >
            <div className="min-w-0 space-y-1">
              <p className="font-semibold">{label}</p>
              <p className="text-sm text-gray-700 dark:text-gray-300">{account.name}</p>
              <BankStateBadge state={account.state} />
              {need && (
                <p className="text-sm text-gray-700 dark:text-gray-300">
                  {t(`bankAccounts.explain.${need}`)}
                </p>
              )}
            </div>
            <div className="flex flex-wrap gap-2">
              {need === 'depositsPending' && (
                <button
                  type="button"
                  onClick={() => actions.onVerify(account)}
                  className={secondaryButtonClasses}
                >
                  {t('bankAccounts.verifyDeposits')}
                </button>
              )}
              {need === 'refresh' && (
                <button
                  type="button"
                  onClick={() => actions.onRelink(account)}
                  className={secondaryButtonClasses}
                >
                  {t('bankAccounts.relink')}
                </button>
              )}
              {account.state !== 'deleting' && (
                <button
                  type="button"
                  onClick={() => actions.onRemove(account)}
                  aria-label={`${t('bankAccounts.remove')} ${label}`}
                  className={secondaryButtonClasses}
                >
                  {t('bankAccounts.remove')}
                </button>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
