import { passwordResetRequestSchema } from '@maple/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AltchaCheckbox } from '../../components/altcha/AltchaCheckbox';
import { useAltcha } from '../../components/altcha/use-altcha';
import { FormAlert } from '../../components/form/FormAlert';
import { linkClasses } from '../../components/form/form-styles';
import { SubmitButton } from '../../components/form/SubmitButton';
import { TextField } from '../../components/form/TextField';
import { useFormErrors } from '../../components/form/use-form-errors';
import { type ApiError, apiErrorOf } from '../../lib/api/api-error';
import { describeApiError } from '../../lib/errors/api-error-message';
import { serverFieldErrors, validateFields } from '../../lib/forms/field-errors';
import { paths } from '../../lib/routing/paths';
import { useRequestPasswordResetMutation } from './api/auth-api';
import { AuthCard } from './components/AuthCard';

const fields = ['email', 'altcha'] as const;
type Field = (typeof fields)[number];

/** /reset: asks for a reset link; the answer is the same whether or not the address is known. */
export default function ResetPage() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const altcha = useAltcha();
  const { formRef, errors, showErrors, clearError } = useFormErrors<Field>();
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [requestReset, { isLoading }] = useRequestPasswordResetMutation();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const checked = validateFields(
      passwordResetRequestSchema,
      { email, altcha: altcha.payload ?? '' },
      fields,
    );
    if (!checked.ok) {
      showErrors(checked.errors);
      return;
    }
    const result = await requestReset(checked.data);
    if (result.error === undefined) {
      setSentTo(checked.data.email);
      return;
    }
    altcha.renew();
    const error = apiErrorOf(result.error);
    const placed = serverFieldErrors(error, fields);
    showErrors(placed.errors);
    if (placed.unplaced) setFailure(error);
  };

  return (
    <AuthCard
      footer={
        <p>
          <Link to={paths.signin} className={linkClasses}>
            {t('auth.reset.backToSignIn')}
          </Link>
        </p>
      }
    >
      {sentTo === null ? (
        <form ref={formRef} noValidate onSubmit={submit} className="space-y-5">
          <p className="text-sm text-gray-700 dark:text-gray-300">{t('auth.reset.intro')}</p>
          {failure && <FormAlert tone="error">{describeApiError(failure, t)}</FormAlert>}
          <TextField
            label={t('auth.fields.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            spellCheck={false}
            autoCapitalize="none"
            required
            value={email}
            onValueChange={(value) => {
              setEmail(value);
              clearError('email');
            }}
            error={errors.email}
          />
          <AltchaCheckbox altcha={altcha} error={errors.altcha} />
          <SubmitButton busy={isLoading} busyLabel={t('auth.reset.submitting')} className="w-full">
            {t('auth.reset.submit')}
          </SubmitButton>
        </form>
      ) : (
        <FormAlert tone="success" takeFocus>
          <p className="font-semibold">{t('auth.reset.doneTitle')}</p>
          <p>{t('auth.reset.done', { email: sentTo })}</p>
        </FormAlert>
      )}
    </AuthCard>
  );
}
