import { type PriceAlert, priceAlertRequestSchema } from '@maple/contracts';
import type { CryptoAssetCode } from '@maple/money';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from '../../../components/form/use-form';
import { apiErrorOf } from '../../../lib/api/api-error';
import { validateFields } from '../../../lib/forms/field-errors';
import { alertFields, alertRequestOf, blankAlert, fieldsWithMessages } from '../alert-form';
import { useCreatePriceAlertMutation } from '../api/price-alerts-api';

/**
 * The new alert's form: checked with the contract's rules before it is sent, and a refusal
 * shown where it belongs (at its field, or above the form: the level already passed, too many
 * alerts). Once created, the alert is said above the form and its figures are cleared for the
 * next one; the asset and the condition stay, as a customer often sets several alike.
 */
export function useAlertForm(asset: CryptoAssetCode) {
  const { i18n } = useTranslation();
  const form = useForm(blankAlert(asset), alertFields);
  const [create, creation] = useCreatePriceAlertMutation();
  const [created, setCreated] = useState<PriceAlert | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.setFailure(null);
    setCreated(null);
    const request = alertRequestOf(form.values, i18n.language);
    const checked = validateFields(priceAlertRequestSchema, request, alertFields);
    if (!checked.ok) {
      form.showErrors(checked.errors);
      return;
    }
    const result = await create(checked.data);
    if (result.error !== undefined) {
      form.showRefusal(apiErrorOf(result.error), fieldsWithMessages);
      return;
    }
    setCreated(result.data);
    form.change('level')('');
    form.change('move_percent')('');
  };

  return { form, submit, busy: creation.isLoading, created };
}

export type AlertForm = ReturnType<typeof useAlertForm>['form'];
