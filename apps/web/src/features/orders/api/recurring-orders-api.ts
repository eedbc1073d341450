import {
  type PadAgreementList,
  padAgreementListSchema,
  type RecurringOrder,
  type RecurringOrderChange,
  type RecurringOrderList,
  type RecurringOrderRequest,
  type RecurringRunList,
  recurringOrderListSchema,
  recurringOrderSchema,
  recurringRunListSchema,
} from '@maple/contracts';
import { api } from '../../../lib/api/api';

const ordersUrl = '/customers/recurring-orders';
const orderUrl = (guid: string) => `${ordersUrl}/${encodeURIComponent(guid)}`;

/**
 * The customer's recurring orders (ADR 83), active and paused ones first, then those that ended,
 * and each one's runs, newest first. Nothing is held between runs, so the balances do not move
 * with a schedule. Refused or not, a change reads the list again: a 409 is a schedule whose state
 * changed meanwhile. A change to one schedule makes its runs stale too: a planned one may go.
 * A buy funded by a bank account may agree to the pre-authorized debit terms for it as it is set
 * up, so setting one up reads the agreements again.
 */
export const recurringOrdersApi = api.injectEndpoints({
  endpoints: (build) => ({
    recurringOrders: build.query<RecurringOrderList, void>({
      query: () => ({ url: ordersUrl, auth: 'user' }),
      responseSchema: recurringOrderListSchema,
      providesTags: ['RecurringOrders'],
    }),
    recurringRuns: build.query<RecurringRunList, string>({
      query: (guid) => ({ url: `${orderUrl(guid)}/runs`, auth: 'user' }),
      responseSchema: recurringRunListSchema,
      providesTags: (_runs, _error, guid) => [{ type: 'RecurringRuns', id: guid }],
    }),
    padAgreements: build.query<PadAgreementList, void>({
      query: () => ({ url: '/customers/pad-agreements', auth: 'user' }),
      responseSchema: padAgreementListSchema,
      providesTags: ['PadAgreements'],
    }),
    // One key per schedule set up: a request the network retries sets it up once.
    createRecurringOrder: build.mutation<
      RecurringOrder,
      { body: RecurringOrderRequest; idempotencyKey: string }
    >({
      query: ({ body, idempotencyKey }) => ({
        url: ordersUrl,
        method: 'POST',
        body,
        auth: 'user',
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      responseSchema: recurringOrderSchema,
      invalidatesTags: (created) => (created ? ['RecurringOrders', 'PadAgreements'] : []),
    }),
    changeRecurringOrder: build.mutation<
      RecurringOrder,
      { guid: string; change: RecurringOrderChange }
    >({
      query: ({ guid, change }) => ({
        url: orderUrl(guid),
        method: 'PATCH',
        body: change,
        auth: 'user',
      }),
      responseSchema: recurringOrderSchema,
      invalidatesTags: (_order, _error, { guid }) => [
        'RecurringOrders',
        { type: 'RecurringRuns', id: guid },
      ],
    }),
    pauseRecurringOrder: build.mutation<RecurringOrder, string>({
      query: (guid) => ({ url: `${orderUrl(guid)}/pause`, method: 'POST', auth: 'user' }),
      responseSchema: recurringOrderSchema,
      invalidatesTags: (_order, _error, guid) => [
        'RecurringOrders',
        { type: 'RecurringRuns', id: guid },
      ],
    }),
    resumeRecurringOrder: build.mutation<RecurringOrder, string>({
      query: (guid) => ({ url: `${orderUrl(guid)}/resume`, method: 'POST', auth: 'user' }),
      responseSchema: recurringOrderSchema,
      invalidatesTags: (_order, _error, guid) => [
        'RecurringOrders',
        { type: 'RecurringRuns', id: guid },
      ],
    }),
    cancelRecurringOrder: build.mutation<RecurringOrder, string>({
      query: (guid) => ({ url: orderUrl(guid), method: 'DELETE', auth: 'user' }),
      responseSchema: recurringOrderSchema,
      invalidatesTags: (_order, _error, guid) => [
        'RecurringOrders',
        { type: 'RecurringRuns', id: guid },
      ],
    }),
  }),
});

export const {
  useRecurringOrdersQuery,
  useRecurringRunsQuery,
  usePadAgreementsQuery,
  useCreateRecurringOrderMutation,
  useChangeRecurringOrderMutation,
  usePauseRecurringOrderMutation,
  useResumeRecurringOrderMutation,
  useCancelRecurringOrderMutation,
} = recurringOrdersApi;
