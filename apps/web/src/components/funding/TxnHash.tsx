import { useTranslation } from 'react-i18next';
import { shortAddress } from '../../lib/wallets/payment-uri';
import { CopyButton } from './CopyValue';

/**
 * A chain transaction's hash shortened to its first and last four characters
 * (docs/product/data.md), the whole hash for screen readers, and a button that copies it.
 */
export function TxnHash({ hash }: { hash: string }) {
  const { t } = useTranslation();
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <code aria-hidden="true" className="font-mono">
        {shortAddress(hash)}
      </code>
      <span className="sr-only">{t('cryptoTransfer.fullHash', { hash })}</span>
      <CopyButton what={t('cryptoTransfer.hash')} value={hash} />
    </span>
  );
}
