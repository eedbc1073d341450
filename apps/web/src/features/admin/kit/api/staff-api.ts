import { type StaffProfile, staffProfileSchema } from '@maple/contracts';
import { api } from '../../../../lib/api/api';

/** The signed-in staff member (`/admin/api/me`): the back office shows what the role allows. */
export const staffApi = api.injectEndpoints({
  endpoints: (build) => ({
    staffProfile: build.query<StaffProfile, void>({
      query: () => ({ url: '/admin/api/me', auth: 'admin' }),
      responseSchema: staffProfileSchema,
    }),
  }),
});

export const { useStaffProfileQuery } = staffApi;
