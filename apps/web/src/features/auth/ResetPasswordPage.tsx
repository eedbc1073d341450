import { linkTokenSchema, passwordResetCompleteSchema } from '@maple/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FormAlert } from '../../components/form/FormAlert';
import { linkClasses, primaryButtonClasses } from '../../components/form/form-styles';
import { PasswordField } from '../../components/form/PasswordField';
import { SubmitButton } from '../../components/form/SubmitButton';
import { useFormErrors } from '../../components/form/use-form-errors';
import { type ApiError, apiErrorOf } from '../../lib/api/api-error';
import { describeApiError } from '../../lib/errors/api-error-message';
import { translateFieldMessage } from '../../lib/errors/field-messages';
import { serverFieldErrors, validateFields } from '../../lib/forms/field-errors';
import { paths } from '../../lib/routing/paths';
import { useCompletePasswordResetMutation } from './api/auth-api';
import { AuthCard } from './components/AuthCard';

const fields = ['token', 'password'] as const;
type Field = (typeof fields)[number];

/** /reset-password?token=…: the e-mailed link's page, where the new password is chosen. */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [done, setDone] = useState(false);
  const { formRef, errors, showErrors, clearError } = useFormErrors<Field>();
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [complete, { isLoading }] = useCompletePasswordResetMutation();

  const linkProblem = linkTokenSchema.safeParse(token).error?.issues[0]?.message ?? errors.token;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const checked = validateFields(passwordResetCompleteSchema, { token, password }, fields);
    if (!checked.ok) {
      showErrors(checked.errors);
      return;
    }
    const result = await complete(checked.data);
    if (result.error === undefined) {
      setDone(true);
      return;
    }
    const error = apiErrorOf(result.error);
    const placed = serverFieldErrors(error, fields);
    showErrors(placed.errors);
    if (placed.unplaced) setFailure(error);
  };

  const footer = (
    <p>
      <Link to={paths.signin} className={linkClasses}>
        {t('auth.reset.backToSignIn')}
      </Link>
    </p>
  );

  if (done) {
    return (
      <AuthCard>
        <FormAlert tone="success" takeFocus>
          <p className="font-semibold">{t('auth.resetPassword.doneTitle')}</p>
          <p>{t('auth.resetPassword.done')}</p>
        </FormAlert>
        <Link to={paths.signin} className={`w-full ${primaryButtonClasses}`}>
          {t('auth.resetPassword.signIn')}
        </Link>
      </AuthCard>
    );
  }

  if (linkProblem) {
    return (
      <AuthCard footer={footer}>
        <FormAlert tone="error">
          <p>{translateFieldMessage(linkProblem, t)}</p>
          <p>
            <Link to={paths.reset} className={linkClasses}>
              {t('auth.resetPassword.newLink')}
            </Link>
          </p>
        </FormAlert>
      </AuthCard>
    );
  }

  return (
    <AuthCard footer={footer}>
      <form ref={formRef} noValidate onSubmit={submit} className="space-y-5">
        <p className="text-sm text-gray-700 dark:text-gray-300">{t('auth.resetPassword.intro')}</p>
        {failure && (
          <FormAlert tone="error">
            <p>{describeApiError(failure, t)}</p>
            <p>
              <Link to={paths.reset} className={linkClasses}>
                {t('auth.resetPassword.newLink')}
              </Link>
            </p>
          </FormAlert>
        )}
        <PasswordField
          label={t('auth.fields.newPassword')}
          autoComplete="new-password"
          value={password}
          onValueChange={(value) => {
            setPassword(value);
            clearError('password');
          }}
          hint={t('auth.passwordHint')}
          error={errors.password}
        />
        <SubmitButton
          busy={isLoading}
          busyLabel={t('auth.resetPassword.submitting')}
          className="w-full"
        >
          {t('auth.resetPassword.submit')}
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
