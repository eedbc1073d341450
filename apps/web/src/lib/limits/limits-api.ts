import { type CustomerLimits, customerLimitsSchema } from '@maple/contracts';
import { api } from '../api/api';

/**
 * The customer's limits (docs/product/limits.md), with the user token: /settings and the funding
 * screens.
 */
export const limitsApi = api.injectEndpoints({
  endpoints: (build) => ({
    customerLimits: build.query<CustomerLimits, void>({
      query: () => ({ url: '/customers/limits', auth: 'user' }),
      responseSchema: customerLimitsSchema,
      // A transfer uses some of the funding limits.
      providesTags: ['Limits'],
    }),
  }),
});

export const { useCustomerLimitsQuery } = limitsApi;
