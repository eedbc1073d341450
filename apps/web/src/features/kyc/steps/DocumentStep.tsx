import {
  calendarDateSchema,
  type KycApplication,
  type KycFileKind,
  kycDocumentStepSchema,
  photoIdTypes,
} from '@maple/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/form/SelectField';
import { TextField } from '../../../components/form/TextField';
import type { FieldErrors } from '../../../lib/forms/field-errors';
import { FileField } from '../components/FileField';
import { ProvinceSelect } from '../components/ProvinceSelect';
import { StepForm } from '../components/StepForm';
import { useUploadsInFlight } from '../components/uploads-in-flight';
import { documentTypes, imageTypes } from '../file-checks';
import { today } from '../flow-steps';
import { optionalText, type StepProps, useStepForm } from './use-step-form';

type IdFile = Extract<KycFileKind, 'id_front' | 'id_back' | 'selfie'>;
const fields = ['type', 'number', 'expiration_date', 'issuing_subdivision'] as const;
const formFields = [...fields, 'id_front', 'id_back', 'selfie'] as const;
type Field = (typeof formFields)[number];
type Values = Record<(typeof fields)[number], string>;

/** A licence or an ID card is issued by a province; a passport or a PR card is not. */
const issuedByProvince = (type: string): boolean =>
  type === 'drivers_license' || type === 'identification_card';

/** The images a photo ID needs: a passport has only its photo page. */
const filesFor = (type: string): IdFile[] =>
  type === 'passport' ? ['id_front', 'selfie'] : ['id_front', 'id_back', 'selfie'];

const initialOf = ({ steps }: KycApplication): Values => ({
  type: steps.document?.type ?? '',
  number: steps.document?.number ?? '',
  expiration_date: steps.document?.expiration_date ?? '',
  issuing_subdivision: steps.document?.issuing_subdivision ?? '',
});

const bodyOf = (values: Values) => ({
  type: values.type,
  number: values.number,
  expiration_date: values.expiration_date,
  issuing_subdivision: issuedByProvince(values.type)
    ? optionalText(values.issuing_subdivision)
    : undefined,
});

/** What the contract leaves to the app: the issuer, an ID still valid, every image sent. */
function problemsOf(values: Values, application: KycApplication, t: TFunction) {
  const errors: FieldErrors<Field> = {};
  if (issuedByProvince(values.type) && values.issuing_subdivision === '') {
    errors.issuing_subdivision = t('kycValidation.issuingProvinceRequired');
  }
  const expiry = values.expiration_date;
  if (calendarDateSchema.safeParse(expiry).success && expiry <= today()) {
    errors.expiration_date = t('kycValidation.idExpired');
  }
  for (const kind of filesFor(values.type)) {
    if (!application.files.some((file) => file.kind === kind)) {
      errors[kind] = t('kyc.files.required');
    }
  }
  return errors;
}

const labelsOf = (type: string, t: TFunction): Record<Field, string> => ({
  type: t('kyc.fields.idType'),
  number: t('kyc.fields.idNumber'),
  expiration_date: t('kyc.fields.idExpiry'),
  issuing_subdivision: t('kyc.fields.issuingProvince'),
  id_front: t(type === 'passport' ? 'kyc.files.photoPage' : 'kyc.files.front'),
  id_back: t('kyc.files.back'),
  selfie: t('kyc.files.selfie'),
});

/** The images the ID needs and the selfie, each sent as soon as it is chosen. */
function IdImages({
  application,
  kinds,
  labels,
  errors,
  onUploaded,
  onBusyChange,
}: {
  application: KycApplication;
  kinds: readonly IdFile[];
  labels: Readonly<Record<IdFile, string>>;
  errors: FieldErrors<Field>;
  onUploaded: (kind: IdFile) => void;
  onBusyChange: (kind: IdFile) => (busy: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="space-y-5">
      <legend className="text-base font-semibold">{t('kyc.files.legend')}</legend>
      {kinds.map((kind) => (
        <FileField
          key={kind}
          application={application}
          kind={kind}
          label={labels[kind]}
          hint={t(kind === 'selfie' ? 'kyc.files.selfieHint' : 'kyc.files.idHint')}
          accept={kind === 'selfie' ? imageTypes : documentTypes}
          // A selfie is taken with the front camera when there is one.
          {...(kind === 'selfie' ? { capture: 'user' as const } : {})}
          error={errors[kind]}
          onUploaded={() => onUploaded(kind)}
          onBusyChange={onBusyChange(kind)}
        />
      ))}
    </fieldset>
  );
}

/** Government photo ID: its type, number and expiry, images of it, and a selfie. */
export function DocumentStep({ application, onSaved, onBack, submitLabel }: StepProps) {
  const { t } = useTranslation();
  const uploads = useUploadsInFlight();
  const { form, submit, busy } = useStepForm({
    application,
    step: 'document',
    initial: initialOf(application),
    fields: formFields,
    schema: kycDocumentStepSchema,
    bodyOf,
    check: (values) => problemsOf(values, application, t),
    onSaved,
  });
  const type = form.values.type;
  const labels = labelsOf(type, t);
  return (
    <StepForm
      form={form}
      labels={labels}
      onSubmit={submit}
      busy={busy || uploads.uploading}
      busyLabel={uploads.uploading ? t('kyc.files.sending') : undefined}
      onBack={onBack}
      submitLabel={submitLabel}
    >
      <SelectField
        name="type"
        label={labels.type}
        options={photoIdTypes.map((value) => ({ value, label: t(`kyc.idTypes.${value}`) }))}
        placeholder={t('kyc.fields.choose')}
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
      <IdImages
        application={application}
        kinds={filesFor(type)}
        labels={labels}
        errors={form.errors}
        onUploaded={form.clearError}
        onBusyChange={uploads.track}
      />
    </StepForm>
  );
}
