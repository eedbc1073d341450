import { useTranslation } from 'react-i18next';
import { StateBadge } from '../../../components/trading/StateBadge';
import { formatDateTime } from '../../../lib/format/date-time';
import { formatUnits } from '../../../lib/format/money';
import { isOpenTransfer, type Transfer } from '../../../lib/platform/funding-answers';

const cell = 'px-3 py-2 whitespace-nowrap';
const number = `${cell} text-right tabular-nums`;

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
    <div className="overflow-x-auto rounded-lg border border-gray-200 dark:border-gray-800">
      <table className="w-full text-sm">
        <caption className="sr-only">{t('funding.orders.transfersCaption')}</caption>
        <thead className="bg-gray-50 text-left dark:bg-gray-900">
          <tr>
            {headers.map(([label, numeric]) => (
              <th key={label} scope="col" className={`${numeric ? number : cell} font-semibold`}>
                {label}
              </th>
            ))}
            <th scope="col" className={cell}>
              <span className="sr-only">{t('funding.orders.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-200 dark:divide-gray-800">
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
                <td className={cell}>{t(`funding.rail.${transfer.payment_rail}`)}</td>
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
                      className="font-medium text-red-700 underline underline-offset-2 hover:text-red-800 dark:text-red-300 dark:hover:text-red-200"
                    >
                      {t('funding.open.cancel')}
                    </button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
