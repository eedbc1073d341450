import type { KycApplication, KycFileKind } from '@maple/contracts';
import { type ChangeEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldMessages } from '../../../components/form/FieldMessages';
import { useFieldIds } from '../../../components/form/field-ids';
import { labelClasses } from '../../../components/form/form-styles';
import { SpinnerIcon, SuccessIcon } from '../../../components/icons';
import { apiErrorOf } from '../../../lib/api/api-error';
import { describeApiError } from '../../../lib/errors/api-error-message';
import { formatDateTime } from '../../../lib/format/date-time';
import { useUploadKycFileMutation } from '../api/kyc-api';
import { fileProblem, formatFileSize } from '../file-checks';
import { useRecoveryToken } from '../recovery/recovery-token';

const fileInputClasses =
  'mt-1 block w-full text-sm text-gray-900 file:mr-4 file:rounded-md file:border-0 file:bg-red-700 file:px-4 file:py-2 file:text-sm file:font-semibold file:text-white hover:file:bg-red-800 disabled:opacity-70 dark:text-gray-100 dark:file:bg-red-600';

/**
 * Sends a chosen file (`PUT /customers/kyc/{guid}/files/{kind}`) after the checks the server
 * would make anyway, its type and its size, and says what happened in the reader's words.
 */
function useFileUpload(
  application: KycApplication,
  kind: KycFileKind,
  accept: readonly string[],
  onBusyChange: ((busy: boolean) => void) | undefined,
) {
  const { t } = useTranslation();
  const [upload, uploading] = useUploadKycFileMutation();
  const recoveryToken = useRecoveryToken();
  const [problem, setProblem] = useState<string | null>(null);
  const [status, setStatus] = useState('');

  const refusal = (httpStatus: number, fallback: string): string => {
    if (httpStatus === 413) return t('kyc.files.tooBig');
    if (httpStatus !== 415) return fallback;
    return t(
      accept.includes('application/pdf') ? 'kyc.files.wrongType' : 'kyc.files.wrongImageType',
    );
  };
  const refuse = (input: HTMLInputElement, message: string) => {
    // A refused file is not kept as the input's choice: choosing it again must check again.
    input.value = '';
    setStatus('');
    setProblem(message);
  };

  const choose = async (input: HTMLInputElement): Promise<boolean> => {
    const file = input.files?.[0];
    if (!file) return false;
    const found = fileProblem(file, accept);
    if (found) {
      refuse(input, refusal(found === 'tooBig' ? 413 : 415, ''));
      return false;
    }
    setProblem(null);
    setStatus(t('kyc.files.uploading', { name: file.name }));
    const guid = application.identity_verification_guid;
    onBusyChange?.(true);
    const result = await upload({ guid, kind, file, recoveryToken }).finally(() =>
      onBusyChange?.(false),
    );
    if (result.error === undefined) {
      setStatus(t('kyc.files.uploadedNow', { name: file.name }));
      return true;
    }
    const apiError = apiErrorOf(result.error);
    refuse(input, refusal(apiError.status, describeApiError(apiError, t)));
    return false;
  };

  return { choose, problem, status, busy: uploading.isLoading };
}

/**
 * One file of the flow, sent as soon as it is chosen. What is under way and what arrived is
 * announced politely; what was stored before is shown from the application.
 */
export function FileField({
  application,
  kind,
  label,
  hint,
  accept,
  capture,
  error,
  onUploaded,
  onBusyChange,
}: {
  application: KycApplication;
  kind: KycFileKind;
  label: string;
  hint: string;
  accept: readonly string[];
  /** Opens the phone's camera: `user` the front one (a selfie). */
  capture?: 'user' | 'environment';
  /** The form's problem with this file (none uploaded yet). */
  error?: string | undefined;
  onUploaded: () => void;
  /** Told when its upload starts and ends, so the form is not sent meanwhile. */
  onBusyChange?: ((busy: boolean) => void) | undefined;
}) {
  const { t, i18n } = useTranslation();
  const { choose, problem, status, busy } = useFileUpload(application, kind, accept, onBusyChange);
  const shownError = problem ?? error;
  const { inputId, hintId, errorId, controlProps } = useFieldIds(true, Boolean(shownError));
  const stored = application.files.find((file) => file.kind === kind);
  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    if (await choose(event.currentTarget)) onUploaded();
  };

  return (
    <div>
      <label htmlFor={inputId} className={labelClasses}>
        {label}
      </label>
      <input
        {...controlProps}
        id={inputId}
        name={kind}
        type="file"
        accept={accept.join(',')}
        capture={capture}
        disabled={busy}
        onChange={(event) => void onChange(event)}
        className={fileInputClasses}
      />
      <FieldMessages hint={hint} hintId={hintId} error={shownError} errorId={errorId} />
      {stored && !busy && (
        <p className="mt-1 flex items-center gap-2 text-sm text-green-800 dark:text-green-300">
          <SuccessIcon className="size-4 shrink-0" />
          {t('kyc.files.uploaded', {
            type: stored.content_type.replace(/^.*\//, '').toUpperCase(),
            size: formatFileSize(stored.size, i18n.language),
            date: formatDateTime(stored.uploaded_at, i18n.language),
          })}
        </p>
      )}
      <p role="status" className="mt-1 flex items-center gap-2 text-sm">
        {busy && <SpinnerIcon className="size-4 motion-safe:animate-spin" />}
        {status}
      </p>
    </div>
  );
}
