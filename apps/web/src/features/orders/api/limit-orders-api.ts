import {
  type LimitOrder,
  type LimitOrderList,
  type LimitOrderRequest,
  limitOrderListSchema,
  limitOrderSchema,
} from '@maple/contracts';
import { api } from '../../../lib/api/api';

const orderUrl = (guid: string) => `/customers/limit-orders/${encodeURIComponent(guid)}`;

/**
 * The customer's limit orders (ADR 82), waiting ones first, then the latest that ended. Placing
 * or cancelling one holds or releases what it gives, so the balances are read again too.
 */
export const limitOrdersApi = api.injectEndpoints({
  endpoints: (build) => ({
    limitOrders: build.query<LimitOrderList, void>({
      query: () => ({ url: '/customers/limit-orders', auth: 'user' }),
      responseSchema: limitOrderListSchema,
      providesTags: ['LimitOrders'],
    }),
    // One key per order placed: a request the network retries places it once (ADR 82).
    createLimitOrder: build.mutation<
      LimitOrder,
      { body: LimitOrderRequest; idempotencyKey: string }
    >({
      query: ({ body, idempotencyKey }) => ({
        url: '/customers/limit-orders',
        method: 'POST',
        body,
        auth: 'user',
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      responseSchema: limitOrderSchema,
      invalidatesTags: (created) => (created ? ['LimitOrders', 'Accounts'] : []),
    }),
    // Refused or not, the list is read again: a 409 is an order that started filling or ended.
    cancelLimitOrder: build.mutation<LimitOrder, string>({
      query: (guid) => ({ url: orderUrl(guid), method: 'DELETE', auth: 'user' }),
      responseSchema: limitOrderSchema,
      invalidatesTags: ['LimitOrders', 'Accounts'],
    }),
  }),
});

export const { useLimitOrdersQuery, useCreateLimitOrderMutation, useCancelLimitOrderMutation } =
  limitOrdersApi;
