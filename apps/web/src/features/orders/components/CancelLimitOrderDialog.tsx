import type { LimitOrder } from '@maple/contracts';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../../components/dialog/ModalDialog';
import { FailureAlert } from '../../../components/form/FailureAlert';
import { primaryButtonClasses, secondaryButtonClasses } from '../../../components/form/form-styles';
import { SpinnerIcon } from '../../../components/icons';
import { apiErrorOf } from '../../../lib/api/api-error';
import { useCancelLimitOrderMutation } from '../api/limit-orders-api';

/**
 * Asks before cancelling a waiting order: it ends at once and what it set aside is released.
 * `onDone` says whether it was cancelled here; one the server no longer has waiting (409: it
 * started filling or ended meanwhile; 404) closes the dialog too, as the list read again shows
 * where it stands.
 */
export function CancelLimitOrderDialog({
  order,
  description,
  onDone,
}: {
  order: LimitOrder;
  /** The order in words, as its row says it. */
  description: string;
  onDone: (cancelled: boolean) => void;
}) {
  const { t } = useTranslation();
  const [cancel, cancelling] = useCancelLimitOrderMutation();
  const failure = cancelling.error ? apiErrorOf(cancelling.error) : null;
  const confirm = async () => {
    const result = await cancel(order.guid);
    if (result.error === undefined) onDone(true);
    else if ([404, 409].includes(apiErrorOf(result.error).status)) onDone(false);
  };
  return (
    <ModalDialog
      title={t('limitOrders.cancel.title')}
      closeLabel={t('limitOrders.cancel.keep')}
      onClose={() => onDone(false)}
    >
      {(close) => (
        <div className="space-y-4">
          <p>{t('limitOrders.cancel.question', { order: description })}</p>
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
              {t(
                cancelling.isLoading
                  ? 'limitOrders.cancel.cancelling'
                  : 'limitOrders.cancel.confirm',
              )}
            </button>
            <button type="button" onClick={close} className={secondaryButtonClasses}>
              {t('limitOrders.cancel.keep')}
            </button>
          </div>
        </div>
      )}
    </ModalDialog>
  );
}
