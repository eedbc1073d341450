import { api } from '../api/api';
import { platformAnswer } from './answers';
import {
  type Transfer,
  type TransferList,
  transferListSchema,
  transferSchema,
} from './funding-answers';
import { type ListFilter, listQuery } from './list-filter';

/**
 * The customer's CAD transfers (Cybrid GET /api/transfers, GET and DELETE one), shared by
 * /deposits, /withdrawals, /orders and /assets. Cancelling moves money back (a withdrawal's
 * reserve), so balances, limits and lists are read again.
 */
export const transfersApi = api.injectEndpoints({
  endpoints: (build) => ({
    transfers: build.query<TransferList, ListFilter>({
      query: (filter) => ({
        url: `/api/transfers?${listQuery(filter)}`,
        auth: 'access',
        platform: true,
      }),
      ...platformAnswer(transferListSchema),
      providesTags: ['Transfers'],
    }),
    transfer: build.query<Transfer, string>({
      query: (guid) => ({
        url: `/api/transfers/${encodeURIComponent(guid)}`,
        auth: 'access',
        platform: true,
      }),
      ...platformAnswer(transferSchema),
      providesTags: ['Transfers'],
    }),
    cancelTransfer: build.mutation<Transfer, string>({
      query: (guid) => ({
        url: `/api/transfers/${encodeURIComponent(guid)}`,
        method: 'DELETE',
        auth: 'access',
        platform: true,
      }),
      ...platformAnswer(transferSchema),
      invalidatesTags: ['Transfers', 'Accounts', 'Limits'],
    }),
  }),
});

export const { useTransfersQuery, useTransferQuery, useCancelTransferMutation } = transfersApi;
