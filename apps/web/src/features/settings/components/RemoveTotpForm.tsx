import { totpUnenrolRequestSchema } from '@maple/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { showSuccess } from '../../../components/alert/alert-slice';
import { FormAlert } from '../../../components/form/FormAlert';
import { secondaryButtonClasses } from '../../../components/form/form-styles';
import { PasswordField } from '../../../components/form/PasswordField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { TextField } from '../../../components/form/TextField';
import { useFormErrors } from '../../../components/form/use-form-errors';
import { type ApiError, apiErrorOf } from '../../../lib/api/api-error';
import { describeApiError } from '../../../lib/errors/api-error-message';
import { serverFieldErrors, validateFields } from '../../../lib/forms/field-errors';
import { useUnenrolTotpMutation } from '../api/security-api';

const fields = ['password', 'code'] as const;
type Field = (typeof fields)[number];

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
  const [values, setValues] = useState<Record<Field, string>>({ password: '', code: '' });
  const { formRef, errors, showErrors, clearError } = useFormErrors<Field>();
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [unenrol, { isLoading }] = useUnenrolTotpMutation();

  const change = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    clearError(field);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const checked = validateFields(totpUnenrolRequestSchema, values, fields);
    if (!checked.ok) {
      showErrors(checked.errors);
      return;
    }
    const result = await unenrol(checked.data);
    if (result.error === undefined) {
      dispatch(showSuccess(t('settings.totp.removed')));
      onRemoved();
      return;
    }
    const error = apiErrorOf(result.error);
    const placed = serverFieldErrors(error, fields);
    showErrors(placed.errors);
    if (placed.unplaced) setFailure(error);
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="space-y-4">
      <p className="text-sm text-gray-700 dark:text-gray-300">{t('settings.totp.removeIntro')}</p>
      {failure && <FormAlert tone="error">{describeApiError(failure, t)}</FormAlert>}
      <PasswordField
        label={t('auth.fields.password')}
        autoComplete="current-password"
        value={values.password}
        onValueChange={change('password')}
        error={errors.password}
      />
      <TextField
        label={t('settings.totp.removeCodeLabel')}
        autoComplete="one-time-code"
        spellCheck={false}
        autoCapitalize="none"
        maxLength={11}
        required
        value={values.code}
        onValueChange={change('code')}
        hint={t('settings.totp.removeCodeHint')}
        error={errors.code}
      />
      <div className="flex flex-wrap gap-3">
        <SubmitButton busy={isLoading} busyLabel={t('settings.totp.removing')}>
          {t('settings.totp.remove')}
        </SubmitButton>
        <button type="button" onClick={onCancel} className={secondaryButtonClasses}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}
