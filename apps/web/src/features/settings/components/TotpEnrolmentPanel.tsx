import { type TotpEnrolment, totpEnrolmentFinishRequestSchema } from '@maple/contracts';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FailureAlert } from '../../../components/form/FailureAlert';
import { FormAlert } from '../../../components/form/FormAlert';
import { secondaryButtonClasses } from '../../../components/form/form-styles';
import { OneTimeCodeField } from '../../../components/form/OneTimeCodeField';
import { SubmitOrCancel } from '../../../components/form/SubmitOrCancel';
import { useForm } from '../../../components/form/use-form';
import { apiErrorOf } from '../../../lib/api/api-error';
import { formatTime } from '../../../lib/format/time';
import { validateFields } from '../../../lib/forms/field-errors';
import { qrCodeDataUrl } from '../../../lib/qr/qr-code';
import { useCompleteTotpEnrolmentMutation } from '../api/security-api';
import { groupSecret } from '../totp-format';

const fields = ['code'] as const;

/** Whether the enrolment's completion deadline has passed; flips by itself when it does. */
function useDeadlinePassed(deadline: string): boolean {
  const at = Date.parse(deadline);
  const [passed, setPassed] = useState(() => at <= Date.now());
  useEffect(() => {
    if (passed) return;
    const timer = setTimeout(() => setPassed(true), Math.min(at - Date.now(), 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [at, passed]);
  return passed;
}

/**
 * Pending TOTP enrolment (docs/product/data.md): the QR code of the otpauth URI, the secret for
 * typing in, its parameters and the deadline; the first code from the app completes it.
 */
export function TotpEnrolmentPanel({
  enrolment,
  onCompleted,
  onCancel,
  onRestart,
}: {
  enrolment: TotpEnrolment;
  onCompleted: (recoveryCodes: readonly string[]) => void;
  onCancel: () => void;
  onRestart: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [qrCode, setQrCode] = useState<string | null>(null);
  const form = useForm({ code: '' }, fields);
  const [complete, { isLoading }] = useCompleteTotpEnrolmentMutation();
  const expired = useDeadlinePassed(enrolment.completion_deadline);

  useEffect(() => {
    let current = true;
    void qrCodeDataUrl(enrolment.otpauth_uri).then((url) => {
      if (current) setQrCode(url);
    });
    return () => {
      current = false;
    };
  }, [enrolment.otpauth_uri]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.setFailure(null);
    const checked = validateFields(
      totpEnrolmentFinishRequestSchema,
      { session_info: enrolment.session_info, ...form.values },
      fields,
    );
    if (!checked.ok) {
      form.showErrors(checked.errors);
      return;
    }
    const result = await complete(checked.data);
    if (result.data) {
      onCompleted(result.data.recovery_codes);
      return;
    }
    form.showRefusal(apiErrorOf(result.error));
  };

  if (expired) {
    return (
      <FormAlert tone="error">
        <p>{t('settings.totp.expired')}</p>
        <button type="button" onClick={onRestart} className={secondaryButtonClasses}>
          {t('settings.totp.startAgain')}
        </button>
      </FormAlert>
    );
  }

  return (
    <div className="space-y-5">
      <ol className="list-decimal space-y-4 pl-5 text-sm text-gray-800 dark:text-gray-200">
        <li>
          <p>{t('settings.totp.scan')}</p>
          <div className="mt-3 inline-block rounded-md bg-white p-2">
            {qrCode ? (
              <img src={qrCode} alt={t('settings.totp.qrAlt')} width={192} height={192} />
            ) : (
              <div role="status" className="size-48">
                <span className="sr-only">{t('common.loading')}</span>
              </div>
            )}
          </div>
        </li>
        <li>
          <p>{t('settings.totp.manual')}</p>
          <p className="mt-2">
            <code className="inline-block rounded bg-gray-100 px-2 py-1 font-mono text-base tracking-wider dark:bg-gray-800">
              {groupSecret(enrolment.secret_key)}
            </code>
          </p>
          <p className="mt-2 text-gray-600 dark:text-gray-400">
            {t('settings.totp.parameters', {
              algorithm: enrolment.hashing_algorithm,
              digits: enrolment.code_length,
              period: enrolment.period_seconds,
            })}
          </p>
        </li>
        <li>
          <p>
            {t('settings.totp.enterCode', {
              digits: enrolment.code_length,
              time: formatTime(new Date(enrolment.completion_deadline), i18n.language),
            })}
          </p>
        </li>
      </ol>
      <form ref={form.formRef} noValidate onSubmit={submit} className="space-y-4">
        <FailureAlert failure={form.failure} />
        <OneTimeCodeField
          label={t('settings.totp.codeLabel')}
          digits={enrolment.code_length}
          {...form.field('code')}
        />
        <SubmitOrCancel
          busy={isLoading}
          busyLabel={t('settings.totp.completing')}
          onCancel={onCancel}
        >
          {t('settings.totp.complete')}
        </SubmitOrCancel>
      </form>
    </div>
  );
}
