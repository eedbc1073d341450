import {
  type CreateOtpRequest,
  otpConfirmationSchema,
  otpSentSchema,
  type RecoveryCodes,
  recoveryCodesSchema,
  type TotpEnrolment,
  type TotpEnrolmentFinishRequest,
  type TotpUnenrolRequest,
  totpEnrolmentSchema,
  type UpdatePasswordRequest,
  type VerifyOtpRequest,
} from '@maple/contracts';
import { api } from '../../../lib/api/api';

const done = () => null;

/**
 * The security part of /settings: the authenticator app (TOTP) and the password (whether one is
 * enrolled is lib/security/mfa-api.ts). Every call carries the user token; a 401 ends the
 * session (docs/product/lifecycles.md).
 */
export const securityApi = api.injectEndpoints({
  endpoints: (build) => ({
    startTotpEnrolment: build.mutation<TotpEnrolment, void>({
      query: () => ({ url: '/identity/mfa/totp/enrolment', method: 'POST', auth: 'user' }),
      responseSchema: totpEnrolmentSchema,
    }),
    completeTotpEnrolment: build.mutation<RecoveryCodes, TotpEnrolmentFinishRequest>({
      query: (body) => ({
        url: '/identity/mfa/totp/enrolment/complete',
        method: 'POST',
        body,
        auth: 'user',
      }),
      responseSchema: recoveryCodesSchema,
      // Recovery codes may let a passwordless account's passkey go, or its password.
      invalidatesTags: ['SignInMethods'],
    }),
    unenrolTotp: build.mutation<null, TotpUnenrolRequest>({
      query: (body) => ({ url: '/identity/mfa/totp/unenrol', method: 'POST', body, auth: 'user' }),
      transformResponse: done,
      invalidatesTags: ['MfaStatus', 'SignInMethods'],
    }),
    createOtp: build.mutation<{ expires_at: string; channel: 'email' }, CreateOtpRequest>({
      query: (body) => ({ url: '/customers/create-otp', method: 'POST', body, auth: 'user' }),
      responseSchema: otpSentSchema,
    }),
    verifyOtp: build.mutation<
      { verified: true; confirmation_token: string; expires_at: string },
      VerifyOtpRequest
    >({
      query: (body) => ({ url: '/customers/verify_otp', method: 'POST', body, auth: 'user' }),
      responseSchema: otpConfirmationSchema,
    }),
    updatePassword: build.mutation<null, UpdatePasswordRequest>({
      query: (body) => ({ url: '/customers/update-password', method: 'POST', body, auth: 'user' }),
      transformResponse: done,
    }),
  }),
});

export const {
  useStartTotpEnrolmentMutation,
  useCompleteTotpEnrolmentMutation,
  useUnenrolTotpMutation,
  useCreateOtpMutation,
  useVerifyOtpMutation,
  useUpdatePasswordMutation,
} = securityApi;
