import type { PriceAlert } from '@maple/contracts';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../../components/dialog/ModalDialog';
import { FailureAlert } from '../../../components/form/FailureAlert';
import { primaryButtonClasses, secondaryButtonClasses } from '../../../components/form/form-styles';
import { SpinnerIcon } from '../../../components/icons';
import { apiErrorOf } from '../../../lib/api/api-error';
import { useCancelPriceAlertMutation } from '../api/price-alerts-api';

/**
 * Asks before cancelling an active alert: it ends at once and tells nothing more. `onDone` says
 * whether it was cancelled here; one the server no longer has active (404: it fired, expired or
 * was cancelled elsewhere meanwhile) closes the dialog too, as the list read again shows why.
 */
export function CancelAlertDialog({
  alert,
  description,
  onDone,
}: {
  alert: PriceAlert;
  /** The alert in words, as its row says it. */
  description: string;
  onDone: (cancelled: boolean) => void;
}) {
  const { t } = useTranslation();
  const [cancel, cancelling] = useCancelPriceAlertMutation();
  const failure = cancelling.error ? apiErrorOf(cancelling.error) : null;
  const confirm = async () => {
    const result = await cancel(alert.guid);
    if (result.error === undefined) onDone(true);
    else if (apiErrorOf(result.error).status === 404) onDone(false);
  };
  return (
    <ModalDialog
      title={t('alerts.cancel.title')}
      closeLabel={t('alerts.cancel.keep')}
      onClose={() => onDone(false)}
    >
      {(close) => (
        <div className="space-y-4">
          <p>{t('alerts.cancel.question', { alert: description })}</p>
          <FailureAlert failure={failure} />
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              disabled={cancelling.isLoading}
              aria-busy={cancelling.isLoading}
              onClick={() => void confirm()}
              className={primaryButtonClasses}
            >
              {cancelling.isLoading && <SpinnerIcon className="size-4 motion-safe:animate-spin" />}
              {t(cancelling.isLoading ? 'alerts.cancel.cancelling' : 'alerts.cancel.confirm')}
            </button>
            <button type="button" onClick={close} className={secondaryButtonClasses}>
              {t('alerts.cancel.keep')}
            </button>
          </div>
        </div>
      )}
    </ModalDialog>
  );
}
