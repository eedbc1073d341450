import type { ExternalBankAccount, ExternalBankAccountState } from '@maple/contracts';
import { useTranslation } from 'react-i18next';

const toneOf = (state: ExternalBankAccountState): string => {
  if (state === 'completed')
    return 'bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-100';
  if (state === 'failed') return 'bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-100';
  return 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100';
};

/**
 * A bank account's state in words, coloured by outcome (the words carry the meaning). A new
 * account the customer did not approve in time fails `create_failed` (ADR 62): it says so rather
 * than that it could not be verified.
 */
export function BankStateBadge({ account }: { account: ExternalBankAccount }) {
  const { t } = useTranslation();
  const notApproved = account.state === 'failed' && account.failure_code === 'create_failed';
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${toneOf(account.state)}`}>
      {notApproved ? t('bankAccounts.notApproved') : t(`bankAccounts.state.${account.state}`)}
    </span>
  );
}
