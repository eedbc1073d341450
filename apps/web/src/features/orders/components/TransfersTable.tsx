import { useTranslation } from 'react-i18next';
import { TxnHash } from '../../../components/funding/TxnHash';
import { StateBadge } from '../../../components/trading/StateBadge';
import { formatDateTime } from '../../../lib/format/date-time';
import { formatUnits } from '../../../lib/format/money';
import { transferMethodKey } from '../../../lib/funding/transfer-method';
import { isOpenTransfer, type Transfer } from '../../../lib/platform/funding-answers';
import { cell, number, OrdersTable, rowAction } from './OrdersTable';

/** A CAD transfer the rail has not finished, or a crypto withdrawal still awaiting approval. */
const cancellable = (transfer: Transfer): boolean =>
  transfer.transfer_type === 'crypto'
    ? transfer.state === 'reviewing'
    : isOpenTransfer(transfer) && transfer.transfer_type === 'funding';

/**
 * The transfers of one page, newest first, CAD and crypto in their own asset (a crypto one with
 * its network fee and transaction hash); one still moving can be cancelled.
 */
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
              {formatUnits(transfer.amount ?? transfer.estimated_amount, transfer.asset, language)}
              {transfer.txn_hash !== null && (
                <span className="mt-1 block text-xs font-normal">
                  <TxnHash hash={transfer.txn_hash} />
                </span>
              )}
            </td>
            <td className={number}>
              {formatUnits(
                transfer.network_fee ?? transfer.estimated_network_fee ?? transfer.fee,
                transfer.network_fee_asset ?? transfer.asset,
                language,
              )}
            </td>
            <td className={cell}>
              <StateBadge state={transfer.state} />
              {transfer.failure_code && (
                <span className="ml-2 text-xs">
                  {t(`funding.failure.${transfer.failure_code}`)}
                </span>
              )}
            </td>
            <td className={cell}>
              {cancellable(transfer) && (
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
