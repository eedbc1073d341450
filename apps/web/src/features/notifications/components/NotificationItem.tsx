import type { Notification } from '@maple/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format/date-time';
import { notificationWords } from '../notification-words';

/**
 * One notification, a link to what it is about (the server's `url`: a quote prefilled for a
 * price, the history for a transfer). An unread one is drawn bold with a dot and its link's text
 * starts with "Unread:", so a screen reader hears it too. Opening it marks it read (`onOpen`) as
 * the app goes there.
 */
export function NotificationItem({
  notification,
  onOpen,
}: {
  notification: Notification;
  onOpen: (notification: Notification) => void;
}) {
  const { t, i18n } = useTranslation();
  const unread = notification.read_at === null;
  return (
    <li>
      <Link
        to={notification.url}
        onClick={() => onOpen(notification)}
        className={`flex items-start gap-3 px-4 py-3 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-red-700 dark:hover:bg-gray-900 dark:focus-visible:outline-red-300 ${
          unread ? 'bg-red-50/60 dark:bg-red-950/40' : ''
        }`}
      >
        <span
          aria-hidden="true"
          className={`mt-2 size-2 shrink-0 rounded-full ${unread ? 'bg-red-700 dark:bg-red-400' : ''}`}
        />
        <span className="min-w-0 flex-1 space-y-1">
          <span className={`block break-words ${unread ? 'font-semibold' : ''}`}>
            {unread && <span className="sr-only">{`${t('notifications.unread')} `}</span>}
            {notificationWords(notification, t, i18n.language)}
          </span>
          <time
            dateTime={notification.created_at}
            className="block text-sm text-gray-600 dark:text-gray-400"
          >
            {formatDateTime(notification.created_at, i18n.language)}
          </time>
        </span>
      </Link>
    </li>
  );
}
