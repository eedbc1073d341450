import {
  type Language,
  type StaffEnrolment,
  type StaffEnrolmentFinish,
  type StaffInvite,
  type StaffList,
  type StaffMember,
  type StaffRole,
  staffEnrolmentSchema,
  staffListSchema,
  staffMemberSchema,
} from '@maple/contracts';
import { api } from '../../../../lib/api/api';

const base = '/admin/api/staff';
const one = (id: string) => `${base}/${encodeURIComponent(id)}`;

/** The bodiless actions on a member; a role grant's decision is one (ADR 39). */
export type StaffAction = 'reset-mfa' | 'deactivate' | 'approve-role' | 'reject-role';

/** Staff management (admins) and the enrolment link's two steps (no token: the link is the key). */
export const staffManagementApi = api.injectEndpoints({
  endpoints: (build) => ({
    staffList: build.query<StaffList, void>({
      query: () => ({ url: base, auth: 'admin' }),
      responseSchema: staffListSchema,
      providesTags: ['Staff'],
    }),
    inviteStaff: build.mutation<StaffMember, StaffInvite>({
      query: (body) => ({ url: base, method: 'POST', body, auth: 'admin' }),
      responseSchema: staffMemberSchema,
      invalidatesTags: ['Staff'],
    }),
    setStaffRole: build.mutation<StaffMember, { id: string; role: StaffRole }>({
      query: ({ id, role }) => ({
        url: `${one(id)}/role`,
        method: 'POST',
        body: { role },
        auth: 'admin',
      }),
      responseSchema: staffMemberSchema,
      invalidatesTags: ['Staff'],
    }),
    setStaffLanguage: build.mutation<StaffMember, { id: string; language: Language }>({
      query: ({ id, language }) => ({
        url: `${one(id)}/language`,
        method: 'POST',
        body: { language },
        auth: 'admin',
      }),
      responseSchema: staffMemberSchema,
      invalidatesTags: ['Staff'],
    }),
    staffAction: build.mutation<StaffMember, { id: string; action: StaffAction }>({
      query: ({ id, action }) => ({
        url: `${one(id)}/${action}`,
        method: 'POST',
        body: {},
        auth: 'admin',
      }),
      responseSchema: staffMemberSchema,
      invalidatesTags: ['Staff'],
    }),
    startStaffEnrolment: build.mutation<StaffEnrolment, { token: string }>({
      query: (body) => ({ url: '/admin/api/enrolment/start', method: 'POST', body, auth: 'none' }),
      responseSchema: staffEnrolmentSchema,
    }),
    finishStaffEnrolment: build.mutation<null, StaffEnrolmentFinish>({
      query: (body) => ({ url: '/admin/api/enrolment/finish', method: 'POST', body, auth: 'none' }),
      transformResponse: () => null,
    }),
  }),
});

export const {
  useStaffListQuery,
  useInviteStaffMutation,
  useSetStaffRoleMutation,
  useSetStaffLanguageMutation,
  useStaffActionMutation,
  useStartStaffEnrolmentMutation,
  useFinishStaffEnrolmentMutation,
} = staffManagementApi;
