import type { RecurringOrder } from '@maple/contracts';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from '../../../components/form/use-form';
import { apiErrorOf } from '../../../lib/api/api-error';
import { torontoDayOf } from '../../../lib/forms/typed-input';
import { useChangeRecurringOrderMutation } from '../api/recurring-orders-api';
import {
  changeFieldsWithMessages,
  checkRecurringChange,
  localChangeRefusal,
  recurringChangeFields,
  scheduleValuesOf,
} from '../recurring-order-form';

/**
 * A schedule's change dialog: it starts as the schedule stands and sends only what differs,
 * checked first. `onDone` has the schedule as saved, or null when nothing was sent (nothing
 * changed) or it is gone (404); any other refusal is shown at its field or above the fields.
 */
export function useRecurringOrderChange(
  order: RecurringOrder,
  onDone: (saved: RecurringOrder | null) => void,
) {
  const { t, i18n } = useTranslation();
  const form = useForm(scheduleValuesOf(order, i18n.language), recurringChangeFields);
  const [change, changing] = useChangeRecurringOrderMutation();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.setFailure(null);
    const today = torontoDayOf(new Date());
    const checked = checkRecurringChange(order, form.values, i18n.language, today);
    if (!checked.ok) {
      form.showErrors(checked.errors);
      return;
    }
    if (Object.keys(checked.data).length === 0) {
      onDone(null);
      return;
    }
    const result = await change({ guid: order.guid, change: checked.data });
    if (result.error === undefined) {
      onDone(result.data);
      return;
    }
    const error = apiErrorOf(result.error);
    if (error.status === 404) onDone(null);
    else form.showRefusal(localChangeRefusal(error, t, i18n.language), changeFieldsWithMessages);
  };

  return { form, submit, busy: changing.isLoading };
}
