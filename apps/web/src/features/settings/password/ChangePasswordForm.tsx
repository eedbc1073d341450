import {
  updatePasswordRequestSchema,
  type VerifyOtpRequest,
  verifyOtpRequestSchema,
} from '@maple/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { showSuccess } from '../../../components/alert/alert-slice';
import { FailureAlert } from '../../../components/form/FailureAlert';
import { OneTimeCodeField } from '../../../components/form/OneTimeCodeField';
import { PasswordField } from '../../../components/form/PasswordField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import type { TextFieldProps } from '../../../components/form/TextField';
import { useForm } from '../../../components/form/use-form';
import { SuccessIcon } from '../../../components/icons';
import { apiErrorOf } from '../../../lib/api/api-error';
import { type FieldErrors, validateFields } from '../../../lib/forms/field-errors';
import { useUpdatePasswordMutation, useVerifyOtpMutation } from '../api/security-api';
import { readCustomerIdentity } from '../customer-identity';

const fields = ['otp', 'password'] as const;
type Field = (typeof fields)[number];

/** A verified code's confirmation, kept (in memory) until the password change spends it. */
interface Confirmation {
  token: string;
  expiresAt: number;
}

const isLive = (confirmation: Confirmation | null): confirmation is Confirmation =>
  confirmation !== null && confirmation.expiresAt > Date.now();

/** The code's field, or, while a confirmation is live, that the code was confirmed. */
function CodeOrConfirmation({
  confirmed,
  codeSource,
  field,
}: {
  confirmed: boolean;
  codeSource: 'email' | 'totp';
  field: Pick<TextFieldProps, 'value' | 'onValueChange' | 'error'>;
}) {
  const { t } = useTranslation();
  if (confirmed) {
    return (
      <p className="flex items-center gap-2 text-sm font-medium text-green-800 dark:text-green-300">
        <SuccessIcon className="size-5" />
        {t('settings.password.codeConfirmed')}
      </p>
    );
  }
  return (
    <OneTimeCodeField
      label={t(
        codeSource === 'totp' ? 'settings.password.totpCode' : 'settings.password.emailCode',
      )}
      {...field}
    />
  );
}

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
  const form = useForm({ otp: '', password: '' }, fields);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const [verifyOtp, verifying] = useVerifyOtpMutation();
  const [updatePassword, updating] = useUpdatePasswordMutation();

  const confirm = async (otpRequest: VerifyOtpRequest) => {
    if (isLive(confirmation)) return confirmation;
    const result = await verifyOtp(otpRequest);
    if (!result.data) {
      form.showRefusal(apiErrorOf(result.error), ['otp']);
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
    form.setFailure(null);
    const { email, customerGuid } = readCustomerIdentity();
    const otpCheck = validateFields(
      verifyOtpRequestSchema,
      { email, otp: form.values.otp, customer_guid: customerGuid, purpose: 'change_password' },
      ['otp'],
    );
    const passwordCheck = validateFields(
      updatePasswordRequestSchema,
      {
        email,
        password: form.values.password,
        confirmation_token: confirmation?.token ?? 'pending',
      },
      ['password'],
    );
    const needsCode = !isLive(confirmation);
    if (!passwordCheck.ok || (needsCode && !otpCheck.ok)) {
      const found: FieldErrors<Field> = {
        ...(needsCode && !otpCheck.ok ? otpCheck.errors : {}),
        ...(passwordCheck.ok ? {} : passwordCheck.errors),
      };
      form.showErrors(found);
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
    // Anything but a refused password (the form's failure) may have spent or voided the
    // confirmation.
    if (form.showRefusal(apiErrorOf(result.error), ['password'])) {
      setConfirmation(null);
      form.reset('otp');
    }
  };

  const busy = verifying.isLoading || updating.isLoading;
  return (
    <form ref={form.formRef} noValidate onSubmit={submit} className="space-y-4">
      <FailureAlert failure={form.failure} />
      <CodeOrConfirmation
        confirmed={isLive(confirmation)}
        codeSource={codeSource}
        field={form.field('otp')}
      />
      <PasswordField
        label={t('auth.fields.newPassword')}
        autoComplete="new-password"
        {...form.field('password')}
        hint={t('auth.passwordHint')}
      />
      <SubmitButton busy={busy} busyLabel={t('settings.password.changing')}>
        {t('settings.password.change')}
      </SubmitButton>
    </form>
  );
}
