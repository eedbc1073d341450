import type { SandboxBankLink } from '@maple/contracts';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FailureAlert } from '../../../components/form/FailureAlert';
import { secondaryButtonClasses } from '../../../components/form/form-styles';
import { PasswordField } from '../../../components/form/PasswordField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { TextField } from '../../../components/form/TextField';
import { useForm } from '../../../components/form/use-form';
import { apiErrorOf } from '../../../lib/api/api-error';
import { translateFieldMessage } from '../../../lib/errors/field-messages';
import { useSandboxSignInMutation } from '../api/banking-api';
import type { Institution } from './InstitutionPicker';

const fields = ['username', 'password', 'institution_number', 'link_token'] as const;

/** The sandbox bank's sign-in (documented sandbox credentials; never in production). */
export function SandboxSignInForm({
  institution,
  linkToken,
  onSignedIn,
  onBack,
}: {
  institution: Institution;
  linkToken: string;
  onSignedIn: (link: SandboxBankLink) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm({ username: '', password: '' }, fields);
  const [signIn, signingIn] = useSandboxSignInMutation();
  const field = (name: 'username' | 'password') => {
    const bound = form.field(name);
    return { ...bound, error: bound.error && translateFieldMessage(bound.error, t) };
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.setFailure(null);
    const missing = {
      ...(form.values.username.trim() === '' ? { username: 'Enter the username' } : {}),
      ...(form.values.password === '' ? { password: 'Enter the password' } : {}),
    };
    if (Object.keys(missing).length > 0) {
      form.showErrors(missing);
      return;
    }
    const result = await signIn({
      link_token: linkToken,
      institution_number: institution.number,
      ...form.values,
    });
    if (result.data) onSignedIn(result.data);
    else form.showRefusal(apiErrorOf(result.error), ['username', 'password']);
  };

  return (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={submit}
      aria-label={t('bankLink.signInTo', { name: institution.name })}
      className="space-y-4"
    >
      <h3 className="font-semibold">{t('bankLink.signInTo', { name: institution.name })}</h3>
      <FailureAlert failure={form.failure} />
      <TextField label={t('bankLink.username')} autoComplete="off" {...field('username')} />
      <PasswordField
        label={t('bankLink.password')}
        autoComplete="current-password"
        {...field('password')}
      />
      <div className="flex flex-wrap gap-3">
        <SubmitButton busy={signingIn.isLoading} busyLabel={t('bankLink.signingIn')}>
          {t('bankLink.signIn')}
        </SubmitButton>
        <button type="button" onClick={onBack} className={secondaryButtonClasses}>
          {t('bankLink.back')}
        </button>
      </div>
    </form>
  );
}
