import {
  passkeyRenameRequestSchema,
  staffPasskeyRegistrationRequestSchema,
} from '@maple/contracts';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { showSuccess } from '../../../../components/alert/alert-slice';
import { FailureAlert } from '../../../../components/form/FailureAlert';
import { FormAlert } from '../../../../components/form/FormAlert';
import { OneTimeCodeField } from '../../../../components/form/OneTimeCodeField';
import { PasswordField } from '../../../../components/form/PasswordField';
import { SubmitOrCancel } from '../../../../components/form/SubmitOrCancel';
import { TextField } from '../../../../components/form/TextField';
import { useForm } from '../../../../components/form/use-form';
import { validateFields } from '../../../../lib/forms/field-errors';
import { type AddMessage, useAddPasskey } from '../use-add-passkey';

const fields = ['name', 'password', 'code'] as const;
type Values = Record<(typeof fields)[number], string>;

/** Checks every field at once, so each problem shows on the first attempt. */
function check(values: Values) {
  const name = validateFields(passkeyRenameRequestSchema, { name: values.name }, ['name']);
  const confirmation = validateFields(
    staffPasskeyRegistrationRequestSchema,
    { password: values.password, code: values.code },
    ['password', 'code'],
  );
  if (name.ok && confirmation.ok) {
    return { ok: true as const, request: { ...name.data, ...confirmation.data } };
  }
  return {
    ok: false as const,
    errors: { ...(name.ok ? {} : name.errors), ...(confirmation.ok ? {} : confirmation.errors) },
  };
}

/**
 * The new passkey's name (a default the member may change), the password and a current
 * authenticator code; on submit the browser asks the member to create the passkey.
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
  const form = useForm({ name: defaultName, password: '', code: '' }, fields);
  const [message, setMessage] = useState<AddMessage | null>(null);
  const { add, busy } = useAddPasskey();
  const { formRef } = form;

  // The form replaces the button that opened it: the name is where the member starts.
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
    const result = await add(checked.request);
    if (result.ok) {
      dispatch(showSuccess(t('passkeys.settings.added', { name: result.passkey.name })));
      onAdded();
      return;
    }
    // A code is accepted once, and the right password spends it: the next try takes a new one.
    form.reset('code');
    if (result.problem.kind === 'message') setMessage(result.problem.message);
    else form.showRefusal(result.problem.error);
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="space-y-4">
      <p className="text-sm text-gray-700 dark:text-gray-300">
        {t('adminAccount.passkeys.addIntro')}
      </p>
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
      <OneTimeCodeField label={t('adminAccount.passkeys.code')} {...form.field('code')} />
      <SubmitOrCancel busy={busy} busyLabel={t('passkeys.settings.creating')} onCancel={onCancel}>
        {t('passkeys.settings.create')}
      </SubmitOrCancel>
    </form>
  );
}
