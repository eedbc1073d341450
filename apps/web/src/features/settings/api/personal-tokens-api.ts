import {
  type CreatedPersonalToken,
  type CreatePersonalTokenRequest,
  createdPersonalTokenSchema,
  type PersonalTokens,
  personalTokensSchema,
} from '@maple/contracts';
import { api } from '../../../lib/api/api';

const tokenUrl = (guid: string) => `/customers/personal-tokens/${encodeURIComponent(guid)}`;

/**
 * /settings: the customer's personal read-only API tokens (ADR 70). The list never carries a
 * secret; the one answer that does (creation) is kept on screen only, never in the cache.
 */
export const personalTokensApi = api.injectEndpoints({
  endpoints: (build) => ({
    personalTokens: build.query<PersonalTokens, void>({
      query: () => ({ url: '/customers/personal-tokens', auth: 'user' }),
      responseSchema: personalTokensSchema,
      providesTags: ['PersonalTokens'],
    }),
    createPersonalToken: build.mutation<CreatedPersonalToken, CreatePersonalTokenRequest>({
      query: (body) => ({ url: '/customers/personal-tokens', method: 'POST', body, auth: 'user' }),
      responseSchema: createdPersonalTokenSchema,
      invalidatesTags: ['PersonalTokens'],
    }),
    revokePersonalToken: build.mutation<null, string>({
      query: (guid) => ({ url: tokenUrl(guid), method: 'DELETE', auth: 'user' }),
      transformResponse: () => null,
      invalidatesTags: ['PersonalTokens'],
    }),
  }),
});

export const {
  usePersonalTokensQuery,
  useCreatePersonalTokenMutation,
  useRevokePersonalTokenMutation,
} = personalTokensApi;
