import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorOf } from '../../lib/api/api-error';
import { describeApiError } from '../../lib/errors/api-error-message';
import { formatTime } from '../../lib/format/time';
import {
  type CodeSubject,
  useSendCryptoCodeMutation,
  useVerifyCryptoCodeMutation,
} from '../../lib/funding/crypto-otp-api';
import { useMfaStatusQuery } from '../../lib/security/mfa-api';
import { FormAlert } from '../form/FormAlert';
import { secondaryButtonClasses } from '../form/form-styles';
import { OneTimeCodeField } from '../form/OneTimeCodeField';
import { SubmitButton } from '../form/SubmitButton';
import { useForm } from '../form/use-form';
import { SpinnerIcon } from '../icons';

type Source = 'email' | 'totp';

/**
 * Confirms one withdrawal or one new wallet with a code (docs/product/bank-accounts-and-wallets.md
 * and docs/product/sessions.md): e-mailed on request, or from the authenticator app when the
 * customer has one. A verified code answers a confirmation bound to `subject`, which `onConfirmed`
 * spends.
 */
export function CodeStep({
  subject,
  email,
  busy,
  confirmLabel,
  busyLabel,
  onConfirmed,
}: {
  subject: CodeSubject;
  email: string;
  busy: boolean;
  confirmLabel: string;
  busyLabel: string;
  onConfirmed: (confirmationToken: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const name = useId();
  const enrolled = useMfaStatusQuery().data?.totp_enrolled ?? false;
  const [chosen, setChosen] = useState<Source | null>(null);
  const source = chosen ?? (enrolled ? 'totp' : 'email');
  const [send, sent] = useSendCryptoCodeMutation();
  const [verify, verifying] = useVerifyCryptoCodeMutation();
  const form = useForm({ otp: '' }, ['otp']);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.setFailure(null);
    if (!/^\d{6}$/.test(form.values.otp.trim())) {
      form.showErrors({ otp: t('funding.errors.codeFormat') });
      return;
    }
    const result = await verify({ subject, otp: form.values.otp.trim() });
    if (result.data) {
      onConfirmed(result.data.confirmation_token);
      return;
    }
    form.reset('otp');
    form.showRefusal(apiErrorOf(result.error), ['otp']);
  };

  const canEnterCode = source === 'totp' || sent.data !== undefined;
  return (
    <div className="space-y-3 border-t border-gray-200 pt-4 dark:border-gray-800">
      <h3 className="text-base font-semibold">{t('funding.code.title')}</h3>
      {enrolled && (
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">{t('funding.code.sourceLegend')}</legend>
          {(['totp', 'email'] as const).map((option) => (
            <label key={option} className="flex items-center gap-3 text-sm">
              <input
                type="radio"
                name={name}
                checked={source === option}
                onChange={() => setChosen(option)}
                className="size-4 accent-red-700"
              />
              {t(option === 'totp' ? 'funding.code.useTotp' : 'funding.code.useEmail')}
            </label>
          ))}
        </fieldset>
      )}
      {source === 'email' && (
        <div className="space-y-2">
          {sent.data && (
            <FormAlert tone="success">
              {t('funding.code.sent', {
                email,
                time: formatTime(new Date(sent.data.expires_at), i18n.language),
              })}
            </FormAlert>
          )}
          {sent.error && (
            <FormAlert tone="error">{describeApiError(apiErrorOf(sent.error), t)}</FormAlert>
          )}
          <button
            type="button"
            onClick={() => void send(subject)}
            disabled={sent.isLoading}
            aria-busy={sent.isLoading}
            className={secondaryButtonClasses}
          >
            {sent.isLoading && <SpinnerIcon className="size-4 motion-safe:animate-spin" />}
            {t(sent.data ? 'funding.code.sendAgain' : 'funding.code.send')}
          </button>
        </div>
      )}
      {canEnterCode && (
        <form ref={form.formRef} noValidate onSubmit={submit} className="space-y-3">
          {form.failure && <FormAlert tone="error">{describeApiError(form.failure, t)}</FormAlert>}
          <OneTimeCodeField
            label={t(source === 'totp' ? 'funding.code.totpLabel' : 'funding.code.emailLabel')}
            {...form.field('otp')}
          />
          <SubmitButton busy={busy || verifying.isLoading} busyLabel={busyLabel}>
            {confirmLabel}
          </SubmitButton>
        </form>
      )}
    </div>
  );
}
