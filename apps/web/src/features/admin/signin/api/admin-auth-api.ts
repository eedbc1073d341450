import { type AdminSignInRequest, adminTokenSchema, type LinkTokenRequest } from '@maple/contracts';
import { api } from '../../../../lib/api/api';

/** Staff sign-in (`/admin/api/signin`): e-mail, password and the authenticator code at once. */
export const adminAuthApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminSignIn: build.mutation<{ a_at: string }, AdminSignInRequest>({
      query: (body) => ({ url: '/admin/api/signin', method: 'POST', body, auth: 'none' }),
      responseSchema: adminTokenSchema,
    }),
    /** The e-mailed link that lifts a staff lockout (`/admin/signin?unlock=…`). */
    unlockStaff: build.mutation<null, LinkTokenRequest>({
      query: (body) => ({ url: '/admin/api/unlock', method: 'POST', body, auth: 'none' }),
      transformResponse: () => null,
    }),
  }),
});

export const { useAdminSignInMutation, useUnlockStaffMutation } = adminAuthApi;
