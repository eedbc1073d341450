import {
  type PasskeyCeremony,
  type PasswordRemoveRequest,
  type PasswordSetRequest,
  passkeyCeremonySchema,
  type SecurityApprovalOptionsRequest,
  type SignInMethods,
  signInMethodsSchema,
} from '@maple/contracts';
import { api } from '../../../lib/api/api';

const done = () => null;

/**
 * The customer's ways in (docs/decisions/0057-passwordless-accounts.md): whether the account has
 * a password and which way in may go now, removing the password and setting one again, and the
 * passkey approvals those and a passwordless account's other security changes take.
 */
export const signInMethodsApi = api.injectEndpoints({
  endpoints: (build) => ({
    signInMethods: build.query<SignInMethods, void>({
      query: () => ({ url: '/identity/sign-in-methods', auth: 'user' }),
      responseSchema: signInMethodsSchema,
      providesTags: ['SignInMethods'],
    }),
    changeApprovalOptions: build.mutation<PasskeyCeremony, SecurityApprovalOptionsRequest>({
      query: (body) => ({
        url: '/identity/passkey-approval/options',
        method: 'POST',
        body,
        auth: 'user',
      }),
      responseSchema: passkeyCeremonySchema,
    }),
    removePassword: build.mutation<null, PasswordRemoveRequest>({
      query: (body) => ({ url: '/identity/password', method: 'DELETE', body, auth: 'user' }),
      transformResponse: done,
      invalidatesTags: ['SignInMethods'],
    }),
    setPassword: build.mutation<null, PasswordSetRequest>({
      query: (body) => ({ url: '/identity/password', method: 'POST', body, auth: 'user' }),
      transformResponse: done,
      invalidatesTags: ['SignInMethods'],
    }),
  }),
});

export const {
  useSignInMethodsQuery,
  useChangeApprovalOptionsMutation,
  useRemovePasswordMutation,
  useSetPasswordMutation,
} = signInMethodsApi;
