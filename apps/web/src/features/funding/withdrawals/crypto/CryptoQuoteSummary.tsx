import type { ExternalWallet } from '@maple/contracts';
import type { AssetCode } from '@maple/money';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../lib/format/date-time';
import { formatUnits } from '../../../../lib/format/money';
import type { CryptoTransferQuote } from '../../../../lib/platform/funding-answers';
import { shortAddress } from '../../../../lib/wallets/payment-uri';

const Row = ({ term, value }: { term: string; value: string }) => (
  <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2">
    <dt className="font-medium">{term}</dt>
    <dd className="text-right font-semibold tabular-nums break-all">{value}</dd>
  </div>
);

/**
 * A crypto withdrawal's quote before it is confirmed: what reaches the wallet, the network fee,
 * the total that leaves the account (deliver_amount), the wallet, and how long the quote holds.
 */
export function CryptoQuoteSummary({
  quote,
  wallet,
}: {
  quote: CryptoTransferQuote;
  wallet: ExternalWallet;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const amount = (units: string, asset: AssetCode) => formatUnits(units, asset, language);
  return (
    <dl className="divide-y divide-gray-200 text-sm dark:divide-gray-800">
      <Row
        term={t('cryptoWithdrawal.quote.to')}
        value={`${wallet.name} (${shortAddress(wallet.address)})`}
      />
      <Row
        term={t('cryptoWithdrawal.quote.received')}
        value={amount(quote.receive_amount, quote.asset)}
      />
      <Row
        term={t('cryptoWithdrawal.quote.networkFee')}
        value={amount(quote.network_fee, quote.network_fee_asset)}
      />
      <Row
        term={t('cryptoWithdrawal.quote.total')}
        value={amount(quote.deliver_amount, quote.asset)}
      />
      <Row
        term={t('funding.quote.validUntil')}
        value={formatDateTime(quote.expires_at, language)}
      />
    </dl>
  );
}
