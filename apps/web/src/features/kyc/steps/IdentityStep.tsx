import {
  ageOfMajority,
  ageOn,
  calendarDateSchema,
  isOfAge,
  kycIdentityStepSchema,
} from '@maple/contracts';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form/TextField';
import type { FieldErrors } from '../../../lib/forms/field-errors';
import { StepForm } from '../components/StepForm';
import { today } from '../flow-steps';
import { optionalText, type StepProps, useStepForm } from './use-step-form';

const fields = ['name.first', 'name.middle', 'name.last', 'date_of_birth'] as const;
type Field = (typeof fields)[number];

/** The youngest age of majority in Canada: the age checked before a province is known. */
const youngestMajority = Math.min(...Object.values(ageOfMajority));

/** Legal name and date of birth. */
export function IdentityStep({ application, onSaved, onBack, submitLabel }: StepProps) {
  const { t } = useTranslation();
  const saved = application.steps.identity;
  const province = application.steps.address?.address.subdivision;

  const ageProblem = (dateOfBirth: string): string | undefined => {
    if (!calendarDateSchema.safeParse(dateOfBirth).success) return undefined;
    const day = today();
    if (dateOfBirth > day) return t('kycValidation.dateInFuture');
    if (province) {
      return isOfAge(dateOfBirth, province, day)
        ? undefined
        : t('kycValidation.underAgeInProvince', {
            province: t(`kyc.provinces.${province}`),
            age: ageOfMajority[province],
          });
    }
    return ageOn(dateOfBirth, day) >= youngestMajority
      ? undefined
      : t('kycValidation.underAge', { age: youngestMajority });
  };

  const { form, submit, busy } = useStepForm({
    application,
    step: 'identity',
    initial: {
      'name.first': saved?.name.first ?? '',
      'name.middle': saved?.name.middle ?? '',
      'name.last': saved?.name.last ?? '',
      date_of_birth: saved?.date_of_birth ?? '',
    },
    fields,
    schema: kycIdentityStepSchema,
    bodyOf: (values) => ({
      name: {
        first: values['name.first'],
        middle: optionalText(values['name.middle']),
        last: values['name.last'],
      },
      date_of_birth: values.date_of_birth,
    }),
    check: (values): FieldErrors<Field> => {
      const problem = ageProblem(values.date_of_birth);
      return problem ? { date_of_birth: problem } : {};
    },
    onSaved,
  });

  const labels: Record<Field, string> = {
    'name.first': t('kyc.fields.firstName'),
    'name.middle': t('kyc.fields.middleName'),
    'name.last': t('kyc.fields.lastName'),
    date_of_birth: t('kyc.fields.dateOfBirth'),
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
        name="name.first"
        label={labels['name.first']}
        autoComplete="given-name"
        maxLength={100}
        {...form.field('name.first')}
      />
      <TextField
        name="name.middle"
        label={labels['name.middle']}
        autoComplete="additional-name"
        maxLength={100}
        {...form.field('name.middle')}
      />
      <TextField
        name="name.last"
        label={labels['name.last']}
        autoComplete="family-name"
        maxLength={100}
        {...form.field('name.last')}
      />
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
