import type { ExternalWallet } from '@maple/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CancelTransferDialog } from '../../../components/funding/CancelTransferDialog';
import { RemoveWalletDialog } from '../../../components/funding/RemoveWalletDialog';
import type { AwaitingItem } from '../../../lib/funding/awaiting-approval';
import type { Transfer } from '../../../lib/platform/funding-answers';
import type { ApprovalWords } from '../approval-words';
import { ApprovalEntry } from './ApprovalEntry';
import type { ApprovalOutcome } from './ApproveStep';

/**
 * The items waiting for the customer, newest first. One approval step is open at a time; a
 * withdrawal is cancelled and a wallet removed through the dialogs the other screens use.
 */
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
  const { t } = useTranslation();
  const [openKey, setOpenKey] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState<Transfer | null>(null);
  const [removing, setRemoving] = useState<ExternalWallet | null>(null);
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
            onWithdraw={() =>
              item.kind === 'wallet' ? setRemoving(item.wallet) : setCancelling(item.transfer)
            }
          />
        ))}
      </ul>
      {cancelling && (
        <CancelTransferDialog transfer={cancelling} onClose={() => setCancelling(null)} />
      )}
      {removing && (
        <RemoveWalletDialog
          wallet={removing}
          onDone={(removed) => {
            if (removed) {
              onOutcome({ tone: 'success', text: t('wallets.removed', { name: removing.name }) });
            }
            setRemoving(null);
          }}
        />
      )}
    </>
  );
}
