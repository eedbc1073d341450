import type { AdminTrade } from '@maple/contracts';
import { parseTradingSymbol } from '@maple/money';
import { useTranslation } from 'react-i18next';
import { linkClasses } from '../../../../components/form/form-styles';
import { formatDateTime } from '../../../../lib/format/date-time';
import { formatUnits } from '../../../../lib/format/money';
import { cellClasses, ListTable } from '../../kit/ListTable';

/** The coin side of a trade: what a buy received, what a sale delivered. */
export function coinAmount(trade: AdminTrade, language: string): string {
  const asset = parseTradingSymbol(trade.symbol)?.base;
  const units = trade.side === 'buy' ? trade.receive_amount : trade.deliver_amount;
  return asset === undefined ? units : formatUnits(units, asset, language);
}

/** One page of trades, newest first; each opens its detail. */
export function TradesTable({
  trades,
  onOpen,
}: {
  trades: readonly AdminTrade[];
  onOpen: (guid: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const headers = [
    t('adminTrades.when'),
    t('adminTrades.customer'),
    t('adminTrades.symbol'),
    t('adminTrades.side'),
    t('adminTrades.state'),
    t('adminTrades.coins'),
    t('adminTrades.cad'),
    t('adminTrades.fee'),
    t('adminTrades.detail'),
  ];
  return (
    <ListTable caption={t('adminTrades.tableCaption')} headers={headers}>
      {trades.map((trade) => (
        <tr key={trade.guid}>
          <td className={`${cellClasses} whitespace-nowrap`}>
            <time dateTime={trade.created_at}>
              {formatDateTime(trade.created_at, i18n.language)}
            </time>
          </td>
          <td className={cellClasses}>
            {trade.customer_name ?? '—'}
            <span className="block break-all text-xs text-gray-600 dark:text-gray-400">
              {trade.customer_email ?? trade.customer_guid}
            </span>
          </td>
          <td className={`${cellClasses} whitespace-nowrap`}>{trade.symbol}</td>
          <td className={cellClasses}>{t(`adminTrades.sides.${trade.side}`)}</td>
          <td className={cellClasses}>{t(`adminTrades.states.${trade.state}`)}</td>
          <td className={`${cellClasses} whitespace-nowrap`}>{coinAmount(trade, i18n.language)}</td>
          <td className={`${cellClasses} whitespace-nowrap`}>
            {formatUnits(trade.cad_amount, 'CAD', i18n.language)}
          </td>
          <td className={`${cellClasses} whitespace-nowrap`}>
            {formatUnits(trade.fee, 'CAD', i18n.language)}
          </td>
          <td className={cellClasses}>
            <button type="button" className={linkClasses} onClick={() => onOpen(trade.guid)}>
              {t('adminTrades.open')}
              <span className="sr-only"> {trade.guid}</span>
            </button>
          </td>
        </tr>
      ))}
    </ListTable>
  );
}
