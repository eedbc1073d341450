import { type NotificationSettings, notificationSettingsSchema } from '@maple/contracts';
import { api } from '../../../lib/api/api';

/** /settings-notifications: what the customer is told, each topic by each channel it offers. */
export const notificationSettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    notificationSettings: build.query<NotificationSettings, void>({
      query: () => ({ url: '/customers/notification-settings', auth: 'user' }),
      responseSchema: notificationSettingsSchema,
      providesTags: ['NotificationSettings'],
    }),
    saveNotificationSettings: build.mutation<NotificationSettings, NotificationSettings>({
      query: (body) => ({
        url: '/customers/notification-settings',
        method: 'PUT',
        body,
        auth: 'user',
      }),
      responseSchema: notificationSettingsSchema,
      // The answer is what was saved: the page shows it without asking again. A refusal is
      // the mutation's own result, shown by the form.
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const saved = await queryFulfilled.catch(() => undefined);
        if (saved)
          dispatch(
            notificationSettingsApi.util.upsertQueryData(
              'notificationSettings',
              undefined,
              saved.data,
            ),
          );
      },
    }),
  }),
});

export const { useNotificationSettingsQuery, useSaveNotificationSettingsMutation } =
  notificationSettingsApi;
