import { type UnreadNotifications, unreadNotificationsSchema } from '@maple/contracts';
import { api } from '../api/api';

/**
 * How many of the customer's notifications are unread (ADR 79): what the header's bell shows.
 * Marking notifications read answers the new count, which goes straight into this cache entry
 * (`unreadCountSet`) rather than being asked for again.
 */
export const unreadNotificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    unreadNotifications: build.query<UnreadNotifications, void>({
      query: () => ({ url: '/customers/notifications/unread', auth: 'user' }),
      responseSchema: unreadNotificationsSchema,
    }),
  }),
});

export const { useUnreadNotificationsQuery } = unreadNotificationsApi;

/** The action that makes the bell show `unread`, as the server last counted them. */
export const unreadCountSet = (unread: UnreadNotifications) =>
  unreadNotificationsApi.util.upsertQueryData('unreadNotifications', undefined, unread);
