import type { RecurringOrder } from '@maple/contracts';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../../components/dialog/ModalDialog';
import { FailureAlert } from '../../../components/form/FailureAlert';
import { SubmitOrCancel } from '../../../components/form/SubmitOrCancel';
import { torontoDayOf } from '../../../lib/forms/typed-input';
import { useRecurringOrderChange } from '../hooks/use-recurring-order-change';
import { RecurringFigureFields } from './RecurringFigureFields';
import { RecurringFrequencyField } from './RecurringFrequencyField';
import { RecurringStopFields } from './RecurringStopFields';

/** The change's form: how much, how often, how it stops and at what price, as they stand. */
function ChangeForm({
  order,
  description,
  onDone,
  onCancel,
}: {
  order: RecurringOrder;
  description: string;
  onDone: (saved: RecurringOrder | null) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { form, submit, busy } = useRecurringOrderChange(order, onDone);
  const today = torontoDayOf(new Date());
  return (
    <form ref={form.formRef} noValidate onSubmit={submit} className="space-y-5">
      <p>{description}</p>
      <FailureAlert failure={form.failure} />
      <RecurringFigureFields
        side={order.side}
        asset={order.asset}
        amount={form.field('amount')}
        limit={form.field('limit_price')}
      />
      <RecurringFrequencyField value={form.values.frequency} onChange={form.change('frequency')} />
      <RecurringStopFields
        stop={form.field('stop')}
        endDate={form.field('end_date')}
        maxRuns={form.field('max_runs')}
        firstDay={order.start_date < today ? today : order.start_date}
      />
      <SubmitOrCancel
        busy={busy}
        busyLabel={t('recurringOrders.edit.submitting')}
        onCancel={onCancel}
      >
        {t('recurringOrders.edit.submit')}
      </SubmitOrCancel>
    </form>
  );
}

/**
 * Changes a schedule that has not ended; its side, asset and start stay. `onDone` has it as
 * saved, or null when nothing was saved. The dialog closes as a native one does, so focus goes
 * back to the button that opened it.
 */
export function EditRecurringOrderDialog({
  order,
  description,
  onDone,
}: {
  order: RecurringOrder;
  /** The schedule in words, as its row says it. */
  description: string;
  onDone: (saved: RecurringOrder | null) => void;
}) {
  const { t } = useTranslation();
  const saved = useRef<RecurringOrder | null>(null);
  return (
    <ModalDialog title={t('recurringOrders.edit.title')} onClose={() => onDone(saved.current)}>
      {(close) => (
        <ChangeForm
          order={order}
          description={description}
          onDone={(result) => {
            saved.current = result;
            close();
          }}
          onCancel={close}
        />
      )}
    </ModalDialog>
  );
}
