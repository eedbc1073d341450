import type { Preferences } from '@maple/contracts';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form/FormAlert';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { ChoiceGroup } from '../../../components/trading/ChoiceGroup';
import { apiErrorOf } from '../../../lib/api/api-error';
import { describeApiError } from '../../../lib/errors/api-error-message';
import { languages } from '../../../lib/i18n/languages';
import { useSavePreferencesMutation } from '../api/preferences-api';
import { useSavedDraft } from '../use-saved-draft';

/**
 * The language kept with the account. Saving switches the app to it at once; the e-mails follow
 * from the next one.
 */
export function PreferencesForm({ saved }: { saved: Preferences }) {
  const { t, i18n } = useTranslation();
  const [save, saving] = useSavePreferencesMutation();
  const { draft, edit, submit, done } = useSavedDraft(saved, save, saving.reset, (preferences) =>
    i18n.changeLanguage(preferences.language),
  );

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
