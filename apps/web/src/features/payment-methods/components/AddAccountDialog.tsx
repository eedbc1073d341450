import type { ExternalBankAccount } from '@maple/contracts';
import { type ReactNode, useState } from 'react';
import { ModalDialog } from '../../../components/dialog/ModalDialog';
import { NewAccountApproval } from './NewAccountApproval';

/**
 * A dialog that adds a bank account (the bank-link screen, manual entry): its own steps, then,
 * when the account comes back waiting for the customer's approval (ADR 62), that approval in the
 * same dialog. `children` are the steps, given the dialog's `close` and `awaitApproval`.
 */
export function AddAccountDialog({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose: () => void;
  children: (close: () => void, awaitApproval: (account: ExternalBankAccount) => void) => ReactNode;
}) {
  const [waiting, setWaiting] = useState<ExternalBankAccount | null>(null);
  return (
    <ModalDialog title={title} onClose={onClose}>
      {(close) =>
        waiting === null ? (
          children(close, setWaiting)
        ) : (
          <NewAccountApproval account={waiting} close={close} />
        )
      }
    </ModalDialog>
  );
}
