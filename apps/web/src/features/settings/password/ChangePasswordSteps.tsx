import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form/FormAlert';
import { secondaryButtonClasses } from '../../../components/form/form-styles';
import { SpinnerIcon } from '../../../components/icons';
import { apiErrorOf } from '../../../lib/api/api-error';
import { describeApiError } from '../../../lib/errors/api-error-message';
import { formatTime } from '../../../lib/format/time';
import { useMfaStatusQuery } from '../../../lib/security/mfa-api';
import { useCreateOtpMutation } from '../api/security-api';
import { readCustomerIdentity } from '../customer-identity';
import { ChangePasswordForm } from './ChangePasswordForm';
import { CodeSourceChoice } from './CodeSourceChoice';

/**
 * Changing the password is a sensitive action (docs/product/sessions.md): it takes a one-time code,
 * e-mailed on request (create-otp, purpose change_password) or, when enrolled, from the
 * authenticator app. `onChanged` moves focus to the section, as the form it had is cleared.
 */
export function ChangePasswordSteps({ onChanged }: { onChanged: () => void }) {
  const { t, i18n } = useTranslation();
  const enrolled = useMfaStatusQuery().data?.totp_enrolled ?? false;
  const [chosen, setChosen] = useState<'email' | 'totp' | null>(null);
  const source = chosen ?? (enrolled ? 'totp' : 'email');
  const [sendCode, sent] = useCreateOtpMutation();
  // Remounting the form after a change clears it, confirmation included.
  const [round, setRound] = useState(0);

  const send = () => {
    const { email, customerGuid } = readCustomerIdentity();
    void sendCode({ email, customer_guid: customerGuid, purpose: 'change_password' });
  };

  const emailStep = (
    <div className="space-y-3">
      {sent.data && (
        <FormAlert tone="success">
          {t('settings.password.codeSent', {
            email: readCustomerIdentity().email,
            time: formatTime(new Date(sent.data.expires_at), i18n.language),
          })}
        </FormAlert>
      )}
      {sent.error && (
        <FormAlert tone="error">{describeApiError(apiErrorOf(sent.error), t)}</FormAlert>
      )}
      <button
        type="button"
        onClick={send}
        disabled={sent.isLoading}
        aria-busy={sent.isLoading}
        className={secondaryButtonClasses}
      >
        {sent.isLoading && <SpinnerIcon className="size-4 motion-safe:animate-spin" />}
        {t(sent.data ? 'settings.password.sendAgain' : 'settings.password.sendCode')}
      </button>
    </div>
  );

  return (
    <div className="space-y-4">
      {enrolled && <CodeSourceChoice value={source} onChange={setChosen} />}
      {source === 'email' && emailStep}
      {(source === 'totp' || sent.data) && (
        <ChangePasswordForm
          key={round}
          codeSource={source}
          onChanged={() => {
            sent.reset();
            setRound((count) => count + 1);
            onChanged();
          }}
        />
      )}
    </div>
  );
}
