import type {
  ExternalBankAccount,
  ExternalBankAccountState,
  ExternalWallet,
} from '@maple/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form/FormAlert';
import { secondaryButtonClasses } from '../../../components/form/form-styles';
import { CodeStep } from '../../../components/funding/CodeStep';
import { type ApiError, apiErrorOf } from '../../../lib/api/api-error';
import { describeApiError } from '../../../lib/errors/api-error-message';
import { formatDateTime } from '../../../lib/format/date-time';
import {
  useApproveBankAccountMutation,
  useApproveExternalWalletMutation,
  useApproveTransferMutation,
} from '../../../lib/funding/approvals-api';
import type { AwaitingItem } from '../../../lib/funding/awaiting-approval';
import { accountLabel } from '../../../lib/funding/bank-account-label';
import type { CodeSubject } from '../../../lib/funding/crypto-otp-api';
import type { Transfer } from '../../../lib/platform/funding-answers';
import { readStoredCustomerSession } from '../../../lib/session';

/** What the page says once an approval is over: done, or refused because the item moved on. */
export interface ApprovalOutcome {
  tone: 'success' | 'error';
  text: string;
}

/**
 * What the confirmation is bound to: exactly what the same action made in the app binds (the
 * withdrawal's quote and its wallet or EFT bank account; the wallet's asset, address and tag; the
 * bank account itself), so the server finds the approval is for this item and no other.
 */
export function subjectOf(item: AwaitingItem): CodeSubject {
  if (item.kind === 'wallet') {
    const { asset, address, tag } = item.wallet;
    return { wallet: { asset, address, tag } };
  }
  if (item.kind === 'bank_account') return { new_bank_account_guid: item.account.guid };
  const { transfer } = item;
  const reference = { withdrawal_reference: transfer.quote_guid };
  if (transfer.transfer_type === 'crypto') {
    const wallet = transfer.destination_account?.guid;
    return wallet === undefined ? reference : { ...reference, external_wallet_guid: wallet };
  }
  const bank = transfer.external_bank_account_guid;
  return transfer.payment_rail === 'eft' && bank !== null
    ? { ...reference, external_bank_account_guid: bank }
    : reference;
}

/** The button that spends the confirmation, by what it approves. */
const confirmLabels = {
  withdrawal: 'approvals.confirmWithdrawal',
  wallet: 'approvals.confirmWallet',
  bank_account: 'approvals.confirmBankAccount',
} as const;

/**
 * What happens next to an approved bank account: linked through the bank-link screen in the
 * customer's name it is ready (`completed`); otherwise (`unverified`) an entered one waits for
 * its two micro-deposits, and a linked one in another name for staff to check the name.
 */
const approvedAccountKey = (account: ExternalBankAccount, state: ExternalBankAccountState) => {
  if (state === 'completed') return 'approvals.approvedBankAccount.ready';
  return account.account_kind === 'raw_routing_details'
    ? 'approvals.approvedBankAccount.deposits'
    : 'approvals.approvedBankAccount.holderReview';
};

/** The approval calls of one item, and what their answers mean for the screen. */
function useApprove(onDone: (outcome: ApprovalOutcome) => void) {
  const { t, i18n } = useTranslation();
  const [approveTransfer, transferApproval] = useApproveTransferMutation();
  const [approveWallet, walletApproval] = useApproveExternalWalletMutation();
  const [approveAccount, accountApproval] = useApproveBankAccountMutation();
  const [refusal, setRefusal] = useState<ApiError | null>(null);

  const refused = (failure: unknown) => {
    const error = apiErrorOf(failure);
    // It no longer waits (approved elsewhere, cancelled, or past its time): the lists are read
    // again and it may leave them, so the page says why.
    if (error.status === 409) onDone({ tone: 'error', text: describeApiError(error, t) });
    else setRefusal(error);
  };

  const withdrawal = async (transfer: Transfer, token: string, amount: string) => {
    setRefusal(null);
    const result = await approveTransfer({
      transferGuid: transfer.guid,
      confirmation_token: token,
    });
    if (result.data) {
      onDone({ tone: 'success', text: t('approvals.approvedWithdrawal', { amount }) });
    } else {
      refused(result.error);
    }
  };

  const wallet = async (added: ExternalWallet, token: string) => {
    setRefusal(null);
    const result = await approveWallet({ walletGuid: added.guid, confirmation_token: token });
    if (!result.data) {
      refused(result.error);
      return;
    }
    const time = formatDateTime(result.data.usable_at, i18n.language);
    onDone({ tone: 'success', text: t('approvals.approvedWallet', { name: added.name, time }) });
  };

  const bankAccount = async (account: ExternalBankAccount, token: string) => {
    setRefusal(null);
    const result = await approveAccount({ accountGuid: account.guid, confirmation_token: token });
    if (!result.data) {
      refused(result.error);
      return;
    }
    const text = t(approvedAccountKey(account, result.data.state), {
      account: accountLabel(account, t),
    });
    onDone({ tone: 'success', text });
  };

  const busy = transferApproval.isLoading || walletApproval.isLoading || accountApproval.isLoading;
  return { withdrawal, wallet, bankAccount, busy, refusal };
}

/**
 * Approving one item: the code or the passkey's approval (`CodeStep`), then the approval call.
 * Focus moves here when it opens; a refusal the customer can act on stays here, above the step.
 */
export function ApproveStep({
  id,
  item,
  statement,
  amount,
  onDone,
  onClose,
}: {
  id: string;
  item: AwaitingItem;
  /** The item in plain words, as the passkey approves it. */
  statement: string;
  /** A withdrawal's amount, for the message once it is approved. */
  amount: string;
  onDone: (outcome: ApprovalOutcome) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const approve = useApprove(onDone);
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  const confirmed = (token: string) => {
    if (item.kind === 'wallet') void approve.wallet(item.wallet, token);
    else if (item.kind === 'bank_account') void approve.bankAccount(item.account, token);
    else void approve.withdrawal(item.transfer, token, amount);
  };
  return (
    <section
      ref={ref}
      id={id}
      tabIndex={-1}
      aria-label={t('approvals.stepOf', { action: statement })}
      className="space-y-3"
    >
      {approve.refusal && (
        <FormAlert tone="error">{describeApiError(approve.refusal, t)}</FormAlert>
      )}
      <CodeStep
        subject={subjectOf(item)}
        statement={statement}
        email={readStoredCustomerSession().email ?? ''}
        busy={approve.busy}
        confirmLabel={t(confirmLabels[item.kind])}
        busyLabel={t('approvals.confirming')}
        onConfirmed={confirmed}
      />
      <button type="button" onClick={onClose} className={secondaryButtonClasses}>
        {t('approvals.notNow')}
      </button>
    </section>
  );
}
