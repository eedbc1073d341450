import { passwordSetRequestSchema } from '@maple/contracts';
import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { showSuccess } from '../../../components/alert/alert-slice';
import { FailureAlert } from '../../../components/form/FailureAlert';
import { FormAlert } from '../../../components/form/FormAlert';
import { PasswordField } from '../../../components/form/PasswordField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { useForm } from '../../../components/form/use-form';
import { validateFields } from '../../../lib/forms/field-errors';
import { useSetPasswordMutation } from '../api/sign-in-methods-api';
import { ApprovalProblemAlert } from '../approval/ApprovalProblemAlert';
import { passkeyConfirmedSubmit } from '../approval/passkey-confirmed-submit';
import { type ApprovalProblem, useChangeApproval } from '../approval/use-change-approval';

const fields = ['new_password'] as const;
const passwordOnly = passwordSetRequestSchema.pick({ new_password: true });

/**
 * A passwordless account sets a password again: the new password, then one of its passkeys
 * approving it. A password refused as too weak spends nothing on the server, so the passkey's
 * answer is kept for the next attempt. Without WebAuthn, the reset by e-mail is the way.
 */
export function SetPasswordForm({ onSet }: { onSet: () => void }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const form = useForm({ new_password: '' }, fields);
  const [problem, setProblem] = useState<ApprovalProblem | null>(null);
  const approval = useChangeApproval();
  const [setPassword, setting] = useSetPasswordMutation();

  if (!browserSupportsWebAuthn()) {
    return <FormAlert tone="info">{t('settings.password.setUnsupported')}</FormAlert>;
  }

  const submit = passkeyConfirmedSubmit({
    form,
    approval,
    change: 'set_password',
    validate: () => validateFields(passwordOnly, form.values, fields),
    send: (data, passkey) => setPassword({ ...data, passkey }),
    setProblem,
    onDone: () => {
      dispatch(showSuccess(t('settings.password.setDone')));
      onSet();
    },
  });

  return (
    <form ref={form.formRef} noValidate onSubmit={submit} className="space-y-4">
      <p className="text-sm">{t('settings.password.setIntro')}</p>
      <FailureAlert failure={form.failure} />
      {problem && <ApprovalProblemAlert problem={problem} />}
      <PasswordField
        label={t('auth.fields.newPassword')}
        autoComplete="new-password"
        {...form.field('new_password')}
        hint={t('auth.passwordHint')}
      />
      <SubmitButton
        busy={approval.busy || setting.isLoading}
        busyLabel={t('settings.password.setting')}
      >
        {t('settings.password.set')}
      </SubmitButton>
    </form>
  );
}
