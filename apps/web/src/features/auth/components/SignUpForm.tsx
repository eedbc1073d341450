import { signUpRequestSchema } from '@maple/contracts';
import { type FormEvent, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AltchaCheckbox } from '../../../components/altcha/AltchaCheckbox';
import { useAltcha } from '../../../components/altcha/use-altcha';
import { CheckboxField } from '../../../components/form/CheckboxField';
import { FormAlert } from '../../../components/form/FormAlert';
import { linkClasses } from '../../../components/form/form-styles';
import { PasswordField } from '../../../components/form/PasswordField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { TextField } from '../../../components/form/TextField';
import { useFormErrors } from '../../../components/form/use-form-errors';
import { type ApiError, apiErrorOf } from '../../../lib/api/api-error';
import { describeApiError } from '../../../lib/errors/api-error-message';
import { serverFieldErrors, validateFields } from '../../../lib/forms/field-errors';
import { toLanguage } from '../../../lib/i18n/languages';
import { paths } from '../../../lib/routing/paths';
import { useSignUpMutation } from '../api/auth-api';

const fields = ['display_name', 'email', 'password', 'accept_terms', 'altcha'] as const;
type Field = (typeof fields)[number];

interface Values {
  display_name: string;
  email: string;
  password: string;
  accept_terms: boolean;
}

/** Sign-up (docs/identity.md): the answer is the same whether or not the address is known. */
export function SignUpForm({ onDone }: { onDone: (email: string) => void }) {
  const { t, i18n } = useTranslation();
  const [values, setValues] = useState<Values>({
    display_name: '',
    email: '',
    password: '',
    accept_terms: false,
  });
  const altcha = useAltcha();
  const { formRef, errors, showErrors, clearError } = useFormErrors<Field>();
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [signUp, { isLoading }] = useSignUpMutation();

  const change =
    <K extends keyof Values>(field: K) =>
    (value: Values[K]) => {
      setValues((current) => ({ ...current, [field]: value }));
      clearError(field);
    };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const checked = validateFields(
      signUpRequestSchema,
      {
        ...values,
        altcha: altcha.payload ?? '',
        language: toLanguage(i18n.resolvedLanguage ?? i18n.language),
      },
      fields,
    );
    if (!checked.ok) {
      showErrors(checked.errors);
      return;
    }
    const result = await signUp(checked.data);
    if (result.error === undefined) {
      onDone(checked.data.email);
      return;
    }
    // Whatever went wrong, the proof of work may have been spent: solve a fresh one.
    altcha.renew();
    const error = apiErrorOf(result.error);
    const placed = serverFieldErrors(error, fields);
    showErrors(placed.errors);
    if (placed.unplaced) setFailure(error);
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="space-y-5">
      {failure && <FormAlert tone="error">{describeApiError(failure, t)}</FormAlert>}
      <TextField
        label={t('auth.fields.displayName')}
        autoComplete="nickname"
        maxLength={60}
        required
        value={values.display_name}
        onValueChange={change('display_name')}
        hint={t('auth.signUp.displayNameHint')}
        error={errors.display_name}
      />
      <TextField
        label={t('auth.fields.email')}
        type="email"
        autoComplete="email"
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
        autoComplete="new-password"
        value={values.password}
        onValueChange={change('password')}
        hint={t('auth.passwordHint')}
        error={errors.password}
      />
      <CheckboxField
        checked={values.accept_terms}
        onCheckedChange={change('accept_terms')}
        error={errors.accept_terms}
        label={
          <Trans
            i18nKey="auth.signUp.acceptTerms"
            components={{
              terms: <Link to={paths.termsAndConditions} className={linkClasses} />,
              privacy: <Link to={paths.privacyPolicy} className={linkClasses} />,
            }}
          />
        }
      />
      <AltchaCheckbox altcha={altcha} error={errors.altcha} />
      <SubmitButton busy={isLoading} busyLabel={t('auth.signUp.submitting')} className="w-full">
        {t('auth.signUp.submit')}
      </SubmitButton>
    </form>
  );
}
