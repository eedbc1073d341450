import { kycEmploymentStepSchema } from '@maple/contracts';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form/TextField';
import { StepForm } from '../components/StepForm';
import { type StepProps, useStepForm } from './use-step-form';

const fields = ['occupation', 'employer'] as const;
type Field = (typeof fields)[number];

/** Occupation and employer. */
export function EmploymentStep({ application, onSaved, onBack, submitLabel }: StepProps) {
  const { t } = useTranslation();
  const saved = application.steps.employment;
  const { form, submit, busy } = useStepForm({
    application,
    step: 'employment',
    initial: { occupation: saved?.occupation ?? '', employer: saved?.employer ?? '' },
    fields,
    schema: kycEmploymentStepSchema,
    bodyOf: (values) => values,
    onSaved,
  });
  const labels: Record<Field, string> = {
    occupation: t('kyc.fields.occupation'),
    employer: t('kyc.fields.employer'),
  };
  return (
    <StepForm
      form={form}
      labels={labels}
      onSubmit={submit}
      busy={busy}
      onBack={onBack}
      submitLabel={submitLabel}
    >
      <TextField
        name="occupation"
        label={labels.occupation}
        autoComplete="organization-title"
        maxLength={100}
        hint={t('kyc.fields.occupationHint')}
        {...form.field('occupation')}
      />
      <TextField
        name="employer"
        label={labels.employer}
        autoComplete="organization"
        maxLength={100}
        hint={t('kyc.fields.employerHint')}
        {...form.field('employer')}
      />
    </StepForm>
  );
}
