import { totpUnenrolRequestSchema } from '@maple/contracts';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { showSuccess } from '../../../components/alert/alert-slice';
import { FailureAlert } from '../../../components/form/FailureAlert';
import { PasswordField } from '../../../components/form/PasswordField';
import { SubmitOrCancel } from '../../../components/form/SubmitOrCancel';
import { TextField } from '../../../components/form/TextField';
import { useForm } from '../../../components/form/use-form';
import { apiErrorOf } from '../../../lib/api/api-error';
import { validateFields } from '../../../lib/forms/field-errors';
import { useUnenrolTotpMutation } from '../api/security-api';

const fields = ['password', 'code'] as const;

/** Turning the authenticator app off takes the password and a current code (or recovery code). */
export function RemoveTotpForm({
  onRemoved,
  onCancel,
}: {
  onRemoved: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const form = useForm({ password: '', code: '' }, fields);
  const [unenrol, { isLoading }] = useUnenrolTotpMutation();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.setFailure(null);
    const checked = validateFields(totpUnenrolRequestSchema, form.values, fields);
    if (!checked.ok) {
      form.showErrors(checked.errors);
      return;
    }
    const result = await unenrol(checked.data);
    if (result.error === undefined) {
      dispatch(showSuccess(t('settings.totp.removed')));
      onRemoved();
      return;
    }
    form.showRefusal(apiErrorOf(result.error));
  };

  return (
    <form ref={form.formRef} noValidate onSubmit={submit} className="space-y-4">
      <p className="text-sm text-gray-700 dark:text-gray-300">{t('settings.totp.removeIntro')}</p>
      <FailureAlert failure={form.failure} />
      <PasswordField
        label={t('auth.fields.password')}
        autoComplete="current-password"
        {...form.field('password')}
      />
      <TextField
        label={t('settings.totp.removeCodeLabel')}
        autoComplete="one-time-code"
        spellCheck={false}
        autoCapitalize="none"
        maxLength={11}
        required
        {...form.field('code')}
        hint={t('settings.totp.removeCodeHint')}
      />
      <SubmitOrCancel busy={isLoading} busyLabel={t('settings.totp.removing')} onCancel={onCancel}>
        {t('settings.totp.remove')}
      </SubmitOrCancel>
    </form>
  );
}
