import type { KycApplication } from '@maple/contracts';
import { type FormEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FailureAlert } from '../../../components/form/FailureAlert';
import { FormAlert } from '../../../components/form/FormAlert';
import { linkClasses } from '../../../components/form/form-styles';
import { apiErrorOf } from '../../../lib/api/api-error';
import { useSubmitKycMutation } from '../api/kyc-api';
import { type FlowStep, missingSteps } from '../flow-steps';
import { useReviewRows } from '../review-rows';
import { StepActions } from './StepForm';

/** One step's answers with the button that reopens it. */
function ReviewGroup({
  step,
  rows,
  onEdit,
}: {
  step: FlowStep;
  rows: readonly (readonly [string, string])[];
  onEdit: (step: FlowStep) => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const title = t(`kyc.steps.${step}`);
  return (
    <section
      aria-labelledby={headingId}
      className="border-t border-gray-200 pt-4 dark:border-gray-800"
    >
      <div className="flex items-baseline justify-between gap-4">
        <h3 id={headingId} className="font-semibold">
          {title}
        </h3>
        <button
          type="button"
          onClick={() => onEdit(step)}
          aria-label={t('kyc.review.editStep', { step: title })}
          className={`text-sm ${linkClasses}`}
        >
          {t('kyc.review.edit')}
        </button>
      </div>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[12rem_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-gray-600 dark:text-gray-400">{label}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * The answers so far, each step with an edit link, then the submission. The SIN shows only as
 * the server masked it. What is still missing is said before the customer tries to submit.
 */
export function ReviewStep({
  application,
  onEdit,
  onBack,
  onSubmitted,
}: {
  application: KycApplication;
  onEdit: (step: FlowStep) => void;
  onBack: () => void;
  onSubmitted: (application: KycApplication) => void;
}) {
  const { t } = useTranslation();
  const groups = useReviewRows(application);
  const [submitKyc, submitting] = useSubmitKycMutation();
  const missing = missingSteps(application).filter((step) => step !== 'review');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = await submitKyc(application.identity_verification_guid);
    if (result.data) onSubmitted(result.data);
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      {missing.length > 0 && (
        <FormAlert tone="error">
          {t('kyc.review.missing', {
            steps: missing.map((step) => t(`kyc.steps.${step}`)).join(', '),
          })}
        </FormAlert>
      )}
      <FailureAlert failure={submitting.error ? apiErrorOf(submitting.error) : null} />
      {groups.map(([step, rows]) => (
        <ReviewGroup key={step} step={step} rows={rows} onEdit={onEdit} />
      ))}
      <p className="border-t border-gray-200 pt-4 text-sm dark:border-gray-800">
        {t('kyc.review.confirm')}
      </p>
      <StepActions
        busy={submitting.isLoading}
        onBack={onBack}
        submitLabel={t('kyc.review.submit')}
        busyLabel={t('kyc.review.submitting')}
      />
    </form>
  );
}
