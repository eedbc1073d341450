import { type Preferences, preferencesSchema } from '@maple/contracts';
import { api } from '../../../lib/api/api';

/** /settings-preferences: the language of the customer's e-mails and the optional e-mails. */
export const preferencesApi = api.injectEndpoints({
  endpoints: (build) => ({
    preferences: build.query<Preferences, void>({
      query: () => ({ url: '/customers/preferences', auth: 'user' }),
      responseSchema: preferencesSchema,
      providesTags: ['Preferences'],
    }),
    savePreferences: build.mutation<Preferences, Preferences>({
      query: (body) => ({ url: '/customers/preferences', method: 'PUT', body, auth: 'user' }),
      responseSchema: preferencesSchema,
      // The answer is what was saved: the page shows it without asking again. A refusal is
      // the mutation's own result, shown by the form.
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const saved = await queryFulfilled.catch(() => undefined);
        if (saved)
          dispatch(preferencesApi.util.upsertQueryData('preferences', undefined, saved.data));
      },
    }),
  }),
});

export const { usePreferencesQuery, useSavePreferencesMutation } = preferencesApi;
