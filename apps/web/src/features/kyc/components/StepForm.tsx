import type { FormEvent, ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorSummary } from '../../../components/form/ErrorSummary';
import { FailureAlert } from '../../../components/form/FailureAlert';
import { secondaryButtonClasses } from '../../../components/form/form-styles';
import { SubmitButton } from '../../../components/form/SubmitButton';
import type { ApiError } from '../../../lib/api/api-error';
import type { FieldErrors } from '../../../lib/forms/field-errors';

/**
 * The frame of every step's form: the error summary and the failure on top, the step's fields,
 * then Back and the save button.
 */
export function StepForm<F extends string>({
  form,
  labels,
  onSubmit,
  busy,
  busyLabel,
  onBack,
  submitLabel,
  children,
}: {
  form: {
    formRef: RefObject<HTMLFormElement | null>;
    errors: FieldErrors<F>;
    failure: ApiError | null;
  };
  labels: Readonly<Record<F, string>>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  busy: boolean;
  /** What the save button says while busy; "Saving…" unless told. */
  busyLabel?: string | undefined;
  onBack?: (() => void) | undefined;
  submitLabel: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <form ref={form.formRef} noValidate onSubmit={onSubmit} className="space-y-5">
      <ErrorSummary title={t('kyc.errorSummary')} errors={form.errors} labels={labels} />
      <FailureAlert failure={form.failure} />
      {children}
      <StepActions busy={busy} busyLabel={busyLabel} onBack={onBack} submitLabel={submitLabel} />
    </form>
  );
}

/** Back (when there is a step before) and the button that saves the step. */
export function StepActions({
  busy,
  onBack,
  submitLabel,
  busyLabel,
}: {
  busy: boolean;
  onBack?: (() => void) | undefined;
  submitLabel: string;
  busyLabel?: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-between">
      {onBack ? (
        <button type="button" onClick={onBack} className={secondaryButtonClasses}>
          {t('kyc.back')}
        </button>
      ) : (
        <span />
      )}
      <SubmitButton busy={busy} busyLabel={busyLabel ?? t('kyc.saving')}>
        {submitLabel}
      </SubmitButton>
    </div>
  );
}
