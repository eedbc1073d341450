import {
  type CreatedPersonalToken,
  type PersonalTokenLifetime,
  type PersonalTokenScope,
  personalTokenLifetimes,
  personalTokenScopes,
} from '@maple/contracts';
import type { TFunction } from 'i18next';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FailureAlert } from '../../../components/form/FailureAlert';
import { FormAlert } from '../../../components/form/FormAlert';
import {
  errorClasses,
  primaryButtonClasses,
  secondaryButtonClasses,
} from '../../../components/form/form-styles';
import { OneTimeCodeField } from '../../../components/form/OneTimeCodeField';
import { TextField } from '../../../components/form/TextField';
import { type ApiError, apiErrorOf } from '../../../lib/api/api-error';
import { useCreatePersonalTokenMutation } from '../api/personal-tokens-api';
import { useCreateOtpMutation, useVerifyOtpMutation } from '../api/security-api';
import { readCustomerIdentity } from '../customer-identity';

interface Problems {
  name?: string;
  scopes?: string;
  otp?: string;
}

/**
 * A new token: its name, what it may read (the customer's words), how long it lives, and the
 * confirmation a sensitive action takes (an authenticator or e-mailed code, purpose
 * `create_personal_token`). Nothing is made until the code checks out.
 */
export function CreatePersonalTokenForm({
  onCreated,
  onCancel,
}: {
  onCreated: (token: CreatedPersonalToken) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const ids = { scopes: useId(), expiry: useId(), scopesError: useId() };
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<PersonalTokenScope[]>(['balances']);
  const [days, setDays] = useState<PersonalTokenLifetime>(90);
  const [otp, setOtp] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [verifyOtp, verifying] = useVerifyOtpMutation();
  const [create, creating] = useCreatePersonalTokenMutation();
  const busy = verifying.isLoading || creating.isLoading;
  const purpose = 'create_personal_token' as const;

  const toggle = (scope: PersonalTokenScope, on: boolean) =>
    setScopes((current) => (on ? [...current, scope] : current.filter((s) => s !== scope)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = problemsOf(name, scopes, otp, t);
    setProblems(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    const { email, customerGuid } = readCustomerIdentity();
    const verified = await verifyOtp({ email, otp, customer_guid: customerGuid, purpose });
    if (!verified.data) return setFailure(apiErrorOf(verified.error));
    const made = await create({
      name: name.trim(),
      scopes,
      expires_in_days: days,
      confirmation_token: verified.data.confirmation_token,
    });
    if (!made.data) return setFailure(apiErrorOf(made.error));
    onCreated(made.data);
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      className="space-y-4 border-t border-gray-200 pt-4 dark:border-gray-800"
    >
      <h3 className="font-semibold">{t('personalTokens.create.legend')}</h3>
      <TextField
        label={t('personalTokens.create.name')}
        hint={t('personalTokens.create.nameHint')}
        value={name}
        onValueChange={setName}
        error={problems.name}
        maxLength={64}
        required
      />
      <fieldset
        aria-describedby={problems.scopes ? ids.scopesError : undefined}
        className="space-y-2"
      >
        <legend className="text-sm font-medium">{t('personalTokens.create.scopesLegend')}</legend>
        {personalTokenScopes.map((scope) => (
          <label key={scope} className="flex items-center gap-3 text-sm">
            <input
              type="checkbox"
              checked={scopes.includes(scope)}
              onChange={(event) => toggle(scope, event.target.checked)}
            />
            {t(`personalTokens.scope.${scope}`)}
          </label>
        ))}
        {problems.scopes && (
          <p id={ids.scopesError} className={errorClasses}>
            {problems.scopes}
          </p>
        )}
      </fieldset>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">{t('personalTokens.create.expiryLegend')}</legend>
        {personalTokenLifetimes.map((lifetime) => (
          <label key={lifetime} className="flex items-center gap-3 text-sm">
            <input
              type="radio"
              name={ids.expiry}
              checked={days === lifetime}
              onChange={() => setDays(lifetime)}
            />
            {t('personalTokens.create.days', { count: lifetime })}
          </label>
        ))}
      </fieldset>
      <ConfirmationCode otp={otp} onOtpChange={setOtp} error={problems.otp} />
      <FailureAlert failure={failure} />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={primaryButtonClasses} disabled={busy} aria-busy={busy}>
          {t(busy ? 'personalTokens.create.submitting' : 'personalTokens.create.submit')}
        </button>
        <button type="button" className={secondaryButtonClasses} onClick={onCancel}>
          {t('personalTokens.create.cancel')}
        </button>
      </div>
    </form>
  );
}

/** The code that confirms the new token: the authenticator's, or one e-mailed on request. */
function ConfirmationCode({
  otp,
  onOtpChange,
  error,
}: {
  otp: string;
  onOtpChange: (otp: string) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const [sendCode, sent] = useCreateOtpMutation();
  const purpose = 'create_personal_token' as const;
  return (
    <div className="space-y-3">
      <p className="text-sm">{t('personalTokens.create.confirmIntro')}</p>
      {sent.data && (
        <FormAlert tone="success">
          {t('personalTokens.create.codeSent', { email: readCustomerIdentity().email })}
        </FormAlert>
      )}
      {sent.error && <FailureAlert failure={apiErrorOf(sent.error)} />}
      <button
        type="button"
        className={secondaryButtonClasses}
        disabled={sent.isLoading}
        aria-busy={sent.isLoading}
        onClick={() => {
          const { email, customerGuid } = readCustomerIdentity();
          void sendCode({ email, customer_guid: customerGuid, purpose });
        }}
      >
        {t(sent.data ? 'personalTokens.create.sendAgain' : 'personalTokens.create.sendCode')}
      </button>
      <OneTimeCodeField
        label={t('personalTokens.create.code')}
        value={otp}
        onValueChange={onOtpChange}
        error={error}
      />
    </div>
  );
}

function problemsOf(
  name: string,
  scopes: readonly PersonalTokenScope[],
  otp: string,
  t: TFunction,
): Problems {
  const found: Problems = {};
  const trimmed = name.trim();
  if (trimmed === '') found.name = t('personalTokens.create.nameRequired');
  else if (trimmed.length > 64) found.name = t('personalTokens.create.nameTooLong');
  if (scopes.length === 0) found.scopes = t('personalTokens.create.scopesRequired');
  if (!/^\d{6}$/.test(otp)) found.otp = t('personalTokens.create.codeRequired');
  return found;
}
