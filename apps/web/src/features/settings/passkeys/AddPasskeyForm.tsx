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
import { ApprovalProblemAlert } from '../approval/ApprovalProblemAlert';
import type { ApprovalProblem } from '../approval/use-change-approval';
import { useSecurityProof } from '../approval/use-security-proof';
import { type AddMessage, useAddPasskey } from './use-add-passkey';

const fields = ['name', 'password'] as const;

/**
 * Checks the fields at once, so every problem shows on the first attempt; the password only
 * where the account has one.
 */
function check(values: { name: string; password: string }, hasPassword: boolean) {
  const name = validateFields(passkeyRenameRequestSchema, { name: values.name }, ['name']);
  const password = hasPassword
    ? validateFields(passkeyRegistrationRequestSchema, { password: values.password }, ['password'])
    : ({ ok: true } as const);
  if (name.ok && password.ok) return { ok: true as const, name: name.data.name };
  return {
    ok: false as const,
    errors: { ...(name.ok ? {} : name.errors), ...(password.ok ? {} : password.errors) },
  };
}

/**
 * The name of the new passkey (a default the customer may change) and the current password, or
 * on an account without one, another passkey's approval; on submit the browser asks the customer
 * to create the passkey.
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
  const [problem, setProblem] = useState<ApprovalProblem | null>(null);
  const { add, busy } = useAddPasskey();
  const { hasPassword, proofFor, approving } = useSecurityProof();
  const { formRef } = form;

  // The form replaces the button that opened it: the name is where the customer starts.
  useEffect(() => {
    formRef.current?.querySelector('input')?.focus();
  }, [formRef]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.setFailure(null);
    setMessage(null);
    setProblem(null);
    const checked = check(form.values, hasPassword);
    if (!checked.ok) {
      form.showErrors(checked.errors);
      return;
    }
    const confirmed = await proofFor('add_passkey', form.values.password);
    if (!confirmed.ok) {
      setProblem(confirmed.problem);
      return;
    }
    const result = await add({ name: checked.name, proof: confirmed.proof });
    if (result.ok) {
      dispatch(showSuccess(t('passkeys.settings.added', { name: result.passkey.name })));
      onAdded();
    } else if (result.problem.kind === 'message') setMessage(result.problem.message);
    else form.showRefusal(result.problem.error);
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="space-y-4">
      <p className="text-sm text-gray-700 dark:text-gray-300">
        {t(hasPassword ? 'passkeys.settings.addIntro' : 'passkeys.settings.addIntroPasskey')}
      </p>
      <FailureAlert failure={form.failure} />
      {problem && <ApprovalProblemAlert problem={problem} />}
      {message && <FormAlert tone="error">{t(`passkeys.settings.${message}`)}</FormAlert>}
      <TextField
        label={t('passkeys.settings.nameLabel')}
        autoComplete="off"
        maxLength={60}
        required
        {...form.field('name')}
        hint={t('passkeys.settings.nameHint')}
      />
      {hasPassword && (
        <PasswordField
          label={t('auth.fields.password')}
          autoComplete="current-password"
          {...form.field('password')}
        />
      )}
      <SubmitOrCancel
        busy={busy || approving}
        busyLabel={t('passkeys.settings.creating')}
        onCancel={onCancel}
      >
        {t('passkeys.settings.create')}
      </SubmitOrCancel>
    </form>
  );
}
