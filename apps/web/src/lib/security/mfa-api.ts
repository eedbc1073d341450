import { type MfaStatus, mfaStatusSchema } from '@maple/contracts';
import { api } from '../api/api';

/**
 * Whether the customer has an authenticator app (TOTP): /settings shows it, and the screens that
 * confirm a sensitive action with a code offer it beside the e-mail code.
 */
export const mfaApi = api.injectEndpoints({
  endpoints: (build) => ({
    mfaStatus: build.query<MfaStatus, void>({
      query: () => ({ url: '/identity/mfa', auth: 'user' }),
      responseSchema: mfaStatusSchema,
      providesTags: ['MfaStatus'],
    }),
  }),
});

export const { useMfaStatusQuery } = mfaApi;
