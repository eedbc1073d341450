import { useTranslation } from 'react-i18next';
import { formatUnits } from '../../lib/format/money';

/**
 * An unrealized gain or loss with its sign and in words ("+$500.00 Gain", "-$250.00 Loss"), so
 * it reads the same without colour and to a screen reader; zero is neither.
 */
export function GainOrLoss({ cents }: { cents: bigint }) {
  const { t, i18n } = useTranslation();
  const amount = formatUnits(cents, 'CAD', i18n.language);
  if (cents === 0n) return <span className="tabular-nums">{amount}</span>;
  const gain = cents > 0n;
  return (
    <span className="inline-flex flex-wrap items-baseline justify-end gap-x-1">
      <span className="tabular-nums">{gain ? `+${amount}` : amount}</span>
      <span className="text-xs font-semibold">{t(gain ? 'bookCost.gain' : 'bookCost.loss')}</span>
    </span>
  );
}

/** The "Estimated" mark of a book cost; the legend beside its figures says what it means. */
export function EstimatedBadge() {
  const { t } = useTranslation();
  return (
    <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-900 dark:text-amber-100">
      {t('bookCost.estimated')}
    </span>
  );
}

/** What "Estimated" means, shown only where a figure carries the mark. */
export function EstimatedLegend() {
  const { t } = useTranslation();
  return (
    <div className="text-sm text-gray-700 dark:text-gray-300">
      <p className="font-medium text-gray-900 dark:text-gray-100">{t('bookCost.legend')}</p>
      <dl className="mt-1 flex flex-wrap items-baseline gap-2">
        <dt>
          <EstimatedBadge />
        </dt>
        <dd>{t('bookCost.estimatedHelp')}</dd>
      </dl>
    </div>
  );
}
