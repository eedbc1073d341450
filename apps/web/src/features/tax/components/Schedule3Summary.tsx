import type { Schedule3Totals } from '@maple/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatUnits } from '../../../lib/format/money';
import { toLanguage } from '../../../lib/i18n/languages';

/** Whether a signed amount of cents is a gain, a loss or neither, read from its digits. */
const signOf = (cents: string): 'gain' | 'loss' | 'none' =>
  cents.startsWith('-') ? 'loss' : /^0+$/.test(cents) ? 'none' : 'gain';

/**
 * The year's Schedule 3 lines as the server totals them (nothing is summed here): proceeds,
 * adjusted cost base, outlays, the gain or loss (a loss said in words and by its minus sign, not
 * by colour), the superficial losses denied and how many dispositions there were.
 */
export function Schedule3Summary({ year, totals }: { year: number; totals: Schedule3Totals }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const headingId = useId();
  const cad = (cents: string) => formatUnits(cents, 'CAD', language);
  const sign = signOf(totals.gain_cents);
  const lines: [string, string, string | null][] = [
    [t('tax.summary.proceeds'), cad(totals.proceeds_cents), null],
    [t('tax.summary.cost'), cad(totals.cost_cents), null],
    [t('tax.summary.outlays'), cad(totals.outlays_cents), null],
    [
      t('tax.summary.gain'),
      cad(totals.gain_cents),
      sign === 'none' ? null : t(sign === 'loss' ? 'tax.summary.isLoss' : 'tax.summary.isGain'),
    ],
    [t('tax.summary.deniedLoss'), cad(totals.denied_loss_cents), null],
    [
      t('tax.summary.dispositions'),
      new Intl.NumberFormat(toLanguage(language)).format(totals.dispositions),
      null,
    ],
  ];
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div>
        <h2 id={headingId} className="text-lg font-semibold">
          {t('tax.summary.title', { year })}
        </h2>
        <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">
          {t('tax.summary.intro', { year })}
        </p>
      </div>
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {lines.map(([label, value, word]) => (
          <div
            key={label}
            className="rounded-lg border border-gray-200 bg-white p-4 dark:border-gray-800 dark:bg-gray-900"
          >
            <dt className="text-sm text-gray-700 dark:text-gray-300">{label}</dt>
            <dd className="mt-1 flex flex-wrap items-baseline gap-2">
              <span className="text-xl font-semibold tabular-nums">{value}</span>
              {word && <span className="text-sm font-medium">{word}</span>}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
