import type { LimitOrder } from '@maple/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmCancelDialog } from '../../../components/dialog/ConfirmCancelDialog';
import { FormAlert } from '../../../components/form/FormAlert';
import { PageLoader } from '../../../components/loader/PageLoader';
import { LoadProblem } from '../../../components/trading/LoadProblem';
import { apiErrorOf } from '../../../lib/api/api-error';
import { useCancelLimitOrderMutation } from '../api/limit-orders-api';
import { useFilledTrade } from '../hooks/use-filled-trade';
import type { LimitOrders } from '../hooks/use-limit-orders';
import { LimitOrdersTable } from './LimitOrdersTable';
import { TradeDetailDialog } from './TradeDetailDialog';

/** The list itself, or that it is loading, failed, or has no order yet. */
function OrdersList({
  orders,
  onCancel,
  onOpenTrade,
}: {
  orders: LimitOrders;
  onCancel: (order: LimitOrder, description: string) => void;
  onOpenTrade: (tradeGuid: string) => void;
}) {
  const { t } = useTranslation();
  if (orders.failed) {
    return (
      <LoadProblem
        title={t('limitOrders.list.loadFailed')}
        error={apiErrorOf(orders.error)}
        onRetry={orders.retry}
      />
    );
  }
  if (!orders.orders) return <PageLoader />;
  if (orders.orders.length === 0) return <p role="status">{t('limitOrders.list.empty')}</p>;
  return <LimitOrdersTable orders={orders.orders} onCancel={onCancel} onOpenTrade={onOpenTrade} />;
}

/**
 * The customer's limit orders: a waiting one is cancelled after a confirmation (what it set aside
 * is released; one that started filling or ended meanwhile, 409, or is gone, 404, closes the
 * dialog as the list read again shows where it stands), a filled one opens its trade. The
 * cancellation is announced, and focus goes to the list's heading, as the button it was on goes
 * with the order's waiting.
 */
export function LimitOrdersResults({ orders }: { orders: LimitOrders }) {
  const { t } = useTranslation();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [asked, setAsked] = useState<{ order: LimitOrder; description: string } | null>(null);
  // An object, so cancelling a second order described alike moves focus again.
  const [cancelled, setCancelled] = useState<{ description: string } | null>(null);
  const filled = useFilledTrade();
  const [cancel] = useCancelLimitOrderMutation();
  useEffect(() => {
    if (cancelled !== null) heading.current?.focus();
  }, [cancelled]);
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} ref={heading} tabIndex={-1} className="text-lg font-semibold">
        {t('limitOrders.list.caption')}
      </h2>
      <OrdersList
        orders={orders}
        onCancel={(order, description) => setAsked({ order, description })}
        onOpenTrade={(guid) => void filled.open(guid)}
      />
      {filled.failed && <FormAlert tone="error">{t('limitOrders.list.tradeFailed')}</FormAlert>}
      <p role="status" className="text-sm font-medium text-green-800 dark:text-green-300">
        {cancelled && t('limitOrders.list.cancelled', { order: cancelled.description })}
      </p>
      {asked && (
        <ConfirmCancelDialog
          words={{
            title: t('limitOrders.cancel.title'),
            question: t('limitOrders.cancel.question', { order: asked.description }),
            confirm: t('limitOrders.cancel.confirm'),
            cancelling: t('limitOrders.cancel.cancelling'),
            keep: t('limitOrders.cancel.keep'),
          }}
          cancel={() => cancel(asked.order.guid)}
          goneStatuses={[404, 409]}
          onDone={(done) => {
            setAsked(null);
            if (done) setCancelled({ description: asked.description });
          }}
        />
      )}
      {filled.trade && <TradeDetailDialog trade={filled.trade} onClose={filled.close} />}
    </section>
  );
}
