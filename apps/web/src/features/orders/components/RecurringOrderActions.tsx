import type { RecurringOrder } from '@maple/contracts';
import { useTranslation } from 'react-i18next';
import { secondaryButtonClasses } from '../../../components/form/form-styles';
import { SpinnerIcon } from '../../../components/icons';

/** What the rows' buttons do, for the list to act on: each is told the schedule and its words. */
export interface RecurringOrderHandlers {
  onToggle: (order: RecurringOrder, description: string) => void;
  onEdit: (order: RecurringOrder, description: string) => void;
  onCancel: (order: RecurringOrder, description: string) => void;
  onOpenTrade: (tradeGuid: string) => void;
  /** The schedule being paused or resumed: its button waits. */
  busyGuid: string | null;
}

/**
 * A schedule's buttons: one that has not ended is paused or resumed (one button, so focus stays
 * on it as it turns from one to the other), changed or cancelled; every one shows its runs.
 */
export function RecurringOrderActions({
  order,
  description,
  handlers,
  history,
}: {
  order: RecurringOrder;
  description: string;
  handlers: RecurringOrderHandlers;
  /** Whether the runs are shown, the id of what shows them, and the way to show or hide them. */
  history: { shown: boolean; id: string; toggle: () => void };
}) {
  const { t } = useTranslation();
  const going = order.state === 'active' || order.state === 'paused';
  const busy = handlers.busyGuid === order.guid;
  const toggle = order.state === 'paused' ? 'resume' : 'pause';
  return (
    <div className="flex flex-wrap gap-2">
      {going && (
        <>
          {/* Not disabled while it waits: a disabled button would lose the focus it keeps. */}
          <button
            type="button"
            aria-disabled={busy}
            aria-busy={busy}
            onClick={() => {
              if (!busy) handlers.onToggle(order, description);
            }}
            aria-label={t(`recurringOrders.list.${toggle}Label`, { order: description })}
            className={secondaryButtonClasses}
          >
            {busy && <SpinnerIcon className="size-4 motion-safe:animate-spin" />}
            {t(`recurringOrders.list.${toggle}`)}
          </button>
          <button
            type="button"
            onClick={() => handlers.onEdit(order, description)}
            aria-haspopup="dialog"
            aria-label={t('recurringOrders.list.editLabel', { order: description })}
            className={secondaryButtonClasses}
          >
            {t('recurringOrders.list.edit')}
          </button>
          <button
            type="button"
            onClick={() => handlers.onCancel(order, description)}
            aria-haspopup="dialog"
            aria-label={t('recurringOrders.list.cancelLabel', { order: description })}
            className={secondaryButtonClasses}
          >
            {t('recurringOrders.list.cancel')}
          </button>
        </>
      )}
      <button
        type="button"
        onClick={history.toggle}
        aria-expanded={history.shown}
        aria-controls={history.shown ? history.id : undefined}
        aria-label={t('recurringOrders.list.historyLabel', { order: description })}
        className={secondaryButtonClasses}
      >
        {t('recurringOrders.list.history')}
      </button>
    </div>
  );
}
