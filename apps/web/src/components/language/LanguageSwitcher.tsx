import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, languages, toLanguage } from '../../lib/i18n/languages';

/** Choosing a language re-renders the app, updates <html lang> and is remembered (i18n setup). */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const id = useId();

  return (
    <div>
      <label htmlFor={id} className="sr-only">
        {t('language.label')}
      </label>
      <select
        id={id}
        value={toLanguage(i18n.resolvedLanguage ?? i18n.language)}
        onChange={(event) => {
          const { value } = event.target;
          if (isLanguage(value)) void i18n.changeLanguage(value);
        }}
        className="rounded-md border border-gray-300 bg-white px-2 py-1.5 text-sm text-gray-900 dark:border-gray-600 dark:bg-gray-900 dark:text-gray-100"
      >
        {languages.map((language) => (
          <option key={language} value={language} lang={language}>
            {t(`language.${language}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
