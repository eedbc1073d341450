import { kycTaxStepSchema } from '@maple/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { secondaryButtonClasses } from '../../../components/form/form-styles';
import { TextField } from '../../../components/form/TextField';
import { StepActions, StepForm } from '../components/StepForm';
import { type StepProps, useStepForm } from './use-step-form';

const fields = ['sin'] as const;
type Field = (typeof fields)[number];

/**
 * Why the SIN is asked for and how it is kept, said before it is typed
 * (docs/product/identity-verification.md).
 */
function SinPurpose() {
  const { t } = useTranslation();
  return (
    <div className="space-y-2 rounded-md border border-gray-200 bg-gray-50 p-4 text-sm dark:border-gray-700 dark:bg-gray-800">
      <h3 className="font-semibold">{t('kyc.sin.purposeTitle')}</h3>
      <p>{t('kyc.sin.purpose')}</p>
      <p>{t('kyc.sin.storage')}</p>
    </div>
  );
}

/**
 * The Social Insurance Number. Once saved, the app never holds it again: the server answers
 * only its masked form, which is what the step shows from then on.
 */
export function TaxStep(props: StepProps) {
  const { t } = useTranslation();
  const masked = props.application.steps.tax?.sin_masked;
  const [replacing, setReplacing] = useState(false);
  if (masked === undefined || replacing) return <SinForm {...props} />;

  const keep = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    props.onSaved();
  };
  return (
    <form onSubmit={keep} className="space-y-5">
      <SinPurpose />
      <p className="font-medium">{t('kyc.sin.onFile', { masked })}</p>
      <button type="button" onClick={() => setReplacing(true)} className={secondaryButtonClasses}>
        {t('kyc.sin.replace')}
      </button>
      <StepActions busy={false} onBack={props.onBack} submitLabel={props.submitLabel} />
    </form>
  );
}

function SinForm({ application, onSaved, onBack, submitLabel }: StepProps) {
  const { t } = useTranslation();
  const { form, submit, busy } = useStepForm({
    application,
    step: 'tax',
    initial: { sin: '' },
    fields,
    schema: kycTaxStepSchema,
    bodyOf: (values) => values,
    onSaved,
  });
  const labels: Record<Field, string> = { sin: t('kyc.fields.sin') };
  return (
    <StepForm
      form={form}
      labels={labels}
      onSubmit={submit}
      busy={busy}
      onBack={onBack}
      submitLabel={submitLabel}
    >
      <SinPurpose />
      <TextField
        name="sin"
        label={labels.sin}
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        maxLength={11}
        hint={t('kyc.fields.sinHint')}
        {...form.field('sin')}
      />
    </StepForm>
  );
}
