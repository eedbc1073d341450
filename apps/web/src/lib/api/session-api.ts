import {
  accessTokenSchema,
  newestSessionSchema,
  type SharedSession,
  sharedSessionSchema,
} from '@maple/contracts';
import { api } from './api';

/**
 * The calls that keep a customer session honest (docs/product/lifecycles.md and
 * docs/product/interfaces.md). They carry the user token they are given rather than the stored one:
 * the route guards decide what a refusal means.
 */
export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    regenerateCustomerToken: build.mutation<
      { at: string },
      { userToken: string; customerGuid: string }
    >({
      query: ({ userToken, customerGuid }) => ({
        url: '/customers/regenerate-customer-token',
        method: 'POST',
        body: { cybrid_guid: customerGuid },
        auth: { bearer: userToken },
      }),
      responseSchema: accessTokenSchema,
    }),
    checkCustomerTokenDuplicate: build.mutation<
      { iat: number },
      { userToken: string; email: string }
    >({
      query: ({ userToken, email }) => ({
        url: '/customers/check-customer-token-dublicate',
        method: 'POST',
        body: { email },
        auth: { bearer: userToken },
      }),
      responseSchema: newestSessionSchema,
    }),
    /** The browser's session, joined by a new tab through its session cookie (ADR 41). */
    joinSession: build.mutation<SharedSession, void>({
      query: () => ({ url: '/customers/session', method: 'POST', auth: 'none' }),
      responseSchema: sharedSessionSchema,
    }),
    signOut: build.mutation<null, { userToken: string }>({
      query: ({ userToken }) => ({
        url: '/identity/signout',
        method: 'POST',
        auth: { bearer: userToken },
      }),
      transformResponse: () => null,
    }),
    /** Ends the staff session on the server (the admin token stops working at once). */
    adminSignOut: build.mutation<null, void>({
      query: () => ({ url: '/admin/api/signout', method: 'POST', auth: 'admin' }),
      transformResponse: () => null,
    }),
  }),
});

export const { useAdminSignOutMutation } = sessionApi;
