import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { panelClasses, primaryButtonClasses } from '../../../../components/form/form-styles';
import { SubmitButton } from '../../../../components/form/SubmitButton';
import { TextField } from '../../../../components/form/TextField';
import { useForm } from '../../../../components/form/use-form';
import { SpinnerIcon } from '../../../../components/icons';
import type { FieldErrors } from '../../../../lib/forms/field-errors';
import { accountLabel } from '../../../../lib/funding/bank-account-label';
import { parseCadAmount } from '../../../../lib/funding/cad-amount';
import { useBankAccountsQuery } from '../../../../lib/funding/funding-api';
import { useFundingFlow } from '../../../../lib/funding/use-funding-flow';
import { BankAccountField } from '../../components/BankAccountField';
import { FundingProblemAlert } from '../../components/FundingProblemAlert';
import { FundingQuoteSummary } from '../../components/FundingQuoteSummary';
import { QuoteReview } from '../../components/QuoteReview';
import { TransferResult } from '../../components/TransferResult';

const fields = ['bank', 'amount'] as const;
type Field = (typeof fields)[number];

/**
 * CAD by EFT from a linked bank account: the amount, its quote (fee and limits left) and the
 * confirmation that starts the pull.
 */
export function EftDeposit() {
  const { t, i18n } = useTranslation();
  const form = useForm({ bank: '', amount: '' }, fields);
  const flow = useFundingFlow('deposit');
  const { phase } = flow;
  // The list the form's drop-down read: the review names the account the money comes from.
  const accounts = useBankAccountsQuery();
  const source = accounts.data?.find((account) => account.guid === form.values.bank);

  const quote = (event: FormEvent) => {
    event.preventDefault();
    const errors: FieldErrors<Field> = {};
    if (form.values.bank === '') errors.bank = t('funding.errors.bankRequired');
    const amount = parseCadAmount(form.values.amount, i18n.language);
    if (!amount.ok) errors.amount = t(`funding.errors.${amount.problem}`);
    if (!amount.ok || errors.bank) {
      form.showErrors(errors);
      return;
    }
    void flow.requestQuote(amount.cents);
  };

  if (phase.kind === 'done') {
    return (
      <TransferResult
        transfer={phase.transfer}
        onAgain={() => {
          flow.reset();
          form.reset('amount');
        }}
      />
    );
  }
  if (phase.kind === 'quoted' || phase.kind === 'submitting') {
    const busy = phase.kind === 'submitting';
    return (
      <div className="space-y-4">
        <FundingProblemAlert problem={flow.problem} />
        <QuoteReview
          summary={
            <FundingQuoteSummary
              quote={phase.quote}
              party={source ? accountLabel(source, t) : undefined}
            />
          }
          title={t('funding.deposit.reviewTitle')}
          busy={busy}
          onBack={flow.reset}
        >
          <button
            type="button"
            aria-disabled={busy}
            onClick={() =>
              void flow.submit({
                payment_rail: 'eft',
                external_bank_account_guid: form.values.bank,
              })
            }
            className={primaryButtonClasses}
          >
            {busy && <SpinnerIcon className="size-4 motion-safe:animate-spin" />}
            {t(busy ? 'funding.deposit.confirming' : 'funding.deposit.confirm')}
          </button>
        </QuoteReview>
      </div>
    );
  }
  return (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={quote}
      aria-labelledby="eft-deposit-title"
      className={`space-y-4 ${panelClasses}`}
    >
      <h2 id="eft-deposit-title" className="text-lg font-semibold">
        {t('funding.deposit.eftTitle')}
      </h2>
      <p className="text-sm text-gray-700 dark:text-gray-300">{t('funding.deposit.eftIntro')}</p>
      <FundingProblemAlert problem={flow.problem} />
      <BankAccountField label={t('funding.deposit.from')} {...form.field('bank')} />
      <TextField
        name="amount"
        label={t('funding.amount')}
        inputMode="decimal"
        autoComplete="off"
        hint={t('funding.amountHint')}
        {...form.field('amount')}
      />
      <SubmitButton busy={phase.kind === 'quoting'} busyLabel={t('funding.quote.getting')}>
        {t('funding.quote.get')}
      </SubmitButton>
    </form>
  );
}
