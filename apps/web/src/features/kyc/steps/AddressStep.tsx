import { type KycApplication, kycAddressStepSchema, provinceSchema } from '@maple/contracts';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form/TextField';
import { useAgeCheck } from '../age-check';
import { ProvinceSelect } from '../components/ProvinceSelect';
import { StepForm } from '../components/StepForm';
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
type Values = Record<Field, string>;

const initialOf = ({ steps }: KycApplication): Values => ({
  'address.street': steps.address?.address.street ?? '',
  'address.street2': steps.address?.address.street2 ?? '',
  'address.city': steps.address?.address.city ?? '',
  'address.subdivision': steps.address?.address.subdivision ?? '',
  'address.postal_code': steps.address?.address.postal_code ?? '',
  phone_number: steps.address?.phone_number ?? '',
});

const bodyOf = (values: Values) => ({
  address: {
    street: values['address.street'],
    street2: optionalText(values['address.street2']),
    city: values['address.city'],
    subdivision: values['address.subdivision'],
    postal_code: values['address.postal_code'],
    country_code: 'CA',
  },
  phone_number: values.phone_number,
});

/** Residential address in Canada, checked against the province, and a phone number. */
export function AddressStep({ application, onSaved, onBack, submitLabel }: StepProps) {
  const { t } = useTranslation();
  const ageProblem = useAgeCheck();
  const dateOfBirth = application.steps.identity?.date_of_birth;
  const { form, submit, busy } = useStepForm({
    application,
    step: 'address',
    initial: initialOf(application),
    fields,
    schema: kycAddressStepSchema,
    bodyOf,
    check: (values) => {
      const province = provinceSchema.safeParse(values['address.subdivision']);
      const problem =
        dateOfBirth && province.success ? ageProblem(dateOfBirth, province.data) : undefined;
      return problem ? { 'address.subdivision': problem } : {};
    },
    onSaved,
  });
  const labels: Values = {
    'address.street': t('kyc.fields.street'),
    'address.street2': t('kyc.fields.street2'),
    'address.city': t('kyc.fields.city'),
    'address.subdivision': t('kyc.fields.province'),
    'address.postal_code': t('kyc.fields.postalCode'),
    phone_number: t('kyc.fields.phone'),
  };
  const text = (name: Field, autoComplete: string, hint?: string) => (
    <TextField
      name={name}
      label={labels[name]}
      autoComplete={autoComplete}
      maxLength={name === 'phone_number' ? 32 : 100}
      type={name === 'phone_number' ? 'tel' : 'text'}
      hint={hint}
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
      {text('address.street', 'address-line1')}
      {text('address.street2', 'address-line2')}
      <div className="grid gap-5 sm:grid-cols-2">
        {text('address.city', 'address-level2')}
        <ProvinceSelect
          name="address.subdivision"
          label={labels['address.subdivision']}
          autoComplete="address-level1"
          {...form.field('address.subdivision')}
        />
      </div>
      {text('address.postal_code', 'postal-code', t('kyc.fields.postalCodeHint'))}
      {text('phone_number', 'tel', t('kyc.fields.phoneHint'))}
    </StepForm>
  );
}
