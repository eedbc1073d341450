import { type AdjustmentState, adjustmentStateSchema } from '@maple/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { secondaryButtonClasses } from '../../../../components/form/form-styles';
import { SelectField } from '../../../../components/form/SelectField';
import { TextField } from '../../../../components/form/TextField';

const states = adjustmentStateSchema.options;
const isState = (value: string): value is AdjustmentState =>
  states.some((state) => state === value);

/** Narrows the list to a state and a customer; applied when submitted. */
export function AdjustmentFilterForm({
  applied,
  onApply,
}: {
  applied: { state: AdjustmentState | ''; customerGuid: string };
  onApply: (filters: { state: AdjustmentState | ''; customerGuid: string }) => void;
}) {
  const { t } = useTranslation();
  const [state, setState] = useState<string>(applied.state);
  const [customerGuid, setCustomerGuid] = useState(applied.customerGuid);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply({
      state: isState(state) ? state : '',
      customerGuid: customerGuid.trim().toLowerCase(),
    });
  };
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t('adjustments.list.title')}
      className="grid items-end gap-4 sm:grid-cols-[12rem_1fr_auto]"
    >
      <SelectField
        label={t('adjustments.list.filterState')}
        placeholder={t('adjustments.list.anyState')}
        options={states.map((value) => ({ value, label: t(`adjustments.state.${value}`) }))}
        value={state}
        onValueChange={setState}
      />
      <TextField
        label={t('adjustments.list.filterCustomer')}
        value={customerGuid}
        onValueChange={setCustomerGuid}
        autoComplete="off"
        spellCheck={false}
      />
      <button type="submit" className={secondaryButtonClasses}>
        {t('adjustments.list.apply')}
      </button>
    </form>
  );
}
