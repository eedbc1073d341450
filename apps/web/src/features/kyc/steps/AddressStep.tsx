import {
  ageOfMajority,
  isOfAge,
  kycAddressStepSchema,
  type Province,
  provinceSchema,
} from '@maple/contracts';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form/TextField';
import type { FieldErrors } from '../../../lib/forms/field-errors';
import { ProvinceSelect } from '../components/ProvinceSelect';
import { StepForm } from '../components/StepForm';
import { today } from '../flow-steps';
import { optionalText, type StepProps, useStepForm } from './use-step-form';

const fields = [
  'address.street',
  'address.street2',
  'address.city',
  'address.subdivision',
  'address.postal_code',
  'phone_number',
] as const;
type Field = (typeof fields)[number];

/** Residential address in Canada, checked against the province, and a phone number. */
export function AddressStep({ application, onSaved, onBack, submitLabel }: StepProps) {
  const { t } = useTranslation();
  const saved = application.steps.address;
  const dateOfBirth = application.steps.identity?.date_of_birth;

  // The age of majority is the province's: a birth date fine in Ontario may not be in BC.
  const ageProblem = (subdivision: string): string | undefined => {
    const province = provinceSchema.safeParse(subdivision);
    if (!dateOfBirth || !province.success) return undefined;
    const chosen: Province = province.data;
    return isOfAge(dateOfBirth, chosen, today())
      ? undefined
      : t('kycValidation.underAgeInProvince', {
          province: t(`kyc.provinces.${chosen}`),
          age: ageOfMajority[chosen],
        });
  };

  const { form, submit, busy } = useStepForm({
    application,
    step: 'address',
    initial: {
      'address.street': saved?.address.street ?? '',
      'address.street2': saved?.address.street2 ?? '',
      'address.city': saved?.address.city ?? '',
      'address.subdivision': saved?.address.subdivision ?? '',
      'address.postal_code': saved?.address.postal_code ?? '',
      phone_number: saved?.phone_number ?? '',
    },
    fields,
    schema: kycAddressStepSchema,
    bodyOf: (values) => ({
      address: {
        street: values['address.street'],
        street2: optionalText(values['address.street2']),
        city: values['address.city'],
        subdivision: values['address.subdivision'],
        postal_code: values['address.postal_code'],
        country_code: 'CA',
      },
      phone_number: values.phone_number,
    }),
    check: (values): FieldErrors<Field> => {
      const problem = ageProblem(values['address.subdivision']);
      return problem ? { 'address.subdivision': problem } : {};
    },
    onSaved,
  });

  const labels: Record<Field, string> = {
    'address.street': t('kyc.fields.street'),
    'address.street2': t('kyc.fields.street2'),
    'address.city': t('kyc.fields.city'),
    'address.subdivision': t('kyc.fields.province'),
    'address.postal_code': t('kyc.fields.postalCode'),
    phone_number: t('kyc.fields.phone'),
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
        name="address.street"
        label={labels['address.street']}
        autoComplete="address-line1"
        maxLength={100}
        {...form.field('address.street')}
      />
      <TextField
        name="address.street2"
        label={labels['address.street2']}
        autoComplete="address-line2"
        maxLength={100}
        {...form.field('address.street2')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          name="address.city"
          label={labels['address.city']}
          autoComplete="address-level2"
          maxLength={100}
          {...form.field('address.city')}
        />
        <ProvinceSelect
          name="address.subdivision"
          label={labels['address.subdivision']}
          autoComplete="address-level1"
          {...form.field('address.subdivision')}
        />
      </div>
      <TextField
        name="address.postal_code"
        label={labels['address.postal_code']}
        autoComplete="postal-code"
        autoCapitalize="characters"
        maxLength={7}
        hint={t('kyc.fields.postalCodeHint')}
        {...form.field('address.postal_code')}
      />
      <TextField
        name="phone_number"
        type="tel"
        label={labels.phone_number}
        autoComplete="tel"
        maxLength={32}
        hint={t('kyc.fields.phoneHint')}
        {...form.field('phone_number')}
      />
    </StepForm>
  );
}
