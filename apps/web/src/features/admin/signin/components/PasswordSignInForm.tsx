import { adminSignInRequestSchema } from '@maple/contracts';
import type { TFunction } from 'i18next';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EmailField } from '../../../../components/form/EmailField';
import { FormAlert } from '../../../../components/form/FormAlert';
import { OneTimeCodeField } from '../../../../components/form/OneTimeCodeField';
import { PasswordField } from '../../../../components/form/PasswordField';
import { SubmitButton } from '../../../../components/form/SubmitButton';
import { useForm } from '../../../../components/form/use-form';
import { LinkTokenNotice } from '../../../../components/link-token/LinkTokenNotice';
import { type ApiError, apiErrorOf } from '../../../../lib/api/api-error';
import { describeApiError } from '../../../../lib/errors/api-error-message';
import { validateFields } from '../../../../lib/forms/field-errors';
import { paths } from '../../../../lib/routing/paths';
import { storeAdminToken } from '../../../../lib/session';
import { useAdminSignInMutation, useUnlockStaffMutation } from '../api/admin-auth-api';

const fields = ['email', 'password', 'code'] as const;

/** Why a staff sign-in was refused, in the reader's language where the reason is known. */
function describeRefusal(error: ApiError, t: TFunction): string {
  if (error.kind === 'http' && error.status === 401) return t('admin.signIn.invalid');
  if (error.kind === 'http' && error.status === 423) return t('admin.signIn.locked');
  return describeApiError(error, t);
}

/**
 * Staff e-mail, password and authenticator code, then the customer list. The e-mail field also
 * offers the browser's saved passkeys among its suggestions (`webauthn`).
 */
export function PasswordSignInForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useForm({ email: '', password: '', code: '' }, fields);
  const [signIn, { isLoading }] = useAdminSignInMutation();
  const [unlock] = useUnlockStaffMutation();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.setFailure(null);
    const checked = validateFields(adminSignInRequestSchema, form.values, fields);
    if (!checked.ok) {
      form.showErrors(checked.errors);
      return;
    }
    const result = await signIn(checked.data);
    if (result.data) {
      storeAdminToken(result.data.a_at);
      await navigate(paths.adminCustomers, { replace: true });
      return;
    }
    form.showRefusal(apiErrorOf(result.error));
    form.reset('code');
  };

  return (
    <form ref={form.formRef} noValidate onSubmit={submit} className="space-y-5">
      <p className="text-sm text-gray-700 dark:text-gray-300">{t('admin.signIn.intro')}</p>
      <LinkTokenNotice
        actions={[
          {
            param: 'unlock',
            post: async (token) => {
              const result = await unlock({ token });
              return result.error === undefined ? null : apiErrorOf(result.error);
            },
            working: t('auth.link.unlocking'),
            done: t('auth.link.unlocked'),
          },
        ]}
      />
      {form.failure && <FormAlert tone="error">{describeRefusal(form.failure, t)}</FormAlert>}
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
      <OneTimeCodeField label={t('admin.signIn.code')} {...form.field('code')} />
      <SubmitButton busy={isLoading} busyLabel={t('admin.signIn.submitting')} className="w-full">
        {t('admin.signIn.submit')}
      </SubmitButton>
    </form>
  );
}
