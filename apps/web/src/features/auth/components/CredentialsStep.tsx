import { signInRequestSchema } from '@maple/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/form/FormAlert';
import { linkClasses } from '../../../components/form/form-styles';
import { PasswordField } from '../../../components/form/PasswordField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { TextField } from '../../../components/form/TextField';
import { useFormErrors } from '../../../components/form/use-form-errors';
import { type ApiError, apiErrorOf } from '../../../lib/api/api-error';
import { describeApiError } from '../../../lib/errors/api-error-message';
import { serverFieldErrors, validateFields } from '../../../lib/forms/field-errors';
import { paths } from '../../../lib/routing/paths';
import { useSignInMutation } from '../api/auth-api';
import type { FinishSignIn } from '../hooks/use-finish-sign-in';
import { signInProblemOf } from '../sign-in-problem';
import { ResendLinkButton } from './ResendLinkButton';

const fields = ['email', 'password'] as const;
type Field = (typeof fields)[number];

/** First step of sign-in: e-mail and password (docs/identity.md, Sign-in). */
export function CredentialsStep({
  finishSignIn,
  onMfaRequired,
}: {
  finishSignIn: FinishSignIn;
  onMfaRequired: (mfaToken: string) => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Record<Field, string>>({ email: '', password: '' });
  const { formRef, errors, showErrors, clearError } = useFormErrors<Field>();
  const [failure, setFailure] = useState<{ error: ApiError; email: string } | null>(null);
  const [signIn, { isLoading }] = useSignInMutation();

  const change = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    clearError(field);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const checked = validateFields(signInRequestSchema, values, fields);
    if (!checked.ok) {
      showErrors(checked.errors);
      return;
    }
    const result = await signIn(checked.data);
    if (!result.data) {
      const error = apiErrorOf(result.error);
      showErrors(serverFieldErrors(error, fields).errors);
      setFailure({ error, email: checked.data.email });
      return;
    }
    if (result.data.status === 'mfa_required') {
      onMfaRequired(result.data.mfa_token);
      return;
    }
    const exchangeError = await finishSignIn.finish(result.data.id_token);
    if (exchangeError) setFailure({ error: exchangeError, email: checked.data.email });
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="space-y-5">
      {failure && <SignInFailure error={failure.error} email={failure.email} />}
      <TextField
        label={t('auth.fields.email')}
        type="email"
        autoComplete="username"
        inputMode="email"
        spellCheck={false}
        autoCapitalize="none"
        required
        value={values.email}
        onValueChange={change('email')}
        error={errors.email}
      />
      <PasswordField
        label={t('auth.fields.password')}
        autoComplete="current-password"
        value={values.password}
        onValueChange={change('password')}
        error={errors.password}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Link to={paths.reset} className={`text-sm ${linkClasses}`}>
          {t('auth.signIn.forgotPassword')}
        </Link>
        <SubmitButton
          busy={isLoading || finishSignIn.finishing}
          busyLabel={t('auth.signIn.submitting')}
        >
          {t('auth.signIn.submit')}
        </SubmitButton>
      </div>
    </form>
  );
}

/** Why the sign-in was refused, with what the customer can do about it. */
function SignInFailure({ error, email }: { error: ApiError; email: string }) {
  const { t } = useTranslation();
  switch (signInProblemOf(error)) {
    case 'invalid':
      return <FormAlert tone="error">{t('auth.signIn.invalid')}</FormAlert>;
    case 'locked':
      return <FormAlert tone="error">{t('auth.signIn.locked')}</FormAlert>;
    case 'unverified':
      return (
        <FormAlert tone="error">
          <p>{t('auth.signIn.unverified')}</p>
          <ResendLinkButton email={email} />
        </FormAlert>
      );
    default:
      return <FormAlert tone="error">{describeApiError(error, t)}</FormAlert>;
  }
}
