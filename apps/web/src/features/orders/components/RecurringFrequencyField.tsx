import { type RecurringFrequency, recurringFrequencies } from '@maple/contracts';
import { useTranslation } from 'react-i18next';
import { ChoiceSelect } from '../../../components/form/ChoiceSelect';

/**
 * How often a schedule runs, the choice's rule said under it (a month's day, its last day), and
 * why it was refused if it was (a daily buy paid by bank).
 */
export function RecurringFrequencyField({
  value,
  onChange,
  error,
}: {
  value: RecurringFrequency;
  onChange: (frequency: RecurringFrequency) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <ChoiceSelect<RecurringFrequency>
      label={t('recurringOrders.fields.frequency')}
      hint={t(`recurringOrders.fields.frequencyHints.${value}`)}
      value={value}
      choices={recurringFrequencies.map((frequency) => ({
        value: frequency,
        label: t(`recurringOrders.fields.frequencies.${frequency}`),
      }))}
      onChange={onChange}
      error={error}
    />
  );
}
