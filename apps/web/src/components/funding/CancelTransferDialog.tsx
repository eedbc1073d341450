import { useTranslation } from 'react-i18next';
import { apiErrorOf } from '../../lib/api/api-error';
import { formatUnits } from '../../lib/format/money';
import { fundingProblem } from '../../lib/funding/funding-problem';
import type { Transfer } from '../../lib/platform/funding-answers';
import { useCancelTransferMutation } from '../../lib/platform/transfers-api';
import { ModalDialog } from '../dialog/ModalDialog';
import { FormAlert } from '../form/FormAlert';
import { primaryButtonClasses, secondaryButtonClasses } from '../form/form-styles';
import { SpinnerIcon } from '../icons';

/**
 * Asks before cancelling a transfer the rail has not finished (storing, reviewing, pending): it
 * fails as `cancelled` and a withdrawal's amount is available again.
 */
export function CancelTransferDialog({
  transfer,
  onClose,
}: {
  transfer: Transfer;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [cancel, cancelling] = useCancelTransferMutation();
  const amount = formatUnits(transfer.estimated_amount, transfer.asset, i18n.language);
  const problem = cancelling.error
    ? fundingProblem(apiErrorOf(cancelling.error), t, i18n.language)
    : null;
  return (
    <ModalDialog
      title={t('funding.cancel.title')}
      closeLabel={t('funding.cancel.keep')}
      onClose={onClose}
    >
      {(close) => (
        <>
          <p className="text-sm">
            {t(
              transfer.side === 'deposit'
                ? 'funding.cancel.depositQuestion'
                : 'funding.cancel.withdrawalQuestion',
              { amount },
            )}
          </p>
          {problem && <FormAlert tone="error">{problem.message}</FormAlert>}
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              aria-busy={cancelling.isLoading}
              disabled={cancelling.isLoading}
              onClick={() => void cancel(transfer.guid).then((result) => result.data && close())}
              className={primaryButtonClasses}
            >
              {cancelling.isLoading && <SpinnerIcon className="size-4 motion-safe:animate-spin" />}
              {t('funding.cancel.confirm')}
            </button>
            <button type="button" onClick={close} className={secondaryButtonClasses}>
              {t('funding.cancel.keep')}
            </button>
          </div>
        </>
      )}
    </ModalDialog>
  );
}
