import {
  type Passkey,
  type PasskeyCeremony,
  type PasskeyCreateRequest,
  type PasskeyList,
  type PasskeyRenameRequest,
  passkeyCeremonySchema,
  passkeyListSchema,
  passkeySchema,
  type StaffPasskeyRegistrationRequest,
  type StaffPasskeyRemoveRequest,
} from '@maple/contracts';
import { api } from '../../../../lib/api/api';

const PATH = '/admin/api/me/passkeys';
const passkeyUrl = (id: string) => `${PATH}/${encodeURIComponent(id)}`;

/**
 * The signed-in staff member's own passkeys (`/admin/api/me/passkeys`, ADR 56): adding one is
 * the password and a current code, then the browser's ceremony, then the credential it made.
 * Every change refreshes the list, refusals too: a 404 or a 409 means the list on screen is out
 * of date.
 */
export const staffPasskeysApi = api.injectEndpoints({
  endpoints: (build) => ({
    staffPasskeys: build.query<PasskeyList, void>({
      query: () => ({ url: PATH, auth: 'admin' }),
      responseSchema: passkeyListSchema,
      providesTags: ['StaffPasskeys'],
    }),
    startStaffPasskeyRegistration: build.mutation<PasskeyCeremony, StaffPasskeyRegistrationRequest>(
      {
        query: (body) => ({ url: `${PATH}/registration`, method: 'POST', body, auth: 'admin' }),
        responseSchema: passkeyCeremonySchema,
      },
    ),
    createStaffPasskey: build.mutation<Passkey, PasskeyCreateRequest>({
      query: (body) => ({ url: PATH, method: 'POST', body, auth: 'admin' }),
      responseSchema: passkeySchema,
      invalidatesTags: ['StaffPasskeys'],
    }),
    renameStaffPasskey: build.mutation<Passkey, PasskeyRenameRequest & { id: string }>({
      query: ({ id, ...body }) => ({ url: passkeyUrl(id), method: 'PATCH', body, auth: 'admin' }),
      responseSchema: passkeySchema,
      invalidatesTags: ['StaffPasskeys'],
    }),
    removeStaffPasskey: build.mutation<null, StaffPasskeyRemoveRequest & { id: string }>({
      query: ({ id, ...body }) => ({ url: passkeyUrl(id), method: 'DELETE', body, auth: 'admin' }),
      // Only the acknowledgement's arrival matters; the words shown are the app's own.
      transformResponse: () => null,
      invalidatesTags: ['StaffPasskeys'],
    }),
  }),
});

export const {
  useStaffPasskeysQuery,
  useStartStaffPasskeyRegistrationMutation,
  useCreateStaffPasskeyMutation,
  useRenameStaffPasskeyMutation,
  useRemoveStaffPasskeyMutation,
} = staffPasskeysApi;
