import type { ExternalBankAccount } from '@maple/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { showSuccess } from '../../../components/alert/alert-slice';
import { FormAlert } from '../../../components/form/FormAlert';
import { secondaryButtonClasses } from '../../../components/form/form-styles';
import { CodeStep } from '../../../components/funding/CodeStep';
import { type ApiError, apiErrorOf } from '../../../lib/api/api-error';
import { describeApiError } from '../../../lib/errors/api-error-message';
import { formatDateTime } from '../../../lib/format/date-time';
import { useApproveBankAccountMutation } from '../../../lib/funding/approvals-api';
import { approvalDeadline } from '../../../lib/funding/awaiting-approval';
import { accountLabel } from '../../../lib/funding/bank-account-label';
import { useFundingStatusQuery } from '../../../lib/funding/funding-api';
import { readStoredCustomerSession } from '../../../lib/session';
import { linkedMessageKey } from '../account-words';

/**
 * Until when the account may be approved, in words (null while the approval window is not
 * known yet), and the message once "Not now" leaves it waiting.
 */
function useDeadline(account: ExternalBankAccount) {
  const { t, i18n } = useTranslation();
  const approvalSeconds = useFundingStatusQuery().data?.holds.approval_seconds;
  const deadline = approvalDeadline(account.created_at, approvalSeconds);
  const until = deadline === null ? null : formatDateTime(deadline.toISOString(), i18n.language);
  const label = accountLabel(account, t);
  const waitingMessage = () =>
    until === null
      ? t('bankApproval.waitingUntilLater', { account: label })
      : t('bankApproval.waiting', { account: label, deadline: until });
  return { until, waitingMessage };
}

/**
 * A new bank account's approval, right where it was linked or entered (ADR 62): it waits
 * `storing`, unusable, until the customer confirms it with the code or the passkey bound to it,
 * as on /approvals. Focus moves here when it opens. "Not now" leaves it waiting there until its
 * deadline; a 409 says it no longer waits (removed, approved elsewhere, or past its time).
 */
export function NewAccountApproval({
  account,
  close,
}: {
  account: ExternalBankAccount;
  close: () => void;
}) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  const [approve, approval] = useApproveBankAccountMutation();
  const [refusal, setRefusal] = useState<ApiError | null>(null);
  const { until, waitingMessage } = useDeadline(account);
  const statement = t('bankApproval.statement', { account: accountLabel(account, t) });
  const finish = (message: string) => {
    dispatch(showSuccess(message));
    close();
  };

  const confirmed = async (token: string) => {
    setRefusal(null);
    const result = await approve({ accountGuid: account.guid, confirmation_token: token });
    if (result.data) finish(t(linkedMessageKey(result.data.state)));
    else setRefusal(apiErrorOf(result.error));
  };

  const gone = refusal?.status === 409;
  return (
    <section ref={ref} tabIndex={-1} aria-label={statement} className="space-y-3">
      <p className="font-semibold break-words">{statement}</p>
      <p className="text-sm text-gray-700 dark:text-gray-300">{t('bankApproval.why')}</p>
      {until !== null && (
        <p className="text-sm text-gray-700 dark:text-gray-300">
          {t('bankApproval.until', { deadline: until })}
        </p>
      )}
      {refusal && <FormAlert tone="error">{describeApiError(refusal, t)}</FormAlert>}
      {!gone && (
        <CodeStep
          subject={{ new_bank_account_guid: account.guid }}
          statement={statement}
          email={readStoredCustomerSession().email ?? ''}
          busy={approval.isLoading}
          confirmLabel={t('bankApproval.confirm')}
          busyLabel={t('bankApproval.confirming')}
          onConfirmed={(token) => void confirmed(token)}
        />
      )}
      <button
        type="button"
        onClick={gone ? close : () => finish(waitingMessage())}
        className={secondaryButtonClasses}
      >
        {t(gone ? 'bankApproval.close' : 'bankApproval.notNow')}
      </button>
    </section>
  );
}
