import { type Passkey, staffPasskeyRemoveRequestSchema } from '@maple/contracts';
import { type FormEvent, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { showError, showSuccess } from '../../../../components/alert/alert-slice';
import { FailureAlert } from '../../../../components/form/FailureAlert';
import { PasswordField } from '../../../../components/form/PasswordField';
import { SubmitOrCancel } from '../../../../components/form/SubmitOrCancel';
import { useForm } from '../../../../components/form/use-form';
import { isGone } from '../../../../components/passkeys/passkey-refusals';
import { apiErrorOf } from '../../../../lib/api/api-error';
import { validateFields } from '../../../../lib/forms/field-errors';
import { useRemoveStaffPasskeyMutation } from '../api/staff-passkeys-api';

const fields = ['password'] as const;

/** Removing a passkey is a security change: it asks for the current password first. */
export function RemovePasskeyForm({
  passkey,
  onRemoved,
  onCancel,
}: {
  passkey: Passkey;
  onRemoved: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const form = useForm({ password: '' }, fields);
  const [remove, { isLoading }] = useRemoveStaffPasskeyMutation();
  const { formRef } = form;

  useEffect(() => {
    formRef.current?.querySelector('input')?.focus();
  }, [formRef]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.setFailure(null);
    const checked = validateFields(staffPasskeyRemoveRequestSchema, form.values, fields);
    if (!checked.ok) {
      form.showErrors(checked.errors);
      return;
    }
    const result = await remove({ id: passkey.id, ...checked.data });
    if (result.error === undefined) {
      dispatch(showSuccess(t('passkeys.settings.removed', { name: passkey.name })));
      onRemoved();
      return;
    }
    const error = apiErrorOf(result.error);
    // A wrong password is a 400 naming the password field, which `showRefusal` puts there.
    if (isGone(error)) {
      dispatch(showError(t('passkeys.settings.gone')));
      onRemoved();
    } else form.showRefusal(error);
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="space-y-3">
      <p className="text-sm">{t('passkeys.settings.removeIntro', { name: passkey.name })}</p>
      <FailureAlert failure={form.failure} />
      <PasswordField
        label={t('auth.fields.password')}
        autoComplete="current-password"
        {...form.field('password')}
      />
      <SubmitOrCancel
        busy={isLoading}
        busyLabel={t('passkeys.settings.removing')}
        onCancel={onCancel}
      >
        {t('passkeys.settings.removeSubmit')}
      </SubmitOrCancel>
    </form>
  );
}
