import type { ExternalBankAccount } from '@maple/contracts';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorOf } from '../../lib/api/api-error';
import { accountLabel } from '../../lib/funding/bank-account-label';
import { useRemoveBankAccountMutation } from '../../lib/funding/bank-accounts-api';
import { ModalDialog } from '../dialog/ModalDialog';
import { FailureAlert } from '../form/FailureAlert';
import { primaryButtonClasses, secondaryButtonClasses } from '../form/form-styles';

/**
 * Asks before removing a bank account (ADR 0007's dialog), a linked one or one waiting for the
 * customer's approval; `onDone` says whether it was removed once the dialog has closed, and the
 * screen says so in its own place.
 */
export function RemoveBankAccountDialog({
  account,
  onDone,
}: {
  account: ExternalBankAccount;
  onDone: (removed: boolean) => void;
}) {
  const { t } = useTranslation();
  const [remove, removal] = useRemoveBankAccountMutation();
  // Read when the dialog closes, which may be before a re-render after the removal.
  const removed = useRef(false);
  return (
    <ModalDialog title={t('bankAccounts.removeTitle')} onClose={() => onDone(removed.current)}>
      {(close) => (
        <>
          <p>{t('bankAccounts.removeBody', { account: accountLabel(account, t) })}</p>
          <FailureAlert failure={removal.error ? apiErrorOf(removal.error) : null} />
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              disabled={removal.isLoading}
              aria-busy={removal.isLoading}
              onClick={async () => {
                const result = await remove(account.guid);
                if (result.error !== undefined) return;
                removed.current = true;
                close();
              }}
              className={primaryButtonClasses}
            >
              {removal.isLoading ? t('bankAccounts.removing') : t('bankAccounts.removeConfirm')}
            </button>
            <button type="button" onClick={close} className={secondaryButtonClasses}>
              {t('common.cancel')}
            </button>
          </div>
        </>
      )}
    </ModalDialog>
  );
}
