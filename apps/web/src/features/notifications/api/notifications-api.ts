import {
  type MarkNotificationsRead,
  type NotificationList,
  notificationListSchema,
  type UnreadNotifications,
  unreadNotificationsSchema,
} from '@maple/contracts';
import { api } from '../../../lib/api/api';
import { unreadCountSet } from '../../../lib/notifications/unread-api';

/** Notifications come 20 to a page, the server's default, made explicit so the query says it. */
const perPage = 20;

/** The list's query (`notificationListQuerySchema`): where the page before ended, if any. */
export function notificationQueryOf(cursor: string | null): URLSearchParams {
  const query = new URLSearchParams({ per_page: String(perPage) });
  if (cursor !== null) query.set('cursor', cursor);
  return query;
}

const isMarked = (marked: MarkNotificationsRead, guid: string): boolean =>
  'guids' in marked ? marked.guids.includes(guid) : true;

/**
 * The notification centre (ADR 79): the customer's notifications, newest first, as an infinite
 * query ("Show older" adds the page after the last one read), and marking them read. A marking
 * answers the new unread count: it goes to the header's bell and to the pages shown, whose
 * notifications it marked read, without asking for either again.
 */
export const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    notifications: build.infiniteQuery<NotificationList, void, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        // null on the last page: there is no older one.
        getNextPageParam: (last) => last.next_cursor,
      },
      query: ({ pageParam }) => ({
        url: `/customers/notifications?${notificationQueryOf(pageParam)}`,
        auth: 'user',
      }),
      responseSchema: notificationListSchema,
    }),
    markNotificationsRead: build.mutation<UnreadNotifications, MarkNotificationsRead>({
      query: (body) => ({
        url: '/customers/notifications/read',
        method: 'POST',
        body,
        auth: 'user',
      }),
      responseSchema: unreadNotificationsSchema,
      async onQueryStarted(marked, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => undefined);
        if (!answer) return;
        const unread = answer.data;
        dispatch(unreadCountSet(unread));
        const readAt = new Date().toISOString();
        dispatch(
          notificationsApi.util.updateQueryData('notifications', undefined, (list) => {
            for (const page of list.pages) {
              page.unread_count = unread.unread_count;
              for (const notification of page.objects) {
                if (notification.read_at === null && isMarked(marked, notification.guid)) {
                  notification.read_at = readAt;
                }
              }
            }
          }),
        );
      },
    }),
  }),
});

export const { useNotificationsInfiniteQuery, useMarkNotificationsReadMutation } = notificationsApi;
