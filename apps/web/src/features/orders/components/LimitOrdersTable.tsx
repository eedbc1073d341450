import type { LimitOrder, LimitOrderState } from '@maple/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format/date-time';
import { formatLivePrice } from '../../../lib/market/live-price-format';
import { amountAssetOf, describeLimitOrder, formatOrderAmount } from '../limit-order-form';
import { cell, number, OrdersTable, rowAction } from './OrdersTable';

const waitingTone = 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100';
const endedTone = 'bg-gray-100 text-gray-900 dark:bg-gray-800 dark:text-gray-100';
const stateTones: Readonly<Record<LimitOrderState, string>> = {
  open: waitingTone,
  executing: waitingTone,
  filled: 'bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-100',
  cancelled: endedTone,
  expired: endedTone,
  failed: 'bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-100',
};

/** Where an order stands in words (the colour only repeats them); a failed one says why. */
function OrderState({ order }: { order: LimitOrder }) {
  const { t } = useTranslation();
  const words =
    order.state === 'failed' && order.failure_reason !== null
      ? t('limitOrders.list.failedBecause', {
          reason: t(`limitOrders.list.failures.${order.failure_reason}`),
        })
      : t(`limitOrders.list.states.${order.state}`);
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${stateTones[order.state]}`}>
      {words}
    </span>
  );
}

/** The row's action: cancel a waiting order, or open the trade that filled one. */
function OrderAction({
  order,
  onCancel,
  onOpenTrade,
}: {
  order: LimitOrder;
  onCancel: (order: LimitOrder, description: string) => void;
  onOpenTrade: (tradeGuid: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const description = describeLimitOrder(order, t, i18n.language);
  if (order.state === 'open') {
    return (
      <button
        type="button"
        onClick={() => onCancel(order, description)}
        aria-haspopup="dialog"
        aria-label={t('limitOrders.list.cancelLabel', { order: description })}
        className={rowAction}
      >
        {t('limitOrders.list.cancel')}
      </button>
    );
  }
  const { trade_guid: tradeGuid } = order;
  if (order.state !== 'filled' || tradeGuid === null) return null;
  return (
    <button
      type="button"
      onClick={() => onOpenTrade(tradeGuid)}
      aria-haspopup="dialog"
      aria-label={t('limitOrders.list.tradeLabel', { order: description })}
      className={rowAction}
    >
      {t('limitOrders.list.trade')}
    </button>
  );
}

/**
 * The limit orders, waiting ones first: what each buys or sells, how much, at what price, where
 * it stands and when it stops waiting.
 */
export function LimitOrdersTable({
  orders,
  onCancel,
  onOpenTrade,
}: {
  orders: readonly LimitOrder[];
  onCancel: (order: LimitOrder, description: string) => void;
  onOpenTrade: (tradeGuid: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const headers: [string, boolean][] = [
    [t('orders.date'), false],
    [t('limitOrders.list.order'), false],
    [t('orders.amount'), true],
    [t('limitOrders.list.limit'), true],
    [t('orders.state'), false],
    [t('limitOrders.list.expires'), false],
  ];
  return (
    <OrdersTable
      caption={t('limitOrders.list.caption')}
      headers={headers}
      actions={t('limitOrders.list.actions')}
    >
      {orders.map((order) => (
        <tr key={order.guid}>
          <td className={cell}>{formatDateTime(order.created_at, language)}</td>
          <td className={cell}>{`${t(`trading.side.${order.side}`)} ${order.asset}`}</td>
          <td className={number}>
            {formatOrderAmount(order.amount, amountAssetOf(order), language)}
          </td>
          <td className={number}>{formatLivePrice(order.limit_price, language)}</td>
          <td className={cell}>
            <OrderState order={order} />
          </td>
          <td className={cell}>{formatDateTime(order.expires_at, language)}</td>
          <td className={cell}>
            <OrderAction order={order} onCancel={onCancel} onOpenTrade={onOpenTrade} />
          </td>
        </tr>
      ))}
    </OrdersTable>
  );
}
