import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorOf } from '../../lib/api/api-error';
import { describeApiError } from '../../lib/errors/api-error-message';
import {
  type CodeSubject,
  useSendCryptoCodeMutation,
  useVerifyCryptoCodeMutation,
} from '../../lib/funding/crypto-otp-api';
import { useMfaStatusQuery } from '../../lib/security/mfa-api';
import { FormAlert } from '../form/FormAlert';
import { OneTimeCodeField } from '../form/OneTimeCodeField';
import { SubmitButton } from '../form/SubmitButton';
import { useForm } from '../form/use-form';
import { type CodeSource, CodeSourceChoice } from './CodeSourceChoice';
import { EmailCodeRequest } from './EmailCodeRequest';
import { PasskeyApproval } from './PasskeyApproval';
import { usePasskeyOffered } from './use-passkey-approval';

/**
 * The ways offered, the first being the default: the passkey when the customer has one (it
 * approves the very action), then the authenticator app when enrolled, and the e-mail always.
 */
function useSources(): { sources: CodeSource[]; dropPasskey: () => void; passkeyGone: boolean } {
  const enrolled = useMfaStatusQuery().data?.totp_enrolled ?? false;
  const offered = usePasskeyOffered();
  // The server knows no passkey any more (removed elsewhere): the codes remain.
  const [passkeyGone, setPasskeyGone] = useState(false);
  const sources: CodeSource[] = [];
  if (offered && !passkeyGone) sources.push('passkey');
  if (enrolled) sources.push('totp');
  sources.push('email');
  return { sources, passkeyGone, dropPasskey: () => setPasskeyGone(true) };
}

/**
 * Confirms one withdrawal, one new wallet or one new bank account (ADR 62;
 * docs/product/bank-accounts-and-wallets.md and docs/product/sessions.md) with a code, e-mailed
 * on request or from the authenticator app when the customer has one, or with a passkey approving
 * `statement` (ADR 55). Either answers a confirmation bound to `subject`, which `onConfirmed`
 * spends.
 */
export function CodeStep({
  subject,
  statement,
  email,
  busy,
  confirmLabel,
  busyLabel,
  onConfirmed,
}: {
  subject: CodeSubject;
  /** The action in plain words, as the passkey approves it: "Send 0.005 BTC to tb1q…jzsx". */
  statement: string;
  email: string;
  busy: boolean;
  confirmLabel: string;
  busyLabel: string;
  onConfirmed: (confirmationToken: string) => void;
}) {
  const { t } = useTranslation();
  const { sources, passkeyGone, dropPasskey } = useSources();
  const [chosen, setChosen] = useState<CodeSource | null>(null);
  const source = chosen !== null && sources.includes(chosen) ? chosen : (sources[0] ?? 'email');
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

  const canEnterCode = source === 'totp' || (source === 'email' && sent.data !== undefined);
  return (
    <div className="space-y-3 border-t border-gray-200 pt-4 dark:border-gray-800">
      <h3 className="text-base font-semibold">
        {t(sources.includes('passkey') ? 'funding.code.approveTitle' : 'funding.code.title')}
      </h3>
      {passkeyGone && <FormAlert tone="info">{t('funding.code.passkeyGone')}</FormAlert>}
      {sources.length > 1 && (
        <CodeSourceChoice sources={sources} source={source} onChoose={setChosen} />
      )}
      {source === 'passkey' && (
        <PasskeyApproval
          subject={subject}
          statement={statement}
          busy={busy}
          busyLabel={busyLabel}
          onConfirmed={onConfirmed}
          onNoPasskey={dropPasskey}
        />
      )}
      {source === 'email' && (
        <EmailCodeRequest
          email={email}
          expiresAt={sent.data?.expires_at}
          error={sent.error}
          sending={sent.isLoading}
          onSend={() => void send(subject)}
        />
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
