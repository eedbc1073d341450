import {
  type CustomerTokens,
  customerTokensSchema,
  type LinkTokenRequest,
  type MfaSignInRequest,
  type PasskeyCeremony,
  type PasskeySignInRequest,
  type PasswordResetComplete,
  type PasswordResetRequest,
  passkeyCeremonySchema,
  type SignInRequest,
  type SignInResult,
  type SignUpRequest,
  signInResultSchema,
} from '@maple/contracts';
import { api } from '../../../lib/api/api';

/** Only the neutral acknowledgement's arrival matters; its wording is the app's own. */
const acknowledged = () => null;

/**
 * Sign-up, sign-in and e-mail links (docs/identity.md). Identity and MFA tokens pass through
 * here into component memory only (docs/product/overview.md); nothing of them is stored.
 */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    signUp: build.mutation<null, SignUpRequest>({
      query: (body) => ({ url: '/customers/signup', method: 'POST', body, auth: 'none' }),
      transformResponse: acknowledged,
    }),
    signIn: build.mutation<SignInResult, SignInRequest>({
      query: (body) => ({ url: '/identity/signin', method: 'POST', body, auth: 'none' }),
      responseSchema: signInResultSchema,
    }),
    signInMfa: build.mutation<SignInResult, MfaSignInRequest>({
      query: (body) => ({ url: '/identity/signin/mfa', method: 'POST', body, auth: 'none' }),
      responseSchema: signInResultSchema,
    }),
    /** A challenge for any of the customer's passkeys (discoverable: no e-mail asked first). */
    passkeySignInOptions: build.mutation<PasskeyCeremony, void>({
      query: () => ({ url: '/identity/signin/passkey/options', method: 'POST', auth: 'none' }),
      responseSchema: passkeyCeremonySchema,
    }),
    signInWithPasskey: build.mutation<SignInResult, PasskeySignInRequest>({
      query: (body) => ({ url: '/identity/signin/passkey', method: 'POST', body, auth: 'none' }),
      responseSchema: signInResultSchema,
    }),
    generateCustomerToken: build.mutation<CustomerTokens, { idToken: string }>({
      query: ({ idToken }) => ({
        url: '/customers/generate-customer-token',
        method: 'POST',
        auth: { bearer: idToken },
      }),
      responseSchema: customerTokensSchema,
    }),
    verifyEmail: build.mutation<null, LinkTokenRequest>({
      query: (body) => ({ url: '/identity/verify-email', method: 'POST', body, auth: 'none' }),
      transformResponse: acknowledged,
    }),
    unlockAccount: build.mutation<null, LinkTokenRequest>({
      query: (body) => ({ url: '/identity/unlock', method: 'POST', body, auth: 'none' }),
      transformResponse: acknowledged,
    }),
    generateEmailLink: build.mutation<null, { email: string }>({
      query: (body) => ({
        url: '/customers/generate-email-link',
        method: 'POST',
        body,
        auth: 'none',
      }),
      transformResponse: acknowledged,
    }),
    requestPasswordReset: build.mutation<null, PasswordResetRequest>({
      query: (body) => ({ url: '/customers/reset-password', method: 'POST', body, auth: 'none' }),
      transformResponse: acknowledged,
    }),
    completePasswordReset: build.mutation<null, PasswordResetComplete>({
      query: (body) => ({
        url: '/identity/password-reset/complete',
        method: 'POST',
        body,
        auth: 'none',
      }),
      transformResponse: acknowledged,
    }),
  }),
});

export const {
  useSignUpMutation,
  useSignInMutation,
  useSignInMfaMutation,
  usePasskeySignInOptionsMutation,
  useSignInWithPasskeyMutation,
  useGenerateCustomerTokenMutation,
  useVerifyEmailMutation,
  useUnlockAccountMutation,
  useGenerateEmailLinkMutation,
  useRequestPasswordResetMutation,
  useCompletePasswordResetMutation,
} = authApi;
