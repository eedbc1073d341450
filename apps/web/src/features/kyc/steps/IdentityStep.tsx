import { type KycApplication, kycIdentityStepSchema } from '@maple/contracts';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form/TextField';
import { useAgeCheck } from '../age-check';
import { StepForm } from '../components/StepForm';
import { today } from '../flow-steps';
import { optionalText, type StepProps, useStepForm } from './use-step-form';

const fields = ['name.first', 'name.middle', 'name.last', 'date_of_birth'] as const;
type Field = (typeof fields)[number];
type Values = Record<Field, string>;

const initialOf = ({ steps }: KycApplication): Values => ({
  'name.first': steps.identity?.name.first ?? '',
  'name.middle': steps.identity?.name.middle ?? '',
  'name.last': steps.identity?.name.last ?? '',
  date_of_birth: steps.identity?.date_of_birth ?? '',
});

const bodyOf = (values: Values) => ({
  name: {
    first: values['name.first'],
    middle: optionalText(values['name.middle']),
    last: values['name.last'],
  },
  date_of_birth: values.date_of_birth,
});

/** Legal name and date of birth, old enough for the province when it is known. */
export function IdentityStep({ application, onSaved, onBack, submitLabel }: StepProps) {
  const { t } = useTranslation();
  const ageProblem = useAgeCheck();
  const province = application.steps.address?.address.subdivision;
  const { form, submit, busy } = useStepForm({
    application,
    step: 'identity',
    initial: initialOf(application),
    fields,
    schema: kycIdentityStepSchema,
    bodyOf,
    check: (values) => {
      const problem = ageProblem(values.date_of_birth, province);
      return problem ? { date_of_birth: problem } : {};
    },
    onSaved,
  });
  const labels: Values = {
    'name.first': t('kyc.fields.firstName'),
    'name.middle': t('kyc.fields.middleName'),
    'name.last': t('kyc.fields.lastName'),
    date_of_birth: t('kyc.fields.dateOfBirth'),
  };
  const text = (name: Field, autoComplete: string) => (
    <TextField
      name={name}
      label={labels[name]}
      autoComplete={autoComplete}
      maxLength={100}
      {...form.field(name)}
    />
  );
  return (
    <StepForm
      form={form}
      labels={labels}
      onSubmit={submit}
      busy={busy}
      onBack={onBack}
      submitLabel={submitLabel}
    >
      {text('name.first', 'given-name')}
      {text('name.middle', 'additional-name')}
      {text('name.last', 'family-name')}
      <TextField
        name="date_of_birth"
        type="date"
        label={labels.date_of_birth}
        autoComplete="bday"
        max={today()}
        {...form.field('date_of_birth')}
      />
    </StepForm>
  );
}
