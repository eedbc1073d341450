import type { CustomerAdjustment } from '@maple/contracts';
import { useTranslation } from 'react-i18next';
import { StateBadge } from '../../../components/trading/StateBadge';
import { formatDateTime } from '../../../lib/format/date-time';
import { formatUnits } from '../../../lib/format/money';
import { transferMethodKey } from '../../../lib/funding/transfer-method';
import type { Trade } from '../../../lib/platform/answers';
import type { Transfer } from '../../../lib/platform/funding-answers';
import { legsOf } from '../../../lib/platform/trade-math';

const cell = 'px-3 py-2 whitespace-nowrap';
const number = `${cell} text-right tabular-nums`;

interface Row {
  guid: string;
  createdAt: string;
  what: string;
  /** What staff wrote for the customer, under an adjustment. */
  note?: string | null;
  amount: string;
  cad: string;
  state: string;
}

/**
 * Trades, transfers and manual adjustments together, newest first: what happened, how much, and
 * its state. An adjustment is signed (it may take money away) and carries the note staff wrote
 * for the customer.
 */
export function ActivityTable({
  trades,
  transfers,
  adjustments,
}: {
  trades: readonly Trade[];
  transfers: readonly Transfer[];
  adjustments: readonly CustomerAdjustment[];
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const rows: Row[] = [
    ...trades.map((trade) => {
      const { asset, crypto, cad } = legsOf(trade);
      return {
        guid: trade.guid,
        createdAt: trade.created_at,
        what: `${t(`trading.side.${trade.side}`)} ${asset}`,
        amount: formatUnits(crypto, asset, language),
        cad: formatUnits(cad, 'CAD', language),
        state: trade.state,
      };
    }),
    ...transfers.map((transfer) => {
      const amount = formatUnits(
        transfer.amount ?? transfer.estimated_amount,
        transfer.asset,
        language,
      );
      const type =
        transfer.transfer_type === 'funding_return'
          ? t('funding.orders.side.return')
          : t(`funding.orders.side.${transfer.side}`);
      return {
        guid: transfer.guid,
        createdAt: transfer.created_at,
        what: `${type} · ${t(transferMethodKey(transfer))}`,
        amount,
        // A crypto transfer's CAD value is not part of Cybrid's Transfer.
        cad: transfer.asset === 'CAD' ? amount : '—',
        state: transfer.state,
      };
    }),
    ...adjustments.map((adjustment) => {
      const sign = adjustment.direction === 'credit' ? '+' : '−';
      const amount = `${sign}${formatUnits(adjustment.amount, adjustment.asset, language)}`;
      return {
        guid: adjustment.guid,
        createdAt: adjustment.posted_at,
        what: `${t('funding.orders.kind.adjustment')} · ${t(`funding.orders.adjustment.${adjustment.category}`)}`,
        note: adjustment.note,
        amount,
        cad: adjustment.asset === 'CAD' ? amount : '—',
        state: 'completed',
      };
    }),
  ].sort((a: Row, b: Row) => b.createdAt.localeCompare(a.createdAt));
  return (
    <div className="relative overflow-x-auto rounded-lg border border-gray-200 dark:border-gray-800">
      <table className="w-full text-sm">
        <caption className="sr-only">{t('funding.orders.allCaption')}</caption>
        <thead className="bg-gray-50 text-left dark:bg-gray-900">
          <tr>
            <th scope="col" className={`${cell} font-semibold`}>
              {t('orders.date')}
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              {t('funding.orders.type')}
            </th>
            <th scope="col" className={`${number} font-semibold`}>
              {t('orders.amount')}
            </th>
            <th scope="col" className={`${number} font-semibold`}>
              {t('orders.cad')}
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              {t('orders.state')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-200 dark:divide-gray-800">
          {rows.map((row) => (
            <tr key={row.guid}>
              <td className={cell}>{formatDateTime(row.createdAt, language)}</td>
              <td className={cell}>
                {row.what}
                {row.note && (
                  <p className="max-w-xs text-xs whitespace-normal text-gray-700 dark:text-gray-300">
                    {row.note}
                  </p>
                )}
              </td>
              <td className={number}>{row.amount}</td>
              <td className={number}>{row.cad}</td>
              <td className={cell}>
                <StateBadge state={row.state} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
