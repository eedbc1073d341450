import { signUpRequestSchema } from '@maple/contracts';
import type { FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { AltchaField } from '../../../components/altcha/AltchaField';
import { useAltcha } from '../../../components/altcha/use-altcha';
import { CheckboxField } from '../../../components/form/CheckboxField';
import { EmailField } from '../../../components/form/EmailField';
import { FailureAlert } from '../../../components/form/FailureAlert';
import { linkClasses } from '../../../components/form/form-styles';
import { PasswordField } from '../../../components/form/PasswordField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { TextField } from '../../../components/form/TextField';
import { useForm } from '../../../components/form/use-form';
import { SiteLink } from '../../../components/page/SiteLink';
import { apiErrorOf } from '../../../lib/api/api-error';
import { validateFields } from '../../../lib/forms/field-errors';
import { toLanguage } from '../../../lib/i18n/languages';
import { paths } from '../../../lib/routing/paths';
import { useSignUpMutation } from '../api/auth-api';

const fields = ['display_name', 'email', 'password', 'accept_terms', 'altcha'] as const;

/** Sign-up (docs/identity.md): the answer is the same whether or not the address is known. */
export function SignUpForm({ onDone }: { onDone: (email: string) => void }) {
  const { t, i18n } = useTranslation();
  const form = useForm({ display_name: '', email: '', password: '', accept_terms: false }, fields);
  const altcha = useAltcha();
  const [signUp, { isLoading }] = useSignUpMutation();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.setFailure(null);
    const checked = validateFields(
      signUpRequestSchema,
      {
        ...form.values,
        altcha: altcha.payload ?? '',
        language: toLanguage(i18n.resolvedLanguage ?? i18n.language),
      },
      fields,
    );
    if (!checked.ok) {
      form.showErrors(checked.errors);
      return;
    }
    const result = await signUp(checked.data);
    if (result.error === undefined) {
      onDone(checked.data.email);
      return;
    }
    // Whatever went wrong, the proof of work may have been spent: solve a fresh one.
    altcha.renew();
    form.showRefusal(apiErrorOf(result.error));
  };

  return (
    <form ref={form.formRef} noValidate onSubmit={submit} className="space-y-5">
      <FailureAlert failure={form.failure} />
      <TextField
        label={t('auth.fields.displayName')}
        autoComplete="nickname"
        maxLength={60}
        required
        {...form.field('display_name')}
        hint={t('auth.signUp.displayNameHint')}
      />
      <EmailField label={t('auth.fields.email')} autoComplete="email" {...form.field('email')} />
      <PasswordField
        label={t('auth.fields.password')}
        autoComplete="new-password"
        {...form.field('password')}
        hint={t('auth.passwordHint')}
      />
      <CheckboxField
        checked={form.values.accept_terms}
        onCheckedChange={form.change('accept_terms')}
        error={form.errors.accept_terms}
        label={
          <Trans
            i18nKey="auth.signUp.acceptTerms"
            components={{
              terms: <SiteLink to={paths.termsAndConditions} className={linkClasses} />,
              privacy: <SiteLink to={paths.privacyPolicy} className={linkClasses} />,
            }}
          />
        }
      />
      <AltchaField altcha={altcha} error={form.errors.altcha} />
      <SubmitButton busy={isLoading} busyLabel={t('auth.signUp.submitting')} className="w-full">
        {t('auth.signUp.submit')}
      </SubmitButton>
    </form>
  );
}
