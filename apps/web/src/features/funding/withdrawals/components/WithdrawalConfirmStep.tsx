import { useTranslation } from 'react-i18next';
import { primaryButtonClasses } from '../../../../components/form/form-styles';
import { CodeStep } from '../../../../components/funding/CodeStep';
import type { CodeSubject } from '../../../../lib/funding/crypto-otp-api';
import { readStoredCustomerSession } from '../../../../lib/session';

/**
 * A withdrawal's last step: the one-time code or the passkey's approval bound to `subject`; or,
 * once one confirmed this quote, `retry`, which sends that confirmation again (the code or the
 * passkey's ceremony itself is spent).
 */
export function WithdrawalConfirmStep({
  subject,
  statement,
  busy,
  retry,
  onConfirmed,
}: {
  subject: CodeSubject;
  /** The withdrawal in plain words, for a passkey to approve. */
  statement: string;
  busy: boolean;
  retry: (() => void) | null;
  onConfirmed: (token: string) => void;
}) {
  const { t } = useTranslation();
  if (retry) {
    return (
      <button type="button" aria-disabled={busy} onClick={retry} className={primaryButtonClasses}>
        {t(busy ? 'funding.withdrawal.confirming' : 'funding.withdrawal.retry')}
      </button>
    );
  }
  return (
    <CodeStep
      subject={subject}
      statement={statement}
      email={readStoredCustomerSession().email ?? ''}
      busy={busy}
      confirmLabel={t('funding.withdrawal.confirm')}
      busyLabel={t('funding.withdrawal.confirming')}
      onConfirmed={onConfirmed}
    />
  );
}
