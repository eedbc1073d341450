import { useTranslation } from 'react-i18next';
import { ChoiceSelect } from '../../../components/form/ChoiceSelect';
import { ChoiceGroup } from '../../../components/trading/ChoiceGroup';
import { formatDuration } from '../../../lib/format/duration';
import { cooldownChoices, type RepeatChoice } from '../alert-form';
import type { AlertForm } from '../hooks/use-alert-form';

/**
 * Whether the alert fires once or every time, and then the pause after each: a price hovering
 * at a level would otherwise cross it again and again.
 */
export function RepeatFields({ form }: { form: AlertForm }) {
  const { t, i18n } = useTranslation();
  const { values } = form;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <ChoiceGroup<RepeatChoice>
        legend={t('alerts.form.repeat')}
        choices={[
          { value: 'once', label: t('alerts.form.once') },
          { value: 'repeat', label: t('alerts.form.repeats') },
        ]}
        value={values.repeats}
        onChange={form.change('repeats')}
      />
      {values.repeats === 'repeat' && (
        <ChoiceSelect
          label={t('alerts.form.cooldown')}
          hint={t('alerts.form.cooldownHint')}
          value={values.cooldown_minutes}
          choices={cooldownChoices.map((minutes) => ({
            value: String(minutes),
            label: formatDuration(minutes * 60, i18n.language),
          }))}
          onChange={form.change('cooldown_minutes')}
        />
      )}
    </div>
  );
}
