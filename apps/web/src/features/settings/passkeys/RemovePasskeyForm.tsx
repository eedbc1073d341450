import { type Passkey, passkeyRemoveRequestSchema } from '@maple/contracts';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { showError, showSuccess } from '../../../components/alert/alert-slice';
import { FailureAlert } from '../../../components/form/FailureAlert';
import { PasswordField } from '../../../components/form/PasswordField';
import { SubmitOrCancel } from '../../../components/form/SubmitOrCancel';
import { useForm } from '../../../components/form/use-form';
import { isGone } from '../../../components/passkeys/passkey-refusals';
import { apiErrorOf } from '../../../lib/api/api-error';
import { validateFields } from '../../../lib/forms/field-errors';
import { useRemovePasskeyMutation } from '../api/passkeys-api';
import { ApprovalProblemAlert } from '../approval/ApprovalProblemAlert';
import { type ApprovalProblem, answerRefusal } from '../approval/use-change-approval';
import { useSecurityProof } from '../approval/use-security-proof';

const fields = ['password'] as const;

/**
 * Removing a passkey is a security change: it asks for the current password first, or, on an
 * account without one, a passkey's approval of removing this one.
 */
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
  const [problem, setProblem] = useState<ApprovalProblem | null>(null);
  const [remove, { isLoading }] = useRemovePasskeyMutation();
  const { hasPassword, proofFor, approving } = useSecurityProof();
  const { formRef } = form;

  // Without a password field, the button that asks for the passkey is where the customer starts.
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('input, button[type="submit"]')?.focus();
  }, [formRef]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.setFailure(null);
    setProblem(null);
    const checked = hasPassword && validateFields(passkeyRemoveRequestSchema, form.values, fields);
    if (checked && !checked.ok) {
      form.showErrors(checked.errors);
      return;
    }
    const confirmed = await proofFor('remove_passkey', form.values.password, passkey.id);
    if (!confirmed.ok) {
      setProblem(confirmed.problem);
      return;
    }
    const result = await remove({ id: passkey.id, ...confirmed.proof });
    if (result.error === undefined) {
      dispatch(showSuccess(t('passkeys.settings.removed', { name: passkey.name })));
      onRemoved();
      return;
    }
    const error = apiErrorOf(result.error);
    // A wrong password is a 400 naming the password field, which `showRefusal` puts there.
    const refusal = answerRefusal(error);
    if (isGone(error)) {
      dispatch(showError(t('passkeys.settings.gone')));
      onRemoved();
    } else if (refusal) setProblem(refusal);
    else form.showRefusal(error);
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="space-y-3">
      <p className="text-sm">
        {t(hasPassword ? 'passkeys.settings.removeIntro' : 'passkeys.settings.removeIntroPasskey', {
          name: passkey.name,
        })}
      </p>
      <FailureAlert failure={form.failure} />
      {problem && <ApprovalProblemAlert problem={problem} />}
      {hasPassword && (
        <PasswordField
          label={t('auth.fields.password')}
          autoComplete="current-password"
          {...form.field('password')}
        />
      )}
      <SubmitOrCancel
        busy={isLoading || approving}
        busyLabel={t('passkeys.settings.removing')}
        onCancel={onCancel}
      >
        {t('passkeys.settings.removeSubmit')}
      </SubmitOrCancel>
    </form>
  );
}
