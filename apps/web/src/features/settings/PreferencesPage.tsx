import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormAlert } from '../../components/form/FormAlert';
import { linkClasses, secondaryButtonClasses } from '../../components/form/form-styles';
import { LoadingStatus } from '../../components/loader/LoadingStatus';
import { PanelSection } from '../../components/page/PanelSection';
import { apiErrorOf } from '../../lib/api/api-error';
import { describeApiError } from '../../lib/errors/api-error-message';
import { usePageTitle } from '../../lib/routing/page-title';
import { paths } from '../../lib/routing/paths';
import { usePreferencesQuery } from './api/preferences-api';
import { AppearanceSection } from './components/AppearanceSection';
import { PreferencesForm } from './components/PreferencesForm';

/**
 * /settings-preferences: the theme (this browser) and the language (the account). What the
 * customer is told, and how, has a page of its own: this one leads there.
 */
export default function PreferencesPage() {
  const title = usePageTitle();
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <AppearanceSection />
      <AccountPreferencesSection />
      <NotificationsLinkSection />
    </div>
  );
}

function NotificationsLinkSection() {
  const { t } = useTranslation();
  return (
    <PanelSection
      title={t('preferences.notifications.title')}
      description={t('preferences.notifications.description')}
    >
      <Link to={paths.settingsNotifications} className={linkClasses}>
        {t('preferences.notifications.link')}
      </Link>
    </PanelSection>
  );
}

function AccountPreferencesSection() {
  const { t } = useTranslation();
  const preferences = usePreferencesQuery();

  const body = () => {
    if (preferences.isLoading) {
      return <LoadingStatus />;
    }
    if (!preferences.data) {
      return (
        <FormAlert tone="error">
          <p>{t('preferences.loadFailed')}</p>
          <p>{describeApiError(apiErrorOf(preferences.error), t)}</p>
          <button
            type="button"
            onClick={() => void preferences.refetch()}
            className={secondaryButtonClasses}
          >
            {t('common.retry')}
          </button>
        </FormAlert>
      );
    }
    return <PreferencesForm saved={preferences.data} />;
  };

  return (
    <PanelSection
      title={t('preferences.server.title')}
      description={t('preferences.server.description')}
    >
      {body()}
    </PanelSection>
  );
}
