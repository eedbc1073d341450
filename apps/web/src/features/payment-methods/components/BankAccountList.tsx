import type { ExternalBankAccount } from '@maple/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { linkClasses, secondaryButtonClasses } from '../../../components/form/form-styles';
import { accountLabel } from '../../../lib/funding/bank-account-label';
import { paths } from '../../../lib/routing/paths';
import { type AccountNeed, needOf } from '../account-words';
import { BankStateBadge } from './BankStateBadge';

export interface AccountActions {
  onVerify: (account: ExternalBankAccount) => void;
  onRelink: (account: ExternalBankAccount) => void;
  onRemove: (account: ExternalBankAccount) => void;
}

/** What the account needs, in words; one waiting for approval leads to /approvals. */
function NeedLine({ need }: { need: AccountNeed }) {
  const { t } = useTranslation();
  if (need === null) return null;
  return (
    <p className="text-sm text-gray-700 dark:text-gray-300">
      {t(`bankAccounts.explain.${need}`)}
      {need === 'awaitingApproval' && (
        <>
          {' '}
          <Link to={paths.approvals} className={linkClasses}>
            {t('bankAccounts.toApprovals')}
          </Link>
        </>
      )}
    </p>
  );
}

/** The buttons of what can be done about the account. */
function AccountButtons({
  account,
  label,
  need,
  actions,
}: {
  account: ExternalBankAccount;
  label: string;
  need: AccountNeed;
  actions: AccountActions;
}) {
  const { t } = useTranslation();
  return (
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
  );
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
              <BankStateBadge account={account} />
              <NeedLine need={need} />
            </div>
            <AccountButtons account={account} label={label} need={need} actions={actions} />
          </li>
        );
      })}
    </ul>
  );
}
