import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/form/FormAlert';
import { secondaryButtonClasses } from '../../components/form/form-styles';
import { LoadingStatus } from '../../components/loader/LoadingStatus';
import { PanelSection } from '../../components/page/PanelSection';
import { apiErrorOf } from '../../lib/api/api-error';
import { describeApiError } from '../../lib/errors/api-error-message';
import { usePageTitle } from '../../lib/routing/page-title';
import { useNotificationSettingsQuery } from './api/notification-settings-api';
import { NotificationSettingsForm } from './components/NotificationSettingsForm';
import { PushSection } from './push/PushSection';

/**
 * /settings-notifications: what the customer is told, each topic by each channel (the account's,
 * ADR 81), then the devices push notifications reach, since a push choice means nothing without
 * one.
 */
export default function NotificationSettingsPage() {
  const title = usePageTitle();
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <NotificationChoicesSection />
      <PushSection />
    </div>
  );
}

function NotificationChoicesSection() {
  const { t } = useTranslation();
  const settings = useNotificationSettingsQuery();

  const body = () => {
    if (settings.isLoading) {
      return <LoadingStatus />;
    }
    if (!settings.data) {
      return (
        <FormAlert tone="error">
          <p>{t('notificationSettings.loadFailed')}</p>
          <p>{describeApiError(apiErrorOf(settings.error), t)}</p>
          <button
            type="button"
            onClick={() => void settings.refetch()}
            className={secondaryButtonClasses}
          >
            {t('common.retry')}
          </button>
        </FormAlert>
      );
    }
    return <NotificationSettingsForm saved={settings.data} />;
  };

  return (
    <PanelSection
      title={t('notificationSettings.title')}
      description={t('notificationSettings.description')}
    >
      {body()}
    </PanelSection>
  );
}
