import { useNotificationsInfiniteQuery } from '../api/notifications-api';

/**
 * The customer's notifications, every page read so far in one list, newest first, and how many
 * are unread (the latest page read counts them last); undefined while the first page loads.
 */
export function useNotifications() {
  // Something may have been said since the page last opened: ask again each time.
  const answer = useNotificationsInfiniteQuery(undefined, { refetchOnMountOrArgChange: true });
  const pages = answer.data?.pages;
  return {
    notifications: pages?.flatMap((page) => page.objects),
    unread: pages?.at(-1)?.unread_count ?? 0,
    /** The first page failed: nothing to show. A failed reread keeps the list it had. */
    failed: answer.isError && !answer.data,
    olderFailed: answer.isFetchNextPageError,
    error: answer.error,
    retry: () => void answer.refetch(),
    hasOlder: answer.hasNextPage,
    loadingOlder: answer.isFetchingNextPage,
    showOlder: () => void answer.fetchNextPage(),
  };
}

export type Notifications = ReturnType<typeof useNotifications>;
