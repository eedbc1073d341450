import { type LimitOrder, limitOrderRequestSchema } from '@maple/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from '../../../components/form/use-form';
import { apiErrorOf } from '../../../lib/api/api-error';
import { newIdempotencyKey } from '../../../lib/api/idempotency-key';
import { validateFields } from '../../../lib/forms/field-errors';
import { useCreateLimitOrderMutation } from '../api/limit-orders-api';
import {
  blankLimitOrder,
  fieldsWithMessages,
  limitOrderFields,
  limitOrderRequestOf,
  localRefusal,
} from '../limit-order-form';

/**
 * The new limit order's form: checked with the contract's rules before it is sent, and a
 * refusal shown where it belongs (at its field, or above the form: not verified, too many
 * orders waiting). Once placed, the order is said above the form and the form starts afresh.
 */
export function useLimitOrderForm() {
  const { t, i18n } = useTranslation();
  const form = useForm(blankLimitOrder, limitOrderFields);
  const [create, creation] = useCreateLimitOrderMutation();
  const [created, setCreated] = useState<LimitOrder | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.setFailure(null);
    setCreated(null);
    const request = limitOrderRequestOf(form.values, i18n.language);
    const checked = validateFields(limitOrderRequestSchema, request, limitOrderFields);
    if (!checked.ok) {
      form.showErrors(checked.errors);
      return;
    }
    const result = await create({ body: checked.data, idempotencyKey: newIdempotencyKey() });
    if (result.error !== undefined) {
      const refusal = localRefusal(apiErrorOf(result.error), t, i18n.language);
      form.showRefusal(refusal, fieldsWithMessages);
      return;
    }
    setCreated(result.data);
    for (const field of limitOrderFields) form.reset(field);
  };

  return { form, submit, busy: creation.isLoading, created };
}

export type LimitOrderForm = ReturnType<typeof useLimitOrderForm>['form'];
