import { signInRequestSchema } from '@maple/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmailField } from '../../../components/form/EmailField';
import { FormAlert } from '../../../components/form/FormAlert';
import { linkClasses } from '../../../components/form/form-styles';
import { PasswordField } from '../../../components/form/PasswordField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { useForm } from '../../../components/form/use-form';
import { type ApiError, apiErrorOf } from '../../../lib/api/api-error';
import { describeApiError } from '../../../lib/errors/api-error-message';
import { validateFields } from '../../../lib/forms/field-errors';
import { paths } from '../../../lib/routing/paths';
import { useSignInMutation } from '../api/auth-api';
import type { FinishSignIn } from '../hooks/use-finish-sign-in';
import { usePasskeySignIn } from '../hooks/use-passkey-sign-in';
import { signInProblemOf } from '../sign-in-problem';
import { PasskeySignIn } from './PasskeySignIn';
import { ResendLinkButton } from './ResendLinkButton';

const fields = ['email', 'password'] as const;

/**
 * First step of sign-in: e-mail and password (docs/identity.md, Sign-in), or a passkey, from the
 * button or from the e-mail field's suggestions.
 */
export function CredentialsStep({
  finishSignIn,
  onMfaRequired,
}: {
  finishSignIn: FinishSignIn;
  onMfaRequired: (mfaToken: string) => void;
}) {
  const { t } = useTranslation();
  const form = useForm({ email: '', password: '' }, fields);
  // The address the last attempt sent: an unconfirmed one is offered a new link to it.
  const [sentEmail, setSentEmail] = useState('');
  const [signIn, { isLoading }] = useSignInMutation();
  const passkey = usePasskeySignIn({ finishSignIn, onMfaRequired });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.setFailure(null);
    const checked = validateFields(signInRequestSchema, form.values, fields);
    if (!checked.ok) {
      form.showErrors(checked.errors);
      return;
    }
    setSentEmail(checked.data.email);
    const result = await signIn(checked.data);
    if (!result.data) {
      const error = apiErrorOf(result.error);
      form.showRefusal(error);
      // A refused sign-in always says why above the form, even when the fields show some of it.
      form.setFailure(error);
      return;
    }
    if (result.data.status === 'mfa_required') {
      onMfaRequired(result.data.mfa_token);
      return;
    }
    const exchangeError = await finishSignIn.finish(result.data.id_token);
    if (exchangeError) form.setFailure(exchangeError);
  };

  return (
    <div className="space-y-5">
      <form ref={form.formRef} noValidate onSubmit={submit} className="space-y-5">
        {form.failure && <SignInFailure error={form.failure} email={sentEmail} />}
        <EmailField
          label={t('auth.fields.email')}
          autoComplete="username webauthn"
          {...form.field('email')}
        />
        <PasswordField
          label={t('auth.fields.password')}
          autoComplete="current-password"
          {...form.field('password')}
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
      <PasskeySignIn passkey={passkey} />
    </div>
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
