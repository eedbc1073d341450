import { passwordResetRequestSchema } from '@maple/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AltchaField } from '../../components/altcha/AltchaField';
import { useAltcha } from '../../components/altcha/use-altcha';
import { EmailField } from '../../components/form/EmailField';
import { FailureAlert } from '../../components/form/FailureAlert';
import { FormAlert } from '../../components/form/FormAlert';
import { linkClasses } from '../../components/form/form-styles';
import { SubmitButton } from '../../components/form/SubmitButton';
import { useForm } from '../../components/form/use-form';
import { apiErrorOf } from '../../lib/api/api-error';
import { validateFields } from '../../lib/forms/field-errors';
import { paths } from '../../lib/routing/paths';
import { useRequestPasswordResetMutation } from './api/auth-api';
import { AuthCard } from './components/AuthCard';

const fields = ['email', 'altcha'] as const;

/** /reset: asks for a reset link; the answer is the same whether or not the address is known. */
export default function ResetPage() {
  const { t } = useTranslation();
  const form = useForm({ email: '' }, fields);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const altcha = useAltcha();
  const [requestReset, { isLoading }] = useRequestPasswordResetMutation();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.setFailure(null);
    const checked = validateFields(
      passwordResetRequestSchema,
      { ...form.values, altcha: altcha.payload ?? '' },
      fields,
    );
    if (!checked.ok) {
      form.showErrors(checked.errors);
      return;
    }
    const result = await requestReset(checked.data);
    if (result.error === undefined) {
      setSentTo(checked.data.email);
      return;
    }
    altcha.renew();
    form.showRefusal(apiErrorOf(result.error));
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
        <form ref={form.formRef} noValidate onSubmit={submit} className="space-y-5">
          <p className="text-sm text-gray-700 dark:text-gray-300">{t('auth.reset.intro')}</p>
          <FailureAlert failure={form.failure} />
          <EmailField
            label={t('auth.fields.email')}
            autoComplete="email"
            {...form.field('email')}
          />
          <AltchaField altcha={altcha} error={form.errors.altcha} />
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
