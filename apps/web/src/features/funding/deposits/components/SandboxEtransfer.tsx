import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FailureAlert } from '../../../../components/form/FailureAlert';
import { FormAlert } from '../../../../components/form/FormAlert';
import { SubmitButton } from '../../../../components/form/SubmitButton';
import { TextField } from '../../../../components/form/TextField';
import { useForm } from '../../../../components/form/use-form';
import { apiErrorOf } from '../../../../lib/api/api-error';
import { formatTime } from '../../../../lib/format/time';
import type { FieldErrors } from '../../../../lib/forms/field-errors';
import { parseCadAmount } from '../../../../lib/funding/cad-amount';
import { useSimulateEtransferMutation } from '../api/sandbox-etransfer-api';

const fields = ['amount', 'reference_code'] as const;
type Field = (typeof fields)[number];

/**
 * Sandbox only: an incoming e-Transfer on demand, as a bank would send it (the server offers the
 * route, and says so, only outside production).
 */
export function SandboxEtransfer({ referenceCode }: { referenceCode: string }) {
  const { t, i18n } = useTranslation();
  const form = useForm({ amount: '', reference_code: referenceCode }, fields);
  const [simulate, simulated] = useSimulateEtransferMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.setFailure(null);
    const errors: FieldErrors<Field> = {};
    const amount = parseCadAmount(form.values.amount, i18n.language);
    if (!amount.ok) errors.amount = t(`funding.errors.${amount.problem}`);
    if (form.values.reference_code.trim() === '')
      errors.reference_code = t('funding.sandbox.codeRequired');
    if (!amount.ok || errors.reference_code) {
      form.showErrors(errors);
      return;
    }
    const result = await simulate({
      amount: amount.cents.toString(),
      reference_code: form.values.reference_code,
    });
    if (result.error) form.showRefusal(apiErrorOf(result.error));
  };

  return (
    <section
      aria-labelledby="sandbox-title"
      className="space-y-3 rounded-lg border-2 border-dashed border-amber-500 p-4 dark:border-amber-400"
    >
      <h2 id="sandbox-title" className="text-lg font-semibold">
        {t('funding.sandbox.title')}
      </h2>
      <p className="text-sm">{t('funding.sandbox.intro')}</p>
      <form ref={form.formRef} noValidate onSubmit={submit} className="space-y-3">
        <FailureAlert failure={form.failure} />
        {simulated.data && !simulated.isLoading && (
          <FormAlert tone="success">
            {t('funding.sandbox.sent', {
              time: formatTime(new Date(simulated.data.delivers_at), i18n.language),
            })}
          </FormAlert>
        )}
        <TextField
          name="amount"
          label={t('funding.amount')}
          inputMode="decimal"
          autoComplete="off"
          {...form.field('amount')}
        />
        <TextField
          name="reference_code"
          label={t('funding.sandbox.reference')}
          autoComplete="off"
          {...form.field('reference_code')}
        />
        <SubmitButton busy={simulated.isLoading} busyLabel={t('funding.sandbox.sending')}>
          {t('funding.sandbox.send')}
        </SubmitButton>
      </form>
    </section>
  );
}
