import { useTranslation } from 'react-i18next';
import { cryptoDetailsOf, type Transfer } from '../../../lib/platform/funding-answers';

/**
 * Where a crypto transfer stands, in words: waiting for the customer's or staff's approval, its confirmations on the
 * chain ("2 of 6 confirmations"), done, or failed and why.
 */
export function CryptoTransferState({ transfer }: { transfer: Transfer }) {
  const { t } = useTranslation();
  const details = cryptoDetailsOf(transfer);
  switch (transfer.state) {
    case 'holding':
      return <>{t('cryptoTransfer.state.holding')}</>;
    case 'reviewing':
      return <>{t('cryptoTransfer.state.reviewing')}</>;
    case 'completed':
      return <>{t(`cryptoTransfer.state.completed.${transfer.side}`)}</>;
    case 'failed':
      return (
        <>
          {t('cryptoTransfer.state.failed')}{' '}
          {transfer.failure_code && t(`funding.failure.${transfer.failure_code}`)}
        </>
      );
    default: {
      const done = details?.confirmations ?? null;
      const required = details?.required_confirmations ?? null;
      if (done !== null && required !== null) {
        return <>{t('cryptoTransfer.confirmations', { count: done, required })}</>;
      }
      return <>{t(`cryptoTransfer.state.waiting.${transfer.side}`)}</>;
    }
  }
}
