import type { PaymentRail } from '@maple/contracts';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorSummary } from '../../../../components/form/ErrorSummary';
import { panelClasses } from '../../../../components/form/form-styles';
import { MaxButton } from '../../../../components/form/MaxButton';
import { SubmitButton } from '../../../../components/form/SubmitButton';
import { TextField } from '../../../../components/form/TextField';
import type { useForm } from '../../../../components/form/use-form';
import { ChoiceGroup } from '../../../../components/trading/ChoiceGroup';
import { BankAccountField } from '../../components/BankAccountField';
import type { WithdrawalField, WithdrawalInput } from '../withdrawal-input';

type Form = ReturnType<typeof useForm<WithdrawalInput, WithdrawalField>>;

/**
 * Where the CAD goes and how much: EFT to a linked bank account, or an Interac e-Transfer to the
 * customer's own e-mail address with a security question only the customer can answer.
 */
export function WithdrawalForm({
  form,
  email,
  available,
  busy,
  problem,
  onSubmit,
  max,
}: {
  form: Form;
  email: string;
  available: string;
  /** Puts all the available CAD in the amount (formatted); absent while there is none. */
  max: { amount: string; use: () => void } | undefined;
  busy: boolean;
  problem: ReactNode;
  onSubmit: () => void;
}) {
  const { t } = useTranslation();
  const rail = form.values.rail;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  const labels: Record<WithdrawalField, string> = {
    rail: t('funding.withdrawal.railLegend'),
    bank: t('funding.withdrawal.to'),
    amount: t('funding.amount'),
    question: t('funding.withdrawal.question'),
    answer: t('funding.withdrawal.answer'),
  };
  return (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={submit}
      aria-labelledby="withdrawal-title"
      className={`space-y-4 ${panelClasses}`}
    >
      <h2 id="withdrawal-title" className="text-lg font-semibold">
        {t('funding.withdrawal.formTitle')}
      </h2>
      <ErrorSummary title={t('funding.errors.summary')} errors={form.errors} labels={labels} />
      {problem}
      <ChoiceGroup<PaymentRail>
        legend={labels.rail}
        choices={[
          { value: 'eft', label: t('funding.rail.eft') },
          { value: 'etransfer', label: t('funding.rail.etransfer') },
        ]}
        value={rail}
        onChange={form.change('rail')}
      />
      {rail === 'eft' ? (
        <BankAccountField label={labels.bank} {...form.field('bank')} />
      ) : (
        <>
          <p className="text-sm">{t('funding.withdrawal.etransferTo', { email })}</p>
          <TextField
            name="question"
            label={labels.question}
            autoComplete="off"
            maxLength={40}
            hint={t('funding.withdrawal.questionHint')}
            {...form.field('question')}
          />
          <TextField
            name="answer"
            label={labels.answer}
            autoComplete="off"
            maxLength={25}
            hint={t('funding.withdrawal.answerHint')}
            {...form.field('answer')}
          />
        </>
      )}
      <TextField
        name="amount"
        label={labels.amount}
        inputMode="decimal"
        autoComplete="off"
        hint={`${t('funding.amountHint')} ${available}`}
        {...form.field('amount')}
      />
      {max && <MaxButton amount={max.amount} onUse={max.use} />}
      <SubmitButton busy={busy} busyLabel={t('funding.quote.getting')}>
        {t('funding.quote.get')}
      </SubmitButton>
    </form>
  );
}
