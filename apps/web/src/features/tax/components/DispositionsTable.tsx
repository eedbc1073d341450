import type { TaxDisposition } from '@maple/contracts';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate } from '../../../lib/format/date-time';
import { formatUnits } from '../../../lib/format/money';
import { formatQuantity } from '../tax-format';
import { BadgeLegend, badgesOf, TaxBadge } from './TaxBadge';
import { cell, number, TaxTable } from './TaxTable';

/**
 * The year's dispositions, oldest first, each with its Toronto day, what it was, the units and the
 * server's figures in CAD (a loss by its minus sign), and its caveats as badges explained below.
 */
export function DispositionsTable({
  year,
  dispositions,
}: {
  year: number;
  dispositions: readonly TaxDisposition[];
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const cad = (cents: string) => formatUnits(cents, 'CAD', language);
  const headers: [string, boolean][] = [
    [t('tax.dispositions.date'), false],
    [t('tax.dispositions.asset'), false],
    [t('tax.dispositions.kind'), false],
    [t('tax.dispositions.quantity'), true],
    [t('tax.dispositions.proceeds'), true],
    [t('tax.dispositions.cost'), true],
    [t('tax.dispositions.outlays'), true],
    [t('tax.dispositions.gain'), true],
    [t('tax.dispositions.deniedLoss'), true],
    [t('tax.dispositions.notes'), false],
  ];
  return (
    <div className="space-y-3">
      <TaxTable caption={t('tax.dispositions.caption', { year })} headers={headers}>
        {dispositions.map((disposition) => (
          <tr key={`${disposition.kind}-${disposition.ref}`}>
            <th scope="row" className={`${cell} text-left font-normal`}>
              {formatCalendarDate(disposition.day, language)}
            </th>
            <td className={cell}>{disposition.asset}</td>
            <td className={cell}>{t(`tax.dispositions.kinds.${disposition.kind}`)}</td>
            <td className={number}>
              {formatQuantity(disposition.quantity_decimal, disposition.asset, language)}
            </td>
            <td className={number}>{cad(disposition.proceeds_cents)}</td>
            <td className={number}>{cad(disposition.cost_cents)}</td>
            <td className={number}>{cad(disposition.outlays_cents)}</td>
            <td className={number}>{cad(disposition.gain_cents)}</td>
            <td className={number}>{cad(disposition.denied_loss_cents)}</td>
            <td className={cell}>
              <span className="flex gap-1">
                {badgesOf([disposition]).map((kind) => (
                  <TaxBadge key={kind} kind={kind} />
                ))}
              </span>
            </td>
          </tr>
        ))}
      </TaxTable>
      <BadgeLegend kinds={badgesOf(dispositions)} />
    </div>
  );
}
