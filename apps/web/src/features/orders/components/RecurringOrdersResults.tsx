import type { RecurringOrder } from '@maple/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmCancelDialog } from '../../../components/dialog/ConfirmCancelDialog';
import { FailureAlert } from '../../../components/form/FailureAlert';
import { FormAlert } from '../../../components/form/FormAlert';
import { PageLoader } from '../../../components/loader/PageLoader';
import { LoadProblem } from '../../../components/trading/LoadProblem';
import { type ApiError, apiErrorOf } from '../../../lib/api/api-error';
import { useCancelRecurringOrderMutation } from '../api/recurring-orders-api';
import { useFilledTrade } from '../hooks/use-filled-trade';
import { usePauseResume } from '../hooks/use-pause-resume';
import type { RecurringOrders } from '../hooks/use-recurring-orders';
import { describeRecurringOrder } from '../recurring-order-words';
import { EditRecurringOrderDialog } from './EditRecurringOrderDialog';
import type { RecurringOrderHandlers } from './RecurringOrderActions';
import { RecurringOrderItem } from './RecurringOrderItem';
import { TradeDetailDialog } from './TradeDetailDialog';

/** The schedule a dialog is about, and its words as its row says them. */
interface Asked {
  order: RecurringOrder;
  description: string;
}

/** What was done, to announce; `focusList` when the button it was done with went with it. */
interface Said {
  words: string;
  focusList: boolean;
}

/** The list itself, or that it is loading, failed, or has no schedule yet. */
function OrdersList({
  orders,
  handlers,
}: {
  orders: RecurringOrders;
  handlers: RecurringOrderHandlers;
}) {
  const { t } = useTranslation();
  if (orders.failed) {
    return (
      <LoadProblem
        title={t('recurringOrders.list.loadFailed')}
        error={apiErrorOf(orders.error)}
        onRetry={orders.retry}
      />
    );
  }
  if (!orders.orders) return <PageLoader />;
  if (orders.orders.length === 0) return <p role="status">{t('recurringOrders.list.empty')}</p>;
  return (
    <ul className="divide-y divide-gray-200 dark:divide-gray-800">
      {orders.orders.map((order) => (
        <RecurringOrderItem key={order.guid} order={order} handlers={handlers} />
      ))}
    </ul>
  );
}

/** Why a pause or a resume was refused: a state that no longer allows it (409), or as sent. */
function ToggleFailure({ failure }: { failure: ApiError | null }) {
  const { t } = useTranslation();
  if (failure?.status === 409) {
    return <FormAlert tone="error">{t('recurringOrders.list.changedMeanwhile')}</FormAlert>;
  }
  return <FailureAlert failure={failure} />;
}

/**
 * The customer's recurring orders: one that has not ended is paused or resumed, changed in a
 * dialog, or cancelled after a confirmation (one that ended meanwhile, 409, or is gone, 404,
 * closes the dialog as the list read again shows where it stands); each shows its runs, and an
 * executed run opens its trade. What was done is announced; after a cancellation focus goes to
 * the list's heading, as the buttons it was on go with the schedule.
 */
export function RecurringOrdersResults({ orders }: { orders: RecurringOrders }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [cancelling, setCancelling] = useState<Asked | null>(null);
  const [editing, setEditing] = useState<Asked | null>(null);
  // An object, so a second action described alike is announced (and moves focus) again.
  const [said, setSaid] = useState<Said | null>(null);
  const filled = useFilledTrade();
  const pauseResume = usePauseResume();
  const [cancel] = useCancelRecurringOrderMutation();
  useEffect(() => {
    if (said?.focusList) heading.current?.focus();
  }, [said]);
  const handlers: RecurringOrderHandlers = {
    onToggle: (order, description) => {
      const words = order.state === 'paused' ? 'resumed' : 'paused';
      void pauseResume.toggle(order).then((done) => {
        if (done) {
          setSaid({
            words: t(`recurringOrders.list.${words}`, { order: description }),
            focusList: false,
          });
        }
      });
    },
    onEdit: (order, description) => setEditing({ order, description }),
    onCancel: (order, description) => setCancelling({ order, description }),
    onOpenTrade: (guid) => void filled.open(guid),
    busyGuid: pauseResume.busyGuid,
  };
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} ref={heading} tabIndex={-1} className="text-lg font-semibold">
        {t('recurringOrders.list.caption')}
      </h2>
      <OrdersList orders={orders} handlers={handlers} />
      <ToggleFailure failure={pauseResume.failure} />
      {filled.failed && <FormAlert tone="error">{t('recurringOrders.list.tradeFailed')}</FormAlert>}
      <p role="status" className="text-sm font-medium text-green-800 dark:text-green-300">
        {said?.words}
      </p>
      {cancelling && (
        <ConfirmCancelDialog
          words={{
            title: t('recurringOrders.cancel.title'),
            question: t('recurringOrders.cancel.question', { order: cancelling.description }),
            confirm: t('recurringOrders.cancel.confirm'),
            cancelling: t('recurringOrders.cancel.cancelling'),
            keep: t('recurringOrders.cancel.keep'),
          }}
          cancel={() => cancel(cancelling.order.guid)}
          goneStatuses={[404, 409]}
          onDone={(done) => {
            setCancelling(null);
            if (done) {
              setSaid({
                words: t('recurringOrders.list.cancelled', { order: cancelling.description }),
                focusList: true,
              });
            }
          }}
        />
      )}
      {editing && (
        <EditRecurringOrderDialog
          order={editing.order}
          description={editing.description}
          onDone={(saved) => {
            setEditing(null);
            if (saved) {
              setSaid({
                words: t('recurringOrders.list.saved', {
                  order: describeRecurringOrder(saved, t, i18n.language),
                }),
                focusList: false,
              });
            }
          }}
        />
      )}
      {filled.trade && <TradeDetailDialog trade={filled.trade} onClose={filled.close} />}
    </section>
  );
}
