import { type CustomerAdjustmentList, customerAdjustmentListSchema } from '@maple/contracts';
import { api } from '../../../lib/api/api';

/** A page of the customer's posted adjustments, optionally within a range of instants. */
export interface AdjustmentFilter {
  page: number;
  postedAtGte?: string;
  postedAtLt?: string;
}

/** The customer's manual adjustments (user token), 100 to a page: part of their history. */
export const adjustmentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    customerAdjustments: build.query<CustomerAdjustmentList, AdjustmentFilter>({
      query: ({ page, postedAtGte, postedAtLt }) => {
        const query = new URLSearchParams({ page: String(page), per_page: '100' });
        if (postedAtGte) query.set('posted_at_gte', postedAtGte);
        if (postedAtLt) query.set('posted_at_lt', postedAtLt);
        return { url: `/customers/adjustments?${query}`, auth: 'user' };
      },
      responseSchema: customerAdjustmentListSchema,
    }),
  }),
});

export const { useCustomerAdjustmentsQuery } = adjustmentsApi;
