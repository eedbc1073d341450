import {
  updatePasswordRequestSchema,
  type VerifyOtpRequest,
  verifyOtpRequestSchema,
} from '@maple/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { showSuccess } from '../../../components/alert/alert-slice';
import { FormAlert } from '../../../components/form/FormAlert';
import { PasswordField } from '../../../components/form/PasswordField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { TextField } from '../../../components/form/TextField';
import { useFormErrors } from '../../../components/form/use-form-errors';
import { SuccessIcon } from '../../../components/icons';
import { type ApiError, apiErrorOf } from '../../../lib/api/api-error';
import { describeApiError } from '../../../lib/errors/api-error-message';
import {
  type FieldErrors,
  serverFieldErrors,
  validateFields,
} from '../../../lib/forms/field-errors';
import { useUpdatePasswordMutation, useVerifyOtpMutation } from '../api/security-api';
import { readCustomerIdentity } from '../customer-identity';

type Field = 'otp' | 'password';

/** A verified code's confirmation, kept (in memory) until the password change spends it. */
interface Confirmation {
  token: string;
  expiresAt: number;
}

const isLive = (confirmation: Confirmation | null): confirmation is Confirmation =>
  confirmation !== null && confirmation.expiresAt > Date.now();

/**
 * The code and the new password. The code is verified first (verify_otp answers a confirmation);
 * the confirmation then authorises update-password. A refused password (too weak) spends nothing
 * on the server, so the confirmation is kept and only the password needs fixing.
 */
export function ChangePasswordForm({
  codeSource,
  onChanged,
}: {
  codeSource: 'email' | 'totp';
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const [values, setValues] = useState<Record<Field, string>>({ otp: '', password: '' });
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const { formRef, errors, showErrors, clearError } = useFormErrors<Field>();
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [verifyOtp, verifying] = useVerifyOtpMutation();
  const [updatePassword, updating] = useUpdatePasswordMutation();

  const change = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    clearError(field);
  };

  const fail = (error: ApiError, field: Field) => {
    const placed = serverFieldErrors(error, [field]);
    showErrors(placed.errors);
    if (placed.unplaced) setFailure(error);
  };

  const confirm = async (otpRequest: VerifyOtpRequest) => {
    if (isLive(confirmation)) return confirmation;
    const result = await verifyOtp(otpRequest);
    if (!result.data) {
      fail(apiErrorOf(result.error), 'otp');
      return null;
    }
    const confirmed = {
      token: result.data.confirmation_token,
      expiresAt: Date.parse(result.data.expires_at),
    };
    setConfirmation(confirmed);
    return confirmed;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const { email, customerGuid } = readCustomerIdentity();
    const otpCheck = validateFields(
      verifyOtpRequestSchema,
      { email, otp: values.otp, customer_guid: customerGuid, purpose: 'change_password' },
      ['otp'],
    );
    const passwordCheck = validateFields(
      updatePasswordRequestSchema,
      { email, password: values.password, confirmation_token: confirmation?.token ?? 'pending' },
      ['password'],
    );
    const needsCode = !isLive(confirmation);
    if (!passwordCheck.ok || (needsCode && !otpCheck.ok)) {
      const found: FieldErrors<Field> = {
        ...(needsCode && !otpCheck.ok ? otpCheck.errors : {}),
        ...(passwordCheck.ok ? {} : passwordCheck.errors),
      };
      showErrors(found);
      return;
    }

    const confirmed = otpCheck.ok ? await confirm(otpCheck.data) : confirmation;
    if (!isLive(confirmed)) return;
    const result = await updatePassword({
      ...passwordCheck.data,
      confirmation_token: confirmed.token,
    });
    if (result.error === undefined) {
      dispatch(showSuccess(t('settings.password.changed')));
      onChanged();
      return;
    }
    const error = apiErrorOf(result.error);
    // Anything but a refused password may have spent or voided the confirmation.
    if (serverFieldErrors(error, ['password']).unplaced) {
      setConfirmation(null);
      setValues((current) => ({ ...current, otp: '' }));
    }
    fail(error, 'password');
  };

  const busy = verifying.isLoading || updating.isLoading;
  return (
    <form ref={formRef} noValidate onSubmit={submit} className="space-y-4">
      {failure && <FormAlert tone="error">{describeApiError(failure, t)}</FormAlert>}
      {isLive(confirmation) ? (
        <p className="flex items-center gap-2 text-sm font-medium text-green-800 dark:text-green-300">
          <SuccessIcon className="size-5" />
          {t('settings.password.codeConfirmed')}
        </p>
      ) : (
        <TextField
          label={t(
            codeSource === 'totp' ? 'settings.password.totpCode' : 'settings.password.emailCode',
          )}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={6}
          required
          value={values.otp}
          onValueChange={change('otp')}
          error={errors.otp}
        />
      )}
      <PasswordField
        label={t('auth.fields.newPassword')}
        autoComplete="new-password"
        value={values.password}
        onValueChange={change('password')}
        hint={t('auth.passwordHint')}
        error={errors.password}
      />
      <SubmitButton busy={busy} busyLabel={t('settings.password.changing')}>
        {t('settings.password.change')}
      </SubmitButton>
    </form>
  );
}
