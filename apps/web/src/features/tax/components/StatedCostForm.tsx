import type { TransferIn } from '@maple/contracts';
import { type FormEvent, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { showSuccess } from '../../../components/alert/alert-slice';
import { FailureAlert } from '../../../components/form/FailureAlert';
import { SubmitOrCancel } from '../../../components/form/SubmitOrCancel';
import { TextField } from '../../../components/form/TextField';
import { useForm } from '../../../components/form/use-form';
import { apiErrorOf } from '../../../lib/api/api-error';
import { formatForInput } from '../../../lib/format/money';
import { useStateTransferCostMutation } from '../../../lib/tax/tax-api';
import { parseStatedCost } from '../stated-cost';
import { formatQuantity } from '../tax-format';

const fields = ['cost_cents'] as const;

/**
 * What a transfer in cost the customer, in dollars, stated in place of its market value: the
 * field takes focus when the form opens; a bad amount is said on the field, which takes focus
 * again; Save sends it in cents and the year's figures refresh (the `Tax` tag).
 */
export function StatedCostForm({
  transfer,
  onDone,
}: {
  transfer: TransferIn;
  /** Saved or cancelled: the item shows its cost again. */
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const dispatch = useDispatch();
  const [stateCost, saving] = useStateTransferCostMutation();
  const stated = transfer.stated_cost_cents;
  const initial = stated === null ? '' : formatForInput(BigInt(stated), 'CAD', language);
  const form = useForm({ cost_cents: initial }, fields);
  const { formRef } = form;
  const quantity = formatQuantity(transfer.quantity_decimal, transfer.asset, language);

  useEffect(() => {
    formRef.current?.querySelector('input')?.focus();
  }, [formRef]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.setFailure(null);
    const cost = parseStatedCost(form.values.cost_cents, language);
    if (!cost.ok) {
      form.showErrors({ cost_cents: t(`tax.transfersIn.form.${cost.problem}`) });
      return;
    }
    const result = await stateCost({ guid: transfer.guid, cost_cents: cost.cents.toString() });
    if (result.data) {
      dispatch(showSuccess(t('tax.transfersIn.saved', { quantity })));
      onDone();
      return;
    }
    form.showRefusal(apiErrorOf(result.error));
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="space-y-3">
      <FailureAlert failure={form.failure} />
      <TextField
        name="cost_cents"
        label={t('tax.transfersIn.form.label', { quantity })}
        hint={t('tax.transfersIn.form.hint')}
        inputMode="decimal"
        autoComplete="off"
        required
        {...form.field('cost_cents')}
      />
      <SubmitOrCancel
        busy={saving.isLoading}
        busyLabel={t('tax.transfersIn.form.saving')}
        onCancel={onDone}
      >
        {t('tax.transfersIn.form.save')}
      </SubmitOrCancel>
    </form>
  );
}
