import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useUnreadCount } from '../../lib/notifications/use-unread-count';
import { paths } from '../../lib/routing/paths';
import { BellIcon } from '../icons';

/** More than this shows as "99+": the badge keeps its size; the link's name says the number. */
const badgeMax = 99;

/**
 * The header's way to the notification centre, with how many notifications are unread. The
 * count is in the link's name ("Notifications, 3 unread"), so a screen reader hears it with the
 * link; the badge only draws it.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const unread = useUnreadCount() ?? 0;
  const label =
    unread > 0 ? t('header.notificationsUnread', { count: unread }) : t('header.notifications');
  return (
    <NavLink
      to={paths.notifications}
      aria-label={label}
      className="relative rounded-md p-2 text-gray-700 hover:bg-gray-100 aria-[current=page]:text-red-700 dark:text-gray-200 dark:hover:bg-gray-800 dark:aria-[current=page]:text-red-300"
    >
      <BellIcon className="size-5" />
      {unread > 0 && (
        <span
          aria-hidden="true"
          className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-red-700 px-1 text-center text-xs leading-5 font-semibold text-white dark:bg-red-600"
        >
          {unread > badgeMax ? `${badgeMax}+` : unread}
        </span>
      )}
    </NavLink>
  );
}
