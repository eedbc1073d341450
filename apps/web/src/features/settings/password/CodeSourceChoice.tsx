import { useId } from 'react';
import { useTranslation } from 'react-i18next';

type Source = 'email' | 'totp';

const options = [
  { value: 'totp', labelKey: 'settings.password.useTotp' },
  { value: 'email', labelKey: 'settings.password.useEmail' },
] as const satisfies readonly { value: Source; labelKey: string }[];

/** How a customer with an authenticator app confirms a sensitive change. */
export function CodeSourceChoice({
  value,
  onChange,
}: {
  value: Source;
  onChange: (source: Source) => void;
}) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">{t('settings.password.sourceLegend')}</legend>
      {options.map((option) => (
        <label key={option.value} className="flex items-center gap-3 text-sm">
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            className="size-4 accent-red-700"
          />
          {t(option.labelKey)}
        </label>
      ))}
    </fieldset>
  );
}
