import { useTranslation } from 'react-i18next';
import { StateBadge } from '../../../components/trading/StateBadge';
import { formatDateTime } from '../../../lib/format/date-time';
import { formatUnits } from '../../../lib/format/money';
import type { Trade } from '../../../lib/platform/answers';
import { allInPrice, legsOf } from '../../../lib/platform/trade-math';
import { cell, number, OrdersTable, rowAction } from './OrdersTable';

/** The trades of one page, newest first, each with a button opening its details. */
export function TradesTable({
  trades,
  onOpen,
}: {
  trades: readonly Trade[];
  onOpen: (trade: Trade) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const headers: [string, boolean][] = [
    [t('orders.date'), false],
    [t('orders.side'), false],
    [t('orders.amount'), true],
    [t('orders.cad'), true],
    [t('orders.price'), true],
    [t('orders.fee'), true],
    [t('orders.state'), false],
  ];
  return (
    <OrdersTable caption={t('orders.tableCaption')} headers={headers} actions={t('orders.details')}>
      {trades.map((trade) => {
        const { asset, crypto, cad, fee } = legsOf(trade);
        const price = allInPrice(trade);
        const date = formatDateTime(trade.created_at, language);
        return (
          <tr key={trade.guid}>
            <td className={cell}>{date}</td>
            <td className={cell}>{`${t(`trading.side.${trade.side}`)} ${asset}`}</td>
            <td className={number}>{formatUnits(crypto, asset, language)}</td>
            <td className={number}>{formatUnits(cad, 'CAD', language)}</td>
            <td className={number}>{price === null ? '—' : formatUnits(price, 'CAD', language)}</td>
            <td className={number}>{formatUnits(fee, 'CAD', language)}</td>
            <td className={cell}>
              <StateBadge state={trade.state} />
            </td>
            <td className={cell}>
              <button
                type="button"
                onClick={() => onOpen(trade)}
                aria-label={t('orders.detailsOf', { date })}
                aria-haspopup="dialog"
                className={rowAction}
              >
                {t('orders.details')}
              </button>
            </td>
          </tr>
        );
      })}
    </OrdersTable>
  );
}
