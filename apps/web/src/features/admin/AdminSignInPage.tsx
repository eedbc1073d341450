import { adminSignInRequestSchema } from '@maple/contracts';
import type { TFunction } from 'i18next';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormAlert } from '../../components/form/FormAlert';
import { panelClasses } from '../../components/form/form-styles';
import { PasswordField } from '../../components/form/PasswordField';
import { SubmitButton } from '../../components/form/SubmitButton';
import { TextField } from '../../components/form/TextField';
import { useFormErrors } from '../../components/form/use-form-errors';
import { LinkTokenNotice } from '../../components/link-token/LinkTokenNotice';
import { type ApiError, apiErrorOf } from '../../lib/api/api-error';
import { describeApiError } from '../../lib/errors/api-error-message';
import { serverFieldErrors, validateFields } from '../../lib/forms/field-errors';
import { usePageTitle } from '../../lib/routing/page-title';
import { paths } from '../../lib/routing/paths';
import { storeAdminToken } from '../../lib/session';
import { useAdminSignInMutation, useUnlockStaffMutation } from './api/admin-auth-api';

const fields = ['email', 'password', 'code'] as const;
type Field = (typeof fields)[number];

/** Why a staff sign-in was refused, in the reader's language where the reason is known. */
function describeRefusal(error: ApiError, t: TFunction): string {
  if (error.kind === 'http' && error.status === 401) return t('admin.signIn.invalid');
  if (error.kind === 'http' && error.status === 423) return t('admin.signIn.locked');
  return describeApiError(error, t);
}

/** /admin/signin: staff e-mail, password and authenticator code, then the customer list. */
export default function AdminSignInPage() {
  const { t } = useTranslation();
  const title = usePageTitle();
  const navigate = useNavigate();
  const [values, setValues] = useState<Record<Field, string>>({
    email: '',
    password: '',
    code: '',
  });
  const { formRef, errors, showErrors, clearError } = useFormErrors<Field>();
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [signIn, { isLoading }] = useAdminSignInMutation();
  const [unlock] = useUnlockStaffMutation();

  const change = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    clearError(field);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const checked = validateFields(adminSignInRequestSchema, values, fields);
    if (!checked.ok) {
      showErrors(checked.errors);
      return;
    }
    const result = await signIn(checked.data);
    if (result.data) {
      storeAdminToken(result.data.a_at);
      await navigate(paths.adminCustomers, { replace: true });
      return;
    }
    const error = apiErrorOf(result.error);
    const placed = serverFieldErrors(error, fields);
    showErrors(placed.errors);
    if (placed.unplaced) setFailure(error);
    setValues((current) => ({ ...current, code: '' }));
  };

  return (
    <div className="w-full px-4 py-10">
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      <form ref={formRef} noValidate onSubmit={submit} className={`mt-6 space-y-5 ${panelClasses}`}>
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
        {failure && <FormAlert tone="error">{describeRefusal(failure, t)}</FormAlert>}
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
        <TextField
          label={t('admin.signIn.code')}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={6}
          required
          value={values.code}
          onValueChange={change('code')}
          error={errors.code}
        />
        <SubmitButton busy={isLoading} busyLabel={t('admin.signIn.submitting')} className="w-full">
          {t('admin.signIn.submit')}
        </SubmitButton>
      </form>
    </div>
  );
}
