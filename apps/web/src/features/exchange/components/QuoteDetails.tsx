import { useTranslation } from 'react-i18next';
import { formatPercent, formatUnits } from '../../../lib/format/money';
import type { Quote } from '../../../lib/platform/answers';
import { allInPrice, legsOf, spreadBasisPoints } from '../../../lib/platform/trade-math';

const Row = ({ term, value, hint }: { term: string; value: string; hint?: string }) => (
  <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2">
    <dt className="font-medium">{term}</dt>
    <dd className="text-right">
      <span className="font-semibold tabular-nums">{value}</span>
      {hint && <span className="block text-xs text-gray-600 dark:text-gray-400">{hint}</span>}
    </dd>
  </div>
);

/**
 * What the quote means, nothing hidden (docs/product/pricing.md): what the customer pays and gets,
 * the all-in price (fee included), the spread against the live mid price, and the fee on its own.
 */
export function QuoteDetails({ quote, mid }: { quote: Quote; mid: string | undefined }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const { asset, crypto, cad, fee } = legsOf(quote);
  const cadText = formatUnits(cad, 'CAD', language);
  const cryptoText = formatUnits(crypto, asset, language);
  const buy = quote.side === 'buy';
  const price = allInPrice(quote);
  const spread = spreadBasisPoints(quote, mid);
  return (
    <dl className="divide-y divide-gray-200 text-sm dark:divide-gray-800">
      <Row term={t('exchange.youPay')} value={buy ? cadText : cryptoText} />
      <Row term={t('exchange.youGet')} value={buy ? cryptoText : cadText} />
      <Row
        term={t('exchange.allInPrice')}
        value={price === null ? '—' : formatUnits(price, 'CAD', language)}
        hint={t('exchange.allInHint', { asset })}
      />
      <Row
        term={t('exchange.spread')}
        value={spread === null ? '—' : formatPercent(spread, language)}
        hint={
          spread === null
            ? t('exchange.spreadPending')
            : t(buy ? 'exchange.spreadBuyHint' : 'exchange.spreadSellHint')
        }
      />
      <Row term={t('exchange.fee')} value={formatUnits(fee, 'CAD', language)} />
    </dl>
  );
}
