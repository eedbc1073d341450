import { type PasskeyList, passkeyListSchema } from '@maple/contracts';
import { api } from '../api/api';

/**
 * The customer's passkeys (/identity/passkeys): /settings lists and manages them, and the screens
 * that confirm a withdrawal or a new wallet offer a passkey's approval when there is one. The
 * changes (settings feature) invalidate the `Passkeys` tag this list provides.
 */
export const passkeyListApi = api.injectEndpoints({
  endpoints: (build) => ({
    passkeys: build.query<PasskeyList, void>({
      query: () => ({ url: '/identity/passkeys', auth: 'user' }),
      responseSchema: passkeyListSchema,
      providesTags: ['Passkeys'],
    }),
  }),
});

export const { usePasskeysQuery } = passkeyListApi;
