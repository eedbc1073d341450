import {
  adminCustomerPaths,
  type CustomerAction,
  type CustomerDetail,
  type CustomerNote,
  customerActionResultSchema,
  customerDetailSchema,
  customerNoteSchema,
  type LedgerHistory,
  ledgerHistorySchema,
  type RevealedProfile,
  revealedProfileSchema,
} from '@maple/contracts';
import type { AssetCode } from '@maple/money';
import type { z } from 'zod';
import { api } from '../../../../lib/api/api';

type ActionResult = z.output<typeof customerActionResultSchema>;

/** Ledger history comes 20 lines to a page. */
export const ledgerPageSize = 20;

const pathOf = (guid: string) => encodeURIComponent(guid);

/**
 * The back office's customer page (admin token). The picture holds personal data, so it leaves
 * the store as soon as no screen shows it; revealed data never enters the store.
 */
export const customerDetailApi = api.injectEndpoints({
  endpoints: (build) => ({
    customerDetail: build.query<CustomerDetail, string>({
      query: (guid) => ({ url: adminCustomerPaths.detail(pathOf(guid)), auth: 'admin' }),
      responseSchema: customerDetailSchema,
      keepUnusedDataFor: 0,
    }),
    customerLedger: build.query<LedgerHistory, { guid: string; asset: AssetCode; page: number }>({
      query: ({ guid, asset, page }) => ({
        url: `${adminCustomerPaths.ledger(pathOf(guid))}?asset=${asset}&page=${page}&per_page=${ledgerPageSize}`,
        auth: 'admin',
      }),
      responseSchema: ledgerHistorySchema,
      keepUnusedDataFor: 0,
    }),
    revealCustomer: build.mutation<RevealedProfile, { guid: string; reason: string }>({
      query: ({ guid, reason }) => ({
        url: adminCustomerPaths.reveal(pathOf(guid)),
        method: 'POST',
        body: { reason },
        auth: 'admin',
      }),
      responseSchema: revealedProfileSchema,
    }),
    customerAction: build.mutation<
      ActionResult,
      { guid: string; action: CustomerAction; reason: string }
    >({
      query: ({ guid, action, reason }) => ({
        url: adminCustomerPaths.action(pathOf(guid), action),
        method: 'POST',
        body: { reason },
        auth: 'admin',
      }),
      responseSchema: customerActionResultSchema,
    }),
    addCustomerNote: build.mutation<CustomerNote, { guid: string; body: string }>({
      query: ({ guid, body }) => ({
        url: adminCustomerPaths.notes(pathOf(guid)),
        method: 'POST',
        body: { body },
        auth: 'admin',
      }),
      responseSchema: customerNoteSchema,
    }),
  }),
});

export const {
  useCustomerDetailQuery,
  useCustomerLedgerQuery,
  useRevealCustomerMutation,
  useCustomerActionMutation,
  useAddCustomerNoteMutation,
} = customerDetailApi;
