import { type EmailChoices, optionalEmailCategories } from '@maple/contracts';
import { useTranslation } from 'react-i18next';
import { SwitchField } from './SwitchField';

/**
 * Which e-mails the customer receives: security and account e-mails shown on and fixed, then a
 * switch for each optional category.
 */
export function EmailChoicesFieldset({
  choices,
  onChange,
}: {
  choices: EmailChoices;
  onChange: (choices: EmailChoices) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset>
      <legend className="mb-3 text-sm font-medium text-gray-900 dark:text-gray-100">
        {t('preferences.emails.legend')}
      </legend>
      <div className="space-y-4">
        <SwitchField
          label={t('preferences.emails.alwaysOn')}
          hint={t('preferences.emails.alwaysOnHint')}
          checked
          disabled
        />
        {optionalEmailCategories.map((category) => (
          <SwitchField
            key={category}
            label={t(`preferences.emails.${category}`)}
            hint={t(`preferences.emails.${category}Hint`)}
            checked={choices[category]}
            onCheckedChange={(on) => onChange({ ...choices, [category]: on })}
          />
        ))}
      </div>
    </fieldset>
  );
}
