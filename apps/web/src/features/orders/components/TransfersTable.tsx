import { useTranslation } from 'react-i18next';
import { StateBadge } from '../../../components/trading/StateBadge';
import { formatDateTime } from '../../../lib/format/date-time';
import { formatUnits } from '../../../lib/format/money';
import { transferMethodKey } from '../../../lib/funding/transfer-method';
import { isOpenTransfer, type Transfer } from '../../../lib/platform/funding-answers';
import { cell, number, OrdersTable, rowAction } from './OrdersTable';

/** The CAD transfers of one page, newest first; one still moving can be cancelled. */
export function TransfersTable({
  transfers,
  onCancel,
}: {
  transfers: readonly Transfer[];
  onCancel: (transfer: Transfer) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const headers: [string, boolean][] = [
    [t('orders.date'), false],
    [t('funding.orders.type'), false],
    [t('funding.orders.method'), false],
    [t('orders.amount'), true],
    [t('orders.fee'), true],
    [t('orders.state'), false],
  ];
  return (
    <OrdersTable
      caption={t('funding.orders.transfersCaption')}
      headers={headers}
      actions={t('funding.orders.actions')}
    >
      {transfers.map((transfer) => {
        const date = formatDateTime(transfer.created_at, language);
        const type =
          transfer.transfer_type === 'funding_return'
            ? t('funding.orders.side.return')
            : t(`funding.orders.side.${transfer.side}`);
        return (
          <tr key={transfer.guid}>
            <td className={cell}>{date}</td>
            <td className={cell}>{type}</td>
            <td className={cell}>{t(transferMethodKey(transfer))}</td>
            <td className={number}>
              {formatUnits(transfer.amount ?? transfer.estimated_amount, 'CAD', language)}
            </td>
            <td className={number}>{formatUnits(transfer.fee, 'CAD', language)}</td>
            <td className={cell}>
              <StateBadge state={transfer.state} />
              {transfer.failure_code && (
                <span className="ml-2 text-xs">
                  {t(`funding.failure.${transfer.failure_code}`)}
                </span>
              )}
            </td>
            <td className={cell}>
              {isOpenTransfer(transfer) && transfer.transfer_type === 'funding' && (
                <button
                  type="button"
                  onClick={() => onCancel(transfer)}
                  aria-haspopup="dialog"
                  aria-label={t('funding.orders.cancelOf', { type, date })}
                  className={rowAction}
                >
                  {t('funding.open.cancel')}
                </button>
              )}
            </td>
          </tr>
        );
      })}
    </OrdersTable>
  );
}
