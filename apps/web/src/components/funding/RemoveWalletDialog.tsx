import type { ExternalWallet } from '@maple/contracts';
import { useTranslation } from 'react-i18next';
import { apiErrorOf } from '../../lib/api/api-error';
import { describeApiError } from '../../lib/errors/api-error-message';
import { shortAddress } from '../../lib/wallets/payment-uri';
import { useDeleteExternalWalletMutation } from '../../lib/wallets/wallets-api';
import { ModalDialog } from '../dialog/ModalDialog';
import { FormAlert } from '../form/FormAlert';
import { primaryButtonClasses, secondaryButtonClasses } from '../form/form-styles';

/**
 * Asks before removing a wallet, an added one or one waiting for the customer's approval:
 * withdrawals can no longer go to it.
 */
export function RemoveWalletDialog({
  wallet,
  onDone,
}: {
  wallet: ExternalWallet;
  onDone: (removed: boolean) => void;
}) {
  const { t } = useTranslation();
  const [remove, removing] = useDeleteExternalWalletMutation();
  return (
    <ModalDialog title={t('wallets.removeTitle')} onClose={() => onDone(false)}>
      {(close) => (
        <div className="space-y-4">
          <p>
            {t('wallets.removeBody', { name: wallet.name, address: shortAddress(wallet.address) })}
          </p>
          {removing.error && (
            <FormAlert tone="error">{describeApiError(apiErrorOf(removing.error), t)}</FormAlert>
          )}
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              aria-disabled={removing.isLoading}
              onClick={() =>
                void remove(wallet.guid).then((result) => {
                  if (result.data) onDone(true);
                })
              }
              className={primaryButtonClasses}
            >
              {t(removing.isLoading ? 'wallets.removing' : 'wallets.removeConfirm')}
            </button>
            <button type="button" onClick={close} className={secondaryButtonClasses}>
              {t('common.cancel')}
            </button>
          </div>
        </div>
      )}
    </ModalDialog>
  );
}
