import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form/TextField';
import { ChoiceGroup } from '../../../components/trading/ChoiceGroup';
import type { BoundField } from '../bound-field';
import { type StopChoice, stopChoices } from '../recurring-order-form';

/**
 * How a schedule stops: when cancelled, after a last day (picked from `firstDay` on), or after a
 * number of runs; the field the choice needs appears under it.
 */
export function RecurringStopFields({
  stop,
  endDate,
  maxRuns,
  firstDay,
}: {
  stop: BoundField<StopChoice>;
  endDate: BoundField;
  maxRuns: BoundField;
  firstDay: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <ChoiceGroup<StopChoice>
        legend={t('recurringOrders.fields.stop')}
        choices={stopChoices.map((choice) => ({
          value: choice,
          label: t(`recurringOrders.fields.stops.${choice}`),
        }))}
        value={stop.value}
        onChange={stop.onValueChange}
      />
      {stop.value === 'date' && (
        <TextField
          type="date"
          label={t('recurringOrders.fields.endDate')}
          hint={t('recurringOrders.fields.endDateHint')}
          min={firstDay}
          {...endDate}
        />
      )}
      {stop.value === 'runs' && (
        <TextField
          label={t('recurringOrders.fields.maxRuns')}
          hint={t('recurringOrders.fields.maxRunsHint')}
          inputMode="numeric"
          autoComplete="off"
          {...maxRuns}
        />
      )}
    </div>
  );
}
