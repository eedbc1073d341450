import { passkeyRegistrationRequestSchema, passkeyRenameRequestSchema } from '@maple/contracts';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { showSuccess } from '../../../components/alert/alert-slice';
import { FailureAlert } from '../../../components/form/FailureAlert';
import { FormAlert } from '../../../components/form/FormAlert';
import { PasswordField } from '../../../components/form/PasswordField';
import { SubmitOrCancel } from '../../../components/form/SubmitOrCancel';
import { TextField } from '../../../components/form/TextField';
import { useForm } from '../../../components/form/use-form';
import { validateFields } from '../../../lib/forms/field-errors';
import { type AddMessage, useAddPasskey } from './use-add-passkey';

const fields = ['name', 'password'] as const;

/** Checks both fields at once, so every problem shows on the first attempt. */
function check(values: { name: string; password: string }) {
  const name = validateFields(passkeyRenameRequestSchema, { name: values.name }, ['name']);
  const password = validateFields(passkeyRegistrationRequestSchema, { password: values.password }, [
    'password',
  ]);
  if (name.ok && password.ok) return { ok: true as const, name: name.data.name };
  return {
    ok: false as const,
    errors: { ...(name.ok ? {} : name.errors), ...(password.ok ? {} : password.errors) },
  };
}

/**
 * The name of the new passkey (a default the customer may change) and the current password; on
 * submit the browser asks the customer to create the passkey.
 */
export function AddPasskeyForm({
  defaultName,
  onAdded,
  onCancel,
}: {
  defaultName: string;
  onAdded: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const form = useForm({ name: defaultName, password: '' }, fields);
  const [message, setMessage] = useState<AddMessage | null>(null);
  const { add, busy } = useAddPasskey();
  const { formRef } = form;

  // The form replaces the button that opened it: the name is where the customer starts.
  useEffect(() => {
    formRef.current?.querySelector('input')?.focus();
  }, [formRef]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.setFailure(null);
    setMessage(null);
    const checked = check(form.values);
    if (!checked.ok) {
      form.showErrors(checked.errors);
      return;
    }
    const result = await add({ name: checked.name, password: form.values.password });
    if (result.ok) {
      dispatch(showSuccess(t('passkeys.settings.added', { name: result.passkey.name })));
      onAdded();
      return;
    }
    const { problem } = result;
    if (problem.kind === 'message') setMessage(problem.message);
    else form.showRefusal(problem.error);
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="space-y-4">
      <p className="text-sm text-gray-700 dark:text-gray-300">{t('passkeys.settings.addIntro')}</p>
      <FailureAlert failure={form.failure} />
      {message && <FormAlert tone="error">{t(`passkeys.settings.${message}`)}</FormAlert>}
      <TextField
        label={t('passkeys.settings.nameLabel')}
        autoComplete="off"
        maxLength={60}
        required
        {...form.field('name')}
        hint={t('passkeys.settings.nameHint')}
      />
      <PasswordField
        label={t('auth.fields.password')}
        autoComplete="current-password"
        {...form.field('password')}
      />
      <SubmitOrCancel busy={busy} busyLabel={t('passkeys.settings.creating')} onCancel={onCancel}>
        {t('passkeys.settings.create')}
      </SubmitOrCancel>
    </form>
  );
}
