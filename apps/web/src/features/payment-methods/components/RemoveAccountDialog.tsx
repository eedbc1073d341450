import type { ExternalBankAccount } from '@maple/contracts';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { showSuccess } from '../../../components/alert/alert-slice';
import { ModalDialog } from '../../../components/dialog/ModalDialog';
import { FailureAlert } from '../../../components/form/FailureAlert';
import { primaryButtonClasses, secondaryButtonClasses } from '../../../components/form/form-styles';
import { apiErrorOf } from '../../../lib/api/api-error';
import { accountLabel } from '../../../lib/funding/bank-account-label';
import { useRemoveBankAccountMutation } from '../api/banking-api';

/** Asks before removing an account (ADR 0007's dialog); the list follows once it is gone. */
export function RemoveAccountDialog({
  account,
  onClose,
}: {
  account: ExternalBankAccount;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const [remove, removal] = useRemoveBankAccountMutation();
  return (
    <ModalDialog title={t('bankAccounts.removeTitle')} onClose={onClose}>
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
                dispatch(showSuccess(t('bankAccounts.removed')));
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
