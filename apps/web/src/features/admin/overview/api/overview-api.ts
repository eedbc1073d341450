import { type AdminOverview, adminOverviewPath, adminOverviewSchema } from '@maple/contracts';
import { api } from '../../../../lib/api/api';

/** The back office's home (admin token; every staff role): counts and the day's figures. */
export const overviewApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminOverview: build.query<AdminOverview, void>({
      query: () => ({ url: adminOverviewPath, auth: 'admin' }),
      responseSchema: adminOverviewSchema,
      providesTags: ['AdminOverview'],
    }),
  }),
});

export const { useAdminOverviewQuery } = overviewApi;
