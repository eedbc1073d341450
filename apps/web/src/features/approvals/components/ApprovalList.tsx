import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CancelTransferDialog } from '../../../components/funding/CancelTransferDialog';
import { RemoveBankAccountDialog } from '../../../components/funding/RemoveBankAccountDialog';
import { RemoveWalletDialog } from '../../../components/funding/RemoveWalletDialog';
import type { AwaitingItem } from '../../../lib/funding/awaiting-approval';
import type { ApprovalWords } from '../approval-words';
import { ApprovalEntry } from './ApprovalEntry';
import type { ApprovalOutcome } from './ApproveStep';

/**
 * Cancelling a withdrawal, or removing a wallet or a bank account, through the dialogs the other
 * screens use; a removal is said on the page, as an approval is.
 */
function WithdrawDialog({
  item,
  onOutcome,
  onClose,
}: {
  item: AwaitingItem;
  onOutcome: (outcome: ApprovalOutcome) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const done = (text: string) => (removed: boolean) => {
    if (removed) onOutcome({ tone: 'success', text });
    onClose();
  };
  if (item.kind === 'withdrawal') {
    return <CancelTransferDialog transfer={item.transfer} onClose={onClose} />;
  }
  if (item.kind === 'wallet') {
    return (
      <RemoveWalletDialog
        wallet={item.wallet}
        onDone={done(t('wallets.removed', { name: item.wallet.name }))}
      />
    );
  }
  return (
    <RemoveBankAccountDialog account={item.account} onDone={done(t('bankAccounts.removed'))} />
  );
}

/** The items waiting for the customer, newest first. One approval step is open at a time. */
export function ApprovalList({
  items,
  now,
  words,
  onOutcome,
}: {
  items: readonly AwaitingItem[];
  now: Date;
  words: ApprovalWords;
  onOutcome: (outcome: ApprovalOutcome) => void;
}) {
  const [openKey, setOpenKey] = useState<string | null>(null);
  const [withdrawing, setWithdrawing] = useState<AwaitingItem | null>(null);
  return (
    <>
      <ul className="divide-y divide-gray-200 rounded-lg border border-gray-200 dark:divide-gray-800 dark:border-gray-800">
        {items.map((item) => (
          <ApprovalEntry
            key={item.key}
            item={item}
            statement={words.statementOf(item)}
            amount={item.kind === 'withdrawal' ? words.amountOf(item.transfer) : ''}
            now={now}
            open={openKey === item.key}
            onOpen={(open) => setOpenKey(open ? item.key : null)}
            onDone={(outcome) => {
              setOpenKey(null);
              onOutcome(outcome);
            }}
            onWithdraw={() => setWithdrawing(item)}
          />
        ))}
      </ul>
      {withdrawing && (
        <WithdrawDialog
          item={withdrawing}
          onOutcome={onOutcome}
          onClose={() => setWithdrawing(null)}
        />
      )}
    </>
  );
}
