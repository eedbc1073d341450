import { linkTokenSchema, passwordResetCompleteSchema } from '@maple/contracts';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FormAlert } from '../../components/form/FormAlert';
import { linkClasses, primaryButtonClasses } from '../../components/form/form-styles';
import { PasswordField } from '../../components/form/PasswordField';
import { SubmitButton } from '../../components/form/SubmitButton';
import { useForm } from '../../components/form/use-form';
import { apiErrorOf } from '../../lib/api/api-error';
import { describeApiError } from '../../lib/errors/api-error-message';
import { translateFieldMessage } from '../../lib/errors/field-messages';
import { validateFields } from '../../lib/forms/field-errors';
import { paths } from '../../lib/routing/paths';
import { useCompletePasswordResetMutation } from './api/auth-api';
import { AuthCard } from './components/AuthCard';

const fields = ['token', 'password'] as const;

/** A problem with the link or the reset, with the way to ask for a new link. */
function NewLinkAlert({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <FormAlert tone="error">
      <p>{children}</p>
      <p>
        <Link to={paths.reset} className={linkClasses}>
          {t('auth.resetPassword.newLink')}
        </Link>
      </p>
    </FormAlert>
  );
}

/** /reset-password?token=…: the e-mailed link's page, where the new password is chosen. */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const form = useForm({ password: '' }, fields);
  const [done, setDone] = useState(false);
  const [complete, { isLoading }] = useCompletePasswordResetMutation();

  const linkProblem =
    linkTokenSchema.safeParse(token).error?.issues[0]?.message ?? form.errors.token;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.setFailure(null);
    const checked = validateFields(passwordResetCompleteSchema, { token, ...form.values }, fields);
    if (!checked.ok) {
      form.showErrors(checked.errors);
      return;
    }
    const result = await complete(checked.data);
    if (result.error === undefined) {
      setDone(true);
      return;
    }
    form.showRefusal(apiErrorOf(result.error));
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
        <NewLinkAlert>{translateFieldMessage(linkProblem, t)}</NewLinkAlert>
      </AuthCard>
    );
  }

  return (
    <AuthCard footer={footer}>
      <form ref={form.formRef} noValidate onSubmit={submit} className="space-y-5">
        <p className="text-sm text-gray-700 dark:text-gray-300">{t('auth.resetPassword.intro')}</p>
        {form.failure && <NewLinkAlert>{describeApiError(form.failure, t)}</NewLinkAlert>}
        <PasswordField
          label={t('auth.fields.newPassword')}
          autoComplete="new-password"
          {...form.field('password')}
          hint={t('auth.passwordHint')}
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
