import { type KycStatus, kycStatusSchema } from '@maple/contracts';
import { api } from '../api/api';

/**
 * The customer's identity-verification standing (`GET /customers/kyc`), read by the
 * verification flow, the dashboard's checklist and the settings page. Every change to a
 * verification invalidates the `Kyc` tag, so each of them shows the new standing.
 */
export const kycStatusApi = api.injectEndpoints({
  endpoints: (build) => ({
    kycStatus: build.query<KycStatus, void>({
      query: () => ({ url: '/customers/kyc', auth: 'user' }),
      responseSchema: kycStatusSchema,
      providesTags: ['Kyc'],
    }),
  }),
});

export const { useKycStatusQuery } = kycStatusApi;
