import { type CustomerLimits, customerLimitsSchema } from '@maple/contracts';
import { api } from '../../../lib/api/api';

/** The customer's limits (SPEC B4), with the user token. */
export const limitsApi = api.injectEndpoints({
  endpoints: (build) => ({
    customerLimits: build.query<CustomerLimits, void>({
      query: () => ({ url: '/customers/limits', auth: 'user' }),
      responseSchema: customerLimitsSchema,
    }),
  }),
});

export const { useCustomerLimitsQuery } = limitsApi;
