import type { ExternalBankAccount } from '@maple/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { linkClasses } from '../../../components/form/form-styles';
import { SelectField } from '../../../components/form/SelectField';
import { apiErrorOf } from '../../../lib/api/api-error';
import { describeApiError } from '../../../lib/errors/api-error-message';
import { useBankAccountsQuery } from '../../../lib/funding/funding-api';

/** Where bank accounts are linked (docs/product/screens.md). */
const paymentMethodPath = '/payment-method';

/** "Chequing ••1234": the account's name and the last four digits, never the whole number. */
const labelOf = (account: ExternalBankAccount): string =>
  account.plaid_account_mask ? `${account.name} ••${account.plaid_account_mask}` : account.name;

/**
 * The customer's linked bank accounts that can move money now (verified: `completed`), as a
 * drop-down named `bank`; with none yet, the way to link one.
 */
export function BankAccountField({
  label,
  value,
  onValueChange,
  error,
}: {
  label: string;
  value: string;
  onValueChange: (guid: string) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const accounts = useBankAccountsQuery(undefined, { refetchOnMountOrArgChange: true });
  if (accounts.isError) {
    return (
      <p role="alert" className="text-sm text-red-700 dark:text-red-400">
        {t('funding.bank.loadFailed')} {describeApiError(apiErrorOf(accounts.error), t)}
      </p>
    );
  }
  if (!accounts.data) return <p className="text-sm">{t('funding.bank.loading')}</p>;
  const usable = accounts.data.filter((account) => account.state === 'completed');
  if (usable.length === 0) {
    return (
      <p className="text-sm">
        {t('funding.bank.none')}{' '}
        <Link to={paymentMethodPath} className={linkClasses}>
          {t('funding.bank.link')}
        </Link>
      </p>
    );
  }
  return (
    <SelectField
      name="bank"
      label={label}
      value={value}
      onValueChange={onValueChange}
      options={usable.map((account) => ({ value: account.guid, label: labelOf(account) }))}
      placeholder={t('funding.bank.choose')}
      error={error}
    />
  );
}
