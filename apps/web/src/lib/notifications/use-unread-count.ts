import { useEffect } from 'react';
import { useUnreadNotificationsQuery } from './unread-api';

/** How often the bell asks while the page is shown: nothing tells the app of a new one. */
export const unreadPollMs = 60_000;

/**
 * The customer's unread notifications, asked for on mount, every minute while the tab is shown
 * (a hidden tab has no one to tell, and would poll all day) and again as the window regains focus
 * or the tab is shown again. Undefined until the first answer; a failed ask keeps the last count,
 * as the bell is not worth an error of its own.
 */
export function useUnreadCount(): number | undefined {
  const unread = useUnreadNotificationsQuery(undefined, { refetchOnMountOrArgChange: true });
  const { refetch } = unread;
  useEffect(() => {
    const ask = () => {
      if (document.visibilityState === 'visible') void refetch();
    };
    const timer = setInterval(ask, unreadPollMs);
    window.addEventListener('focus', ask);
    document.addEventListener('visibilitychange', ask);
    return () => {
      clearInterval(timer);
      window.removeEventListener('focus', ask);
      document.removeEventListener('visibilitychange', ask);
    };
  }, [refetch]);
  return unread.data?.unread_count;
}
