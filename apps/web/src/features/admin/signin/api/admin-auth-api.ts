import {
  type AdminSignInRequest,
  adminTokenSchema,
  type LinkTokenRequest,
  type PasskeyCeremony,
  type PasskeySignInRequest,
  passkeyCeremonySchema,
} from '@maple/contracts';
import { api } from '../../../../lib/api/api';

/**
 * Staff sign-in (`/admin/api/signin`): e-mail, password and the authenticator code at once, or
 * a passkey alone (`/admin/api/signin/passkey`, ADR 56).
 */
export const adminAuthApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminSignIn: build.mutation<{ a_at: string }, AdminSignInRequest>({
      query: (body) => ({ url: '/admin/api/signin', method: 'POST', body, auth: 'none' }),
      responseSchema: adminTokenSchema,
    }),
    /** A sign-in ceremony: options for `navigator.credentials.get`. */
    adminPasskeySignInOptions: build.mutation<PasskeyCeremony, void>({
      query: () => ({ url: '/admin/api/signin/passkey/options', method: 'POST', auth: 'none' }),
      responseSchema: passkeyCeremonySchema,
    }),
    adminSignInWithPasskey: build.mutation<{ a_at: string }, PasskeySignInRequest>({
      query: (body) => ({ url: '/admin/api/signin/passkey', method: 'POST', body, auth: 'none' }),
      responseSchema: adminTokenSchema,
    }),
    /** The e-mailed link that lifts a staff lockout (`/admin/signin?unlock=…`). */
    unlockStaff: build.mutation<null, LinkTokenRequest>({
      query: (body) => ({ url: '/admin/api/unlock', method: 'POST', body, auth: 'none' }),
      transformResponse: () => null,
    }),
  }),
});

export const {
  useAdminSignInMutation,
  useAdminPasskeySignInOptionsMutation,
  useAdminSignInWithPasskeyMutation,
  useUnlockStaffMutation,
} = adminAuthApi;
