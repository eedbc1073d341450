import { passwordRemoveRequestSchema } from '@maple/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { showSuccess } from '../../../components/alert/alert-slice';
import { FailureAlert } from '../../../components/form/FailureAlert';
import { PasswordField } from '../../../components/form/PasswordField';
import { SubmitOrCancel } from '../../../components/form/SubmitOrCancel';
import { useForm } from '../../../components/form/use-form';
import { validateFields } from '../../../lib/forms/field-errors';
import { useRemovePasswordMutation } from '../api/sign-in-methods-api';
import { ApprovalProblemAlert } from '../approval/ApprovalProblemAlert';
import { passkeyConfirmedSubmit } from '../approval/passkey-confirmed-submit';
import { type ApprovalProblem, useChangeApproval } from '../approval/use-change-approval';

const fields = ['password'] as const;
const passwordOnly = passwordRemoveRequestSchema.pick({ password: true });

/**
 * Removing the password takes both proofs: the password typed, then one of the customer's
 * passkeys approving the removal in the browser's prompt. A wrong password spends nothing on the
 * server, so the passkey's answer is kept and only the password is asked again.
 */
export function RemovePasswordForm({
  onRemoved,
  onCancel,
}: {
  onRemoved: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const form = useForm({ password: '' }, fields);
  const [problem, setProblem] = useState<ApprovalProblem | null>(null);
  const approval = useChangeApproval();
  const [removePassword, removing] = useRemovePasswordMutation();
  const { formRef } = form;

  useEffect(() => {
    formRef.current?.querySelector('input')?.focus();
  }, [formRef]);

  const submit = passkeyConfirmedSubmit({
    form,
    approval,
    change: 'remove_password',
    validate: () => validateFields(passwordOnly, form.values, fields),
    send: (data, passkey) => removePassword({ ...data, passkey }),
    setProblem,
    onDone: () => {
      dispatch(showSuccess(t('settings.password.removed')));
      onRemoved();
    },
  });

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="space-y-3">
      <p className="text-sm">{t('settings.password.removeIntro')}</p>
      <FailureAlert failure={form.failure} />
      {problem && <ApprovalProblemAlert problem={problem} />}
      <PasswordField
        label={t('auth.fields.password')}
        autoComplete="current-password"
        {...form.field('password')}
      />
      <SubmitOrCancel
        busy={approval.busy || removing.isLoading}
        busyLabel={t('settings.password.removing')}
        onCancel={onCancel}
      >
        {t('settings.password.remove')}
      </SubmitOrCancel>
    </form>
  );
}
