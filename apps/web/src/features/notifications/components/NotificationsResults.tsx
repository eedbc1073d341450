import type { Notification } from '@maple/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/form/FormAlert';
import { linkClasses, secondaryButtonClasses } from '../../../components/form/form-styles';
import { LoadingStatus } from '../../../components/loader/LoadingStatus';
import { LoadProblem } from '../../../components/trading/LoadProblem';
import { apiErrorOf } from '../../../lib/api/api-error';
import { describeApiError } from '../../../lib/errors/api-error-message';
import { paths } from '../../../lib/routing/paths';
import type { Notifications } from '../hooks/use-notifications';
import { NotificationItem } from './NotificationItem';

/** The page after the last one read; a failure says so beside the button that retries. */
function ShowOlder({ list }: { list: Notifications }) {
  const { t } = useTranslation();
  if (!list.hasOlder) return null;
  return (
    <div className="space-y-3">
      {list.olderFailed && !list.loadingOlder && (
        <FormAlert tone="error">
          <p className="font-semibold">{t('notifications.olderFailed')}</p>
          <p>{describeApiError(apiErrorOf(list.error), t)}</p>
        </FormAlert>
      )}
      <button
        type="button"
        onClick={list.showOlder}
        disabled={list.loadingOlder}
        aria-busy={list.loadingOlder}
        className={secondaryButtonClasses}
      >
        {t('notifications.showOlder')}
      </button>
    </div>
  );
}

/** The notifications, newest first, or that they are loading, failed, or that there are none. */
export function NotificationsResults({
  list,
  onOpen,
}: {
  list: Notifications;
  onOpen: (notification: Notification) => void;
}) {
  const { t } = useTranslation();
  if (list.failed) {
    return (
      <LoadProblem
        title={t('notifications.loadFailed')}
        error={apiErrorOf(list.error)}
        onRetry={list.retry}
      />
    );
  }
  if (!list.notifications) return <LoadingStatus />;
  if (list.notifications.length === 0) {
    return (
      <p role="status">
        {t('notifications.empty')}{' '}
        <Link to={paths.alerts} className={linkClasses}>
          {t('notifications.createAlert')}
        </Link>
      </p>
    );
  }
  return (
    <div className="space-y-4">
      <ul
        aria-label={t('notifications.listLabel')}
        className="divide-y divide-gray-200 overflow-hidden rounded-lg border border-gray-200 dark:divide-gray-800 dark:border-gray-800"
      >
        {list.notifications.map((notification) => (
          <NotificationItem key={notification.guid} notification={notification} onOpen={onOpen} />
        ))}
      </ul>
      <ShowOlder list={list} />
    </div>
  );
}
