import { totpUnenrolRequestSchema } from '@maple/contracts';
import { type FormEvent, useState } from 'react';
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
import { ApprovalProblemAlert } from '../approval/ApprovalProblemAlert';
import { type ApprovalProblem, answerRefusal } from '../approval/use-change-approval';
import { useSecurityProof } from '../approval/use-security-proof';

const fields = ['password', 'code'] as const;

/**
 * Turning the authenticator app off takes a current code (or recovery code) and the password, or
 * on an account without one, a passkey's approval: the code's form is checked before the
 * passkey's prompt opens, so a typo does not cost a prompt.
 */
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
  const [problem, setProblem] = useState<ApprovalProblem | null>(null);
  const [unenrol, { isLoading }] = useUnenrolTotpMutation();
  const { hasPassword, proofFor, approving } = useSecurityProof();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.setFailure(null);
    setProblem(null);
    const { password, code } = form.values;
    const input = hasPassword ? { password, code } : { code };
    const checked = validateFields(totpUnenrolRequestSchema, input, fields);
    if (!checked.ok) {
      form.showErrors(checked.errors);
      return;
    }
    const confirmed = await proofFor('remove_authenticator', password);
    if (!confirmed.ok) {
      setProblem(confirmed.problem);
      return;
    }
    const result = await unenrol({ ...confirmed.proof, code: checked.data.code });
    if (result.error === undefined) {
      dispatch(showSuccess(t('settings.totp.removed')));
      onRemoved();
      return;
    }
    const error = apiErrorOf(result.error);
    const refusal = answerRefusal(error);
    if (refusal) setProblem(refusal);
    else form.showRefusal(error);
  };

  return (
    <form ref={form.formRef} noValidate onSubmit={submit} className="space-y-4">
      <p className="text-sm text-gray-700 dark:text-gray-300">
        {t(hasPassword ? 'settings.totp.removeIntro' : 'settings.totp.removeIntroPasskey')}
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
      <SubmitOrCancel
        busy={isLoading || approving}
        busyLabel={t('settings.totp.removing')}
        onCancel={onCancel}
      >
        {t('settings.totp.remove')}
      </SubmitOrCancel>
    </form>
  );
}
