import type { TaxHolding } from '@maple/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatUnits } from '../../../lib/format/money';
import { formatQuantity } from '../tax-format';
import { BadgeLegend, badgesOf, TaxBadge } from './TaxBadge';
import { cell, number, TaxTable } from './TaxTable';

/**
 * What is still held on the platform at the year's end (now, for the current year): each asset's
 * units and book cost, the adjusted cost base they carry into the next year.
 */
export function HoldingsSection({
  year,
  now,
  holdings,
}: {
  year: number;
  /** The current year: its holdings are today's, not the year end's. */
  now: boolean;
  holdings: readonly TaxHolding[];
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const headingId = useId();
  const headers: [string, boolean][] = [
    [t('tax.holdings.asset'), false],
    [t('tax.holdings.quantity'), true],
    [t('tax.holdings.bookCost'), true],
    [t('tax.holdings.notes'), false],
  ];
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div>
        <h2 id={headingId} className="text-lg font-semibold">
          {now ? t('tax.holdings.titleNow') : t('tax.holdings.title', { year })}
        </h2>
        <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">{t('tax.holdings.intro')}</p>
      </div>
      {holdings.length === 0 ? (
        <p role="status">{now ? t('tax.holdings.emptyNow') : t('tax.holdings.empty', { year })}</p>
      ) : (
        <>
          <TaxTable
            caption={now ? t('tax.holdings.captionNow') : t('tax.holdings.caption', { year })}
            headers={headers}
          >
            {holdings.map((holding) => (
              <tr key={holding.asset}>
                <th scope="row" className={`${cell} text-left font-medium`}>
                  {holding.asset}
                </th>
                <td className={number}>
                  {formatQuantity(holding.quantity_decimal, holding.asset, language)}
                </td>
                <td className={number}>{formatUnits(holding.cost_cents, 'CAD', language)}</td>
                <td className={cell}>{holding.estimated && <TaxBadge kind="estimated" />}</td>
              </tr>
            ))}
          </TaxTable>
          <BadgeLegend kinds={badgesOf(holdings)} />
        </>
      )}
    </section>
  );
}
