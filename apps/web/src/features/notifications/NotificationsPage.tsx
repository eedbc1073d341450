import type { Notification } from '@maple/contracts';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/trading/PageHeading';
import { apiErrorOf } from '../../lib/api/api-error';
import { useMarkNotificationsReadMutation } from './api/notifications-api';
import { NotificationsResults } from './components/NotificationsResults';
import { ReadAllBar } from './components/ReadAllBar';
import { useNotifications } from './hooks/use-notifications';

/**
 * /notifications: the notification centre (ADR 79). What the customer was told, newest first,
 * 20 at a time with "Show older"; the unread ones marked. Opening one marks it read and goes to
 * what it is about; "Mark all as read" marks every one, older pages not yet shown included.
 */
export default function NotificationsPage() {
  const { t } = useTranslation();
  const list = useNotifications();
  const [markRead] = useMarkNotificationsReadMutation();
  const [markAll, markingAll] = useMarkNotificationsReadMutation();
  // Marked on the way out, not awaited: the page it opens must not wait on it.
  const open = (notification: Notification) => {
    if (notification.read_at === null) void markRead({ guids: [notification.guid] });
  };
  return (
    <div className="mx-auto w-full max-w-4xl space-y-6 px-4 py-8 sm:px-6">
      <PageHeading intro={t('notifications.intro')} />
      {list.notifications && list.notifications.length > 0 && (
        <ReadAllBar
          unread={list.unread}
          busy={markingAll.isLoading}
          failure={markingAll.error ? apiErrorOf(markingAll.error) : null}
          onReadAll={() => void markAll({ all: true })}
        />
      )}
      <NotificationsResults list={list} onOpen={open} />
    </div>
  );
}
