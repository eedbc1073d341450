import type { Preferences } from '@maple/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form/FormAlert';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { ChoiceGroup } from '../../../components/trading/ChoiceGroup';
import { apiErrorOf } from '../../../lib/api/api-error';
import { describeApiError } from '../../../lib/errors/api-error-message';
import { languages } from '../../../lib/i18n/languages';
import { useSavePreferencesMutation } from '../api/preferences-api';

/**
 * The language kept with the account. Saving switches the app to it at once; the e-mails follow
 * from the next one.
 */
export function PreferencesForm({ saved }: { saved: Preferences }) {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState(saved);
  const [save, saving] = useSavePreferencesMutation();
  const [done, setDone] = useState(false);

  const edit = (next: Preferences) => {
    setDraft(next);
    setDone(false);
    saving.reset();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    const result = await save(draft);
    if (!result.data) return;
    await i18n.changeLanguage(result.data.language);
    setDone(true);
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-6" noValidate>
      <div className="space-y-1">
        <ChoiceGroup
          legend={t('preferences.language.legend')}
          choices={languages.map((language) => ({
            value: language,
            label: t(`language.${language}`),
          }))}
          value={draft.language}
          onChange={(language) => edit({ ...draft, language })}
        />
        <p className="text-sm text-gray-600 dark:text-gray-400">{t('preferences.language.hint')}</p>
      </div>
      {saving.error && (
        <FormAlert tone="error">{describeApiError(apiErrorOf(saving.error), t)}</FormAlert>
      )}
      <div className="flex flex-wrap items-center gap-4">
        <SubmitButton busy={saving.isLoading} busyLabel={t('preferences.saving')}>
          {t('preferences.save')}
        </SubmitButton>
        {/* Always present, so the confirmation is announced when its text appears. */}
        <p role="status" className="text-sm font-medium text-green-800 dark:text-green-300">
          {done ? t('preferences.saved') : ''}
        </p>
      </div>
    </form>
  );
}
