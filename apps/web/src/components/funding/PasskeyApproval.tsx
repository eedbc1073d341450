import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../lib/errors/api-error-message';
import type { CodeSubject } from '../../lib/funding/crypto-otp-api';
import { FormAlert } from '../form/FormAlert';
import { primaryButtonClasses } from '../form/form-styles';
import { SpinnerIcon } from '../icons';
import { type ApprovalProblem, usePasskeyApproval } from './use-passkey-approval';

function ProblemAlert({ problem }: { problem: ApprovalProblem }) {
  const { t } = useTranslation();
  if (problem === 'cancelled') {
    return <FormAlert tone="info">{t('funding.code.passkeyCancelled')}</FormAlert>;
  }
  const text =
    typeof problem === 'object'
      ? describeApiError(problem.error, t)
      : t(problem === 'refused' ? 'funding.code.passkeyRefused' : 'funding.code.passkeyFailed');
  return <FormAlert tone="error">{text}</FormAlert>;
}

/**
 * The passkey's way to confirm: the action in plain words (`statement`, as the passkey approves
 * exactly it), then the button that opens the browser's prompt. While the approval, then the
 * caller's action (`busy`), run, the button waits and says so.
 */
export function PasskeyApproval({
  subject,
  statement,
  busy,
  busyLabel,
  onConfirmed,
  onNoPasskey,
}: {
  subject: CodeSubject;
  statement: string;
  busy: boolean;
  busyLabel: string;
  onConfirmed: (confirmationToken: string) => void;
  onNoPasskey: () => void;
}) {
  const { t } = useTranslation();
  const approval = usePasskeyApproval({ subject, onConfirmed, onNoPasskey });
  const waiting = busy || approval.busy;
  return (
    <div className="space-y-3">
      <p className="text-sm">{t('funding.code.passkeyStatement', { statement })}</p>
      {approval.problem && <ProblemAlert problem={approval.problem} />}
      <button
        type="button"
        onClick={approval.approve}
        disabled={waiting}
        aria-busy={waiting}
        className={primaryButtonClasses}
      >
        {waiting && <SpinnerIcon className="size-4 motion-safe:animate-spin" />}
        {approval.busy
          ? t('funding.code.passkeyWaiting')
          : busy
            ? busyLabel
            : t('funding.code.passkeyApprove')}
      </button>
    </div>
  );
}
