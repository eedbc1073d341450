import type { RecurringOrder } from '@maple/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from '../../../components/form/use-form';
import { apiErrorOf } from '../../../lib/api/api-error';
import { newIdempotencyKey } from '../../../lib/api/idempotency-key';
import { torontoDayOf } from '../../../lib/forms/typed-input';
import { useCreateRecurringOrderMutation } from '../api/recurring-orders-api';
import { localRefusal } from '../limit-order-form';
import {
  blankRecurringOrder,
  checkRecurringOrder,
  orderFieldsShown,
  recurringOrderFields,
} from '../recurring-order-form';
import { useRecurringFunding } from './use-recurring-funding';

/**
 * The new recurring order's form: checked with the contract's rules and the days' (from
 * Toronto's today, the last day after the start) before it is sent, and a refusal shown where it
 * belongs (at its field, or above the form: not verified, too many schedules). A buy paid from a
 * bank account needs the PAD terms for that account agreed, before or now. Once set up, the
 * order is said above the form and the form starts afresh.
 */
export function useRecurringOrderForm() {
  const { t, i18n } = useTranslation();
  const today = torontoDayOf(new Date());
  const form = useForm(blankRecurringOrder(today), recurringOrderFields);
  const funding = useRecurringFunding(form.values);
  const [create, creation] = useCreateRecurringOrderMutation();
  const [created, setCreated] = useState<RecurringOrder | null>(null);

  /** The balance (`balance`) or a bank account (its guid): the PAD terms are ticked anew. */
  const payFrom = (choice: string) => {
    const bank = choice !== 'balance';
    form.change('funding')(bank ? 'bank' : 'balance');
    form.change('bank_account_guid')(bank ? choice : '');
    form.change('pad_terms')(false);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.setFailure(null);
    setCreated(null);
    const checked = checkRecurringOrder(form.values, i18n.language, today, funding.padNeeded);
    if (!checked.ok) {
      form.showErrors(checked.errors);
      return;
    }
    const result = await create({ body: checked.data, idempotencyKey: newIdempotencyKey() });
    if (result.error !== undefined) {
      const refusal = localRefusal(apiErrorOf(result.error), t, i18n.language);
      form.showRefusal(refusal, orderFieldsShown(form.values, funding.padNeeded));
      return;
    }
    setCreated(result.data);
    for (const field of recurringOrderFields) form.reset(field);
  };

  return { form, funding, payFrom, submit, busy: creation.isLoading, created, today };
}

export type RecurringOrderForm = ReturnType<typeof useRecurringOrderForm>['form'];
