import { type KycApplication, type KycFileKind, kycEddStepSchema } from '@maple/contracts';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FailureAlert } from '../../../components/form/FailureAlert';
import { RadioGroupField } from '../../../components/form/RadioGroupField';
import { SelectField } from '../../../components/form/SelectField';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { type ApiError, apiErrorOf } from '../../../lib/api/api-error';
import { useSubmitKycMutation } from '../api/kyc-api';
import { FileField } from '../components/FileField';
import { StepForm } from '../components/StepForm';
import { useUploadsInFlight } from '../components/uploads-in-flight';
import { documentTypes } from '../file-checks';
import { useStepForm } from '../steps/use-step-form';

const sources = [
  'employment_income',
  'business_income',
  'investments',
  'savings',
  'sale_of_property',
  'inheritance',
  'other',
] as const;
const volumes = ['under_10k', '10k_to_50k', '50k_to_250k', 'over_250k'] as const;

const fields = [
  'source_of_funds',
  'source_of_funds_details',
  'source_of_wealth',
  'source_of_wealth_details',
  'expected_monthly_volume',
  'supporting_document',
] as const;
type Field = (typeof fields)[number];
type Values = Record<Exclude<Field, 'supporting_document'>, string>;

const initialOf = ({ steps }: KycApplication): Values => ({
  source_of_funds: steps.edd?.source_of_funds ?? '',
  source_of_funds_details: steps.edd?.source_of_funds_details ?? '',
  source_of_wealth: steps.edd?.source_of_wealth ?? '',
  source_of_wealth_details: steps.edd?.source_of_wealth_details ?? '',
  expected_monthly_volume: steps.edd?.expected_monthly_volume ?? '',
});

const labelsOf = (t: TFunction): Record<Field, string> => ({
  source_of_funds: t('edd.sourceOfFunds'),
  source_of_funds_details: t('edd.sourceOfFundsDetails'),
  source_of_wealth: t('edd.sourceOfWealth'),
  source_of_wealth_details: t('edd.sourceOfWealthDetails'),
  expected_monthly_volume: t('edd.expectedVolume'),
  supporting_document: t('edd.supportingDocument'),
});

/** Submits the saved application for staff review; a refusal is kept to show. */
function useSubmitForReview(
  application: KycApplication,
  onSubmitted: (application: KycApplication) => void,
) {
  const [submitKyc, submitting] = useSubmitKycMutation();
  const [failure, setFailure] = useState<ApiError | null>(null);
  const submit = async () => {
    const result = await submitKyc(application.identity_verification_guid);
    if (result.data) onSubmitted(result.data);
    else setFailure(apiErrorOf(result.error));
  };
  return { submit, failure, setFailure, busy: submitting.isLoading };
}

/**
 * Enhanced due diligence (docs/product/identity-verification.md): where the money comes from, how
 * much will move, and at least one supporting document; saved as the `edd` step, then submitted for
 * staff review.
 */
export function EddForm({
  application,
  onSubmitted,
}: {
  application: KycApplication;
  onSubmitted: (application: KycApplication) => void;
}) {
  const { t } = useTranslation();
  const review = useSubmitForReview(application, onSubmitted);
  const uploads = useUploadsInFlight();
  const { form, submit, busy } = useStepForm({
    application,
    step: 'edd',
    initial: initialOf(application),
    fields,
    schema: kycEddStepSchema,
    bodyOf: (values) => values,
    check: () =>
      application.files.length === 0 ? { supporting_document: t('edd.documentRequired') } : {},
    onSaved: () => void review.submit(),
  });
  const labels = labelsOf(t);
  const choice = (name: 'source_of_funds' | 'source_of_wealth') => (
    <SelectField
      name={name}
      label={labels[name]}
      options={sources.map((value) => ({ value, label: t(`edd.sources.${value}`) }))}
      placeholder={t('kyc.fields.choose')}
      {...form.field(name)}
    />
  );
  const details = (name: 'source_of_funds_details' | 'source_of_wealth_details') => (
    <TextAreaField
      name={name}
      label={labels[name]}
      maxLength={500}
      hint={t('edd.detailsHint')}
      {...form.field(name)}
    />
  );
  return (
    <StepForm
      form={form}
      labels={labels}
      onSubmit={(event) => {
        review.setFailure(null);
        void submit(event);
      }}
      busy={busy || review.busy || uploads.uploading}
      busyLabel={uploads.uploading ? t('kyc.files.sending') : undefined}
      submitLabel={t('edd.submit')}
    >
      <FailureAlert failure={review.failure} />
      {choice('source_of_funds')}
      {details('source_of_funds_details')}
      {choice('source_of_wealth')}
      {details('source_of_wealth_details')}
      <RadioGroupField
        name="expected_monthly_volume"
        legend={labels.expected_monthly_volume}
        options={volumes.map((value) => ({ value, label: t(`edd.volumes.${value}`) }))}
        {...form.field('expected_monthly_volume')}
      />
      <EddDocuments
        application={application}
        error={form.errors.supporting_document}
        onUploaded={() => form.clearError('supporting_document')}
        onBusyChange={uploads.track}
      />
    </StepForm>
  );
}

/** The supporting documents: one is needed, proof of address may come with it. */
function EddDocuments({
  application,
  error,
  onUploaded,
  onBusyChange,
}: {
  application: KycApplication;
  error: string | undefined;
  onUploaded: () => void;
  onBusyChange: (kind: KycFileKind) => (busy: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="space-y-5">
      <legend className="text-base font-semibold">{t('edd.documentsLegend')}</legend>
      <p className="text-sm text-gray-700 dark:text-gray-300">{t('edd.documentsHint')}</p>
      <FileField
        application={application}
        kind="supporting_document"
        label={t('edd.supportingDocument')}
        hint={t('kyc.files.idHint')}
        accept={documentTypes}
        error={error}
        onUploaded={onUploaded}
        onBusyChange={onBusyChange('supporting_document')}
      />
      <FileField
        application={application}
        kind="proof_of_address"
        label={t('edd.proofOfAddress')}
        hint={t('kyc.files.idHint')}
        accept={documentTypes}
        onUploaded={onUploaded}
        onBusyChange={onBusyChange('proof_of_address')}
      />
    </fieldset>
  );
}
