import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hintClasses, linkClasses } from '../../../components/form/form-styles';
import { RadioGroupField } from '../../../components/form/RadioGroupField';
import { accountLabel } from '../../../lib/funding/bank-account-label';
import { paths } from '../../../lib/routing/paths';
import type { RecurringFunding } from '../hooks/use-recurring-funding';
import type { RecurringOrderForm } from '../hooks/use-recurring-order-form';
import { paidByBank } from '../recurring-order-form';
import { PadTermsFields } from './PadTermsFields';

/** The bank accounts could not be loaded, or none is linked yet: where to link one. */
function AccountsNote({ funding }: { funding: RecurringFunding }) {
  const { t } = useTranslation();
  if (funding.failed)
    return <p className={hintClasses}>{t('recurringOrders.funding.loadFailed')}</p>;
  if (funding.accounts === undefined || funding.accounts.length > 0) return null;
  return (
    <p className={hintClasses}>
      {t('recurringOrders.funding.none')}{' '}
      <Link to={paths.paymentMethod} className={linkClasses}>
        {t('recurringOrders.funding.link')}
      </Link>
    </p>
  );
}

/**
 * Where a buy's CAD comes from: the CAD balance, or one of the customer's linked bank accounts
 * (by EFT, a few business days before each run) with the PAD terms for it. A sale gives the
 * asset, and a daily buy is paid from the balance (an EFT takes days), so neither offers it.
 */
export function RecurringFundingFields({
  form,
  funding,
  onPayFrom,
}: {
  form: RecurringOrderForm;
  funding: RecurringFunding;
  onPayFrom: (choice: string) => void;
}) {
  const { t } = useTranslation();
  if (!funding.offered) {
    return form.values.side === 'buy' ? (
      <p className={hintClasses}>{t('recurringOrders.funding.dailyHint')}</p>
    ) : null;
  }
  const byBank = paidByBank(form.values);
  return (
    <div className="space-y-3">
      <RadioGroupField
        name="funding"
        legend={t('recurringOrders.funding.payFrom')}
        options={[
          { value: 'balance', label: t('recurringOrders.funding.balance') },
          ...(funding.accounts ?? []).map((account) => ({
            value: account.guid,
            label: accountLabel(account, t),
          })),
        ]}
        value={byBank ? form.values.bank_account_guid : 'balance'}
        onValueChange={onPayFrom}
        hint={byBank ? t('recurringOrders.funding.bankHint') : undefined}
        error={form.errors.funding ?? form.errors.bank_account_guid}
      />
      <AccountsNote funding={funding} />
      {funding.chosen && (
        <PadTermsFields
          account={funding.chosen}
          agreedAt={funding.agreedAt}
          agree={form.field('pad_terms')}
        />
      )}
    </div>
  );
}
