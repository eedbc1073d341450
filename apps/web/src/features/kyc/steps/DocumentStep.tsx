import {
  calendarDateSchema,
  type KycApplication,
  type KycFileKind,
  kycDocumentStepSchema,
  type PhotoIdType,
  photoIdTypes,
} from '@maple/contracts';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/form/SelectField';
import { TextField } from '../../../components/form/TextField';
import type { FieldErrors } from '../../../lib/forms/field-errors';
import { FileField } from '../components/FileField';
import { ProvinceSelect } from '../components/ProvinceSelect';
import { StepForm } from '../components/StepForm';
import { documentTypes, imageTypes } from '../file-checks';
import { today } from '../flow-steps';
import { optionalText, type StepProps, useStepForm } from './use-step-form';

const fields = [
  'type',
  'number',
  'expiration_date',
  'issuing_subdivision',
  'id_front',
  'id_back',
  'selfie',
] as const;
type Field = (typeof fields)[number];

/** A licence or an ID card is issued by a province; a passport or a PR card is not. */
const issuedByProvince = (type: string): boolean =>
  type === 'drivers_license' || type === 'identification_card';

type IdFile = Extract<KycFileKind, 'id_front' | 'id_back' | 'selfie'>;

/** The images a photo ID needs: a passport has only its photo page. */
const filesFor = (type: string): IdFile[] =>
  type === 'passport' ? ['id_front', 'selfie'] : ['id_front', 'id_back', 'selfie'];

const isUploaded = (application: KycApplication, kind: KycFileKind): boolean =>
  application.files.some((file) => file.kind === kind);

/** Government photo ID: its type, number and expiry, images of it, and a selfie. */
export function DocumentStep({ application, onSaved, onBack, submitLabel }: StepProps) {
  const { t } = useTranslation();
  const saved = application.steps.document;
  const { form, submit, busy } = useStepForm({
    application,
    step: 'document',
    initial: {
      type: saved?.type ?? '',
      number: saved?.number ?? '',
      expiration_date: saved?.expiration_date ?? '',
      issuing_subdivision: saved?.issuing_subdivision ?? '',
    },
    fields,
    schema: kycDocumentStepSchema,
    bodyOf: (values) => ({
      type: values.type,
      number: values.number,
      expiration_date: values.expiration_date,
      issuing_subdivision: issuedByProvince(values.type)
        ? optionalText(values.issuing_subdivision)
        : undefined,
    }),
    check: (values): FieldErrors<Field> => {
      const errors: FieldErrors<Field> = {};
      if (issuedByProvince(values.type) && values.issuing_subdivision === '') {
        errors.issuing_subdivision = t('kycValidation.issuingProvinceRequired');
      }
      const expiry = values.expiration_date;
      if (calendarDateSchema.safeParse(expiry).success && expiry <= today()) {
        errors.expiration_date = t('kycValidation.idExpired');
      }
      for (const kind of filesFor(values.type)) {
        if (!isUploaded(application, kind)) errors[kind] = t('kyc.files.required');
      }
      return errors;
    },
    onSaved,
  });

  const type = form.values.type;
  const passport = type === 'passport';
  const labels: Record<Field, string> = {
    type: t('kyc.fields.idType'),
    number: t('kyc.fields.idNumber'),
    expiration_date: t('kyc.fields.idExpiry'),
    issuing_subdivision: t('kyc.fields.issuingProvince'),
    id_front: t(passport ? 'kyc.files.photoPage' : 'kyc.files.front'),
    id_back: t('kyc.files.back'),
    selfie: t('kyc.files.selfie'),
  };
  const typeOptions = photoIdTypes.map((value: PhotoIdType) => ({
    value,
    label: t(`kyc.idTypes.${value}`),
  }));
  const fileProps = (kind: IdFile) => ({
    application,
    kind,
    label: labels[kind],
    error: form.errors[kind],
    onUploaded: () => form.clearError(kind),
  });
  return (
    <StepForm
      form={form}
      labels={labels}
      onSubmit={submit}
      busy={busy}
      onBack={onBack}
      submitLabel={submitLabel}
    >
      <SelectField
        name="type"
        label={labels.type}
        options={typeOptions}
        placeholder={t('kyc.fields.chooseIdType')}
        {...form.field('type')}
      />
      <TextField
        name="number"
        label={labels.number}
        autoComplete="off"
        spellCheck={false}
        maxLength={30}
        hint={t('kyc.fields.idNumberHint')}
        {...form.field('number')}
      />
      <TextField
        name="expiration_date"
        type="date"
        label={labels.expiration_date}
        min={today()}
        {...form.field('expiration_date')}
      />
      {issuedByProvince(type) && (
        <ProvinceSelect
          name="issuing_subdivision"
          label={labels.issuing_subdivision}
          {...form.field('issuing_subdivision')}
        />
      )}
      <fieldset className="space-y-5">
        <legend className="text-base font-semibold">{t('kyc.files.legend')}</legend>
        <FileField {...fileProps('id_front')} hint={t('kyc.files.idHint')} accept={documentTypes} />
        {!passport && (
          <FileField
            {...fileProps('id_back')}
            hint={t('kyc.files.idHint')}
            accept={documentTypes}
          />
        )}
        <FileField
          {...fileProps('selfie')}
          hint={t('kyc.files.selfieHint')}
          accept={imageTypes}
          capture="user"
        />
      </fieldset>
    </StepForm>
  );
}
