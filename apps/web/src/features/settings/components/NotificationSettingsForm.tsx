import type { NotificationSettings } from '@maple/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form/FormAlert';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { type ApiError, apiErrorOf } from '../../../lib/api/api-error';
import { describeApiError } from '../../../lib/errors/api-error-message';
import { translateFieldMessage } from '../../../lib/errors/field-messages';
import { useSaveNotificationSettingsMutation } from '../api/notification-settings-api';
import { choiceAt } from '../notification-choices';
import { useSavedDraft } from '../use-saved-draft';
import { NotificationGrid } from './NotificationGrid';

/** Each refused choice by the name its switch has: "Withdrawals by e-mail: …". */
function refusedChoices(error: ApiError, t: TFunction): string[] {
  return error.details.flatMap((detail) => {
    const choice = choiceAt(detail.path);
    if (!choice) return [];
    const topic = t(`notificationSettings.topics.${choice.topic}`);
    return [
      t('notificationSettings.refusedChoice', {
        name: t(`notificationSettings.byChannel.${choice.channel}`, { topic }),
        message: translateFieldMessage(detail.message, t),
      }),
    ];
  });
}

/** Why saving failed: the choices the server refused, else its message or the app's words. */
function SaveProblem({ error }: { error: ApiError }) {
  const { t } = useTranslation();
  const refused = refusedChoices(error, t);
  if (refused.length === 0) {
    return <FormAlert tone="error">{describeApiError(error, t)}</FormAlert>;
  }
  return (
    <FormAlert tone="error">
      <p>{t('notificationSettings.refused')}</p>
      <ul className="list-disc space-y-1 pl-5">
        {refused.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </FormAlert>
  );
}

/** The notification settings kept with the account, saved whole as the server replaces them. */
export function NotificationSettingsForm({ saved }: { saved: NotificationSettings }) {
  const { t } = useTranslation();
  const [save, saving] = useSaveNotificationSettingsMutation();
  const { draft, edit, submit, done } = useSavedDraft(saved, save, saving.reset);

  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-6" noValidate>
      <NotificationGrid settings={draft} onChange={edit} />
      {saving.error && <SaveProblem error={apiErrorOf(saving.error)} />}
      <div className="flex flex-wrap items-center gap-4">
        <SubmitButton busy={saving.isLoading} busyLabel={t('notificationSettings.saving')}>
          {t('notificationSettings.save')}
        </SubmitButton>
        {/* Always present, so the confirmation is announced when its text appears. */}
        <p role="status" className="text-sm font-medium text-green-800 dark:text-green-300">
          {done ? t('notificationSettings.saved') : ''}
        </p>
      </div>
    </form>
  );
}
