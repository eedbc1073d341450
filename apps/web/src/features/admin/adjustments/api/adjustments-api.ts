import {
  type Adjustment,
  type AdjustmentList,
  type AdjustmentProposal,
  type AdjustmentState,
  adjustmentListSchema,
  adjustmentSchema,
} from '@maple/contracts';
import { api } from '../../../../lib/api/api';

const base = '/admin/api/adjustments';

/** Adjustments come 20 to a page. */
export const adjustmentsPageSize = 20;

export interface AdjustmentFilters {
  state: AdjustmentState | '';
  customerGuid: string;
  page: number;
}

/** Manual adjustments (admin token): read by all staff, proposed by compliance, decided by admins. */
export const adjustmentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    adjustmentList: build.query<AdjustmentList, AdjustmentFilters>({
      query: ({ state, customerGuid, page }) => {
        const query = new URLSearchParams({
          page: String(page),
          per_page: String(adjustmentsPageSize),
        });
        if (state) query.set('state', state);
        if (customerGuid) query.set('customer_guid', customerGuid);
        return { url: `${base}?${query}`, auth: 'admin' };
      },
      responseSchema: adjustmentListSchema,
      providesTags: ['Adjustments'],
    }),
    proposeAdjustment: build.mutation<Adjustment, AdjustmentProposal>({
      query: (body) => ({ url: base, method: 'POST', body, auth: 'admin' }),
      responseSchema: adjustmentSchema,
      invalidatesTags: ['Adjustments'],
    }),
    decideAdjustment: build.mutation<
      Adjustment,
      { guid: string; decision: 'approve' | 'reject'; reason: string }
    >({
      query: ({ guid, decision, reason }) => ({
        url: `${base}/${encodeURIComponent(guid)}/${decision}`,
        method: 'POST',
        body: { reason },
        auth: 'admin',
      }),
      responseSchema: adjustmentSchema,
      invalidatesTags: ['Adjustments'],
    }),
  }),
});

export const { useAdjustmentListQuery, useProposeAdjustmentMutation, useDecideAdjustmentMutation } =
  adjustmentsApi;
