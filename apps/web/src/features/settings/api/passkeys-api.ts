import {
  type Passkey,
  type PasskeyCeremony,
  type PasskeyCreateRequest,
  type PasskeyRegistrationRequest,
  type PasskeyRemoveRequest,
  type PasskeyRenameRequest,
  passkeyCeremonySchema,
  passkeySchema,
} from '@maple/contracts';
import { api } from '../../../lib/api/api';

const passkeyUrl = (id: string) => `/identity/passkeys/${encodeURIComponent(id)}`;

/**
 * Changes to the customer's passkeys (/identity/passkeys; the list is in
 * lib/security/passkeys-api.ts, as the approving screens read it too): adding one is the
 * password (or, without one, another passkey's approval), then the browser's ceremony, then the
 * credential it made. Every change refreshes the list, refusals too: a 404 or a 409 means the list
 * on screen is out of date; and the ways in the account may remove (sign-in-methods-api.ts).
 */
export const passkeysApi = api.injectEndpoints({
  endpoints: (build) => ({
    startPasskeyRegistration: build.mutation<PasskeyCeremony, PasskeyRegistrationRequest>({
      query: (body) => ({
        url: '/identity/passkeys/registration',
        method: 'POST',
        body,
        auth: 'user',
      }),
      responseSchema: passkeyCeremonySchema,
    }),
    createPasskey: build.mutation<Passkey, PasskeyCreateRequest>({
      query: (body) => ({ url: '/identity/passkeys', method: 'POST', body, auth: 'user' }),
      responseSchema: passkeySchema,
      invalidatesTags: ['Passkeys', 'SignInMethods'],
    }),
    renamePasskey: build.mutation<Passkey, PasskeyRenameRequest & { id: string }>({
      query: ({ id, ...body }) => ({ url: passkeyUrl(id), method: 'PATCH', body, auth: 'user' }),
      responseSchema: passkeySchema,
      invalidatesTags: ['Passkeys'],
    }),
    removePasskey: build.mutation<null, PasskeyRemoveRequest & { id: string }>({
      query: ({ id, ...body }) => ({ url: passkeyUrl(id), method: 'DELETE', body, auth: 'user' }),
      // Only the acknowledgement's arrival matters; the words shown are the app's own.
      transformResponse: () => null,
      invalidatesTags: ['Passkeys', 'SignInMethods'],
    }),
  }),
});

export const {
  useStartPasskeyRegistrationMutation,
  useCreatePasskeyMutation,
  useRenamePasskeyMutation,
  useRemovePasskeyMutation,
} = passkeysApi;
