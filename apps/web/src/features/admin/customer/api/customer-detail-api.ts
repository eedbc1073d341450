import {
  adminCustomerPaths,
  CUSTOMER_DETAIL_LATEST,
  type CustomerAction,
  type CustomerDetail,
  type CustomerListName,
  type CustomerListPage,
  type CustomerNote,
  customerActionResultSchema,
  customerDetailSchema,
  customerListSchemas,
  customerNoteSchema,
  type DocumentList,
  documentListSchema,
  type LedgerHistory,
  ledgerHistorySchema,
  noteListSchema,
  type RevealedProfile,
  revealedProfileSchema,
} from '@maple/contracts';
import type { AssetCode } from '@maple/money';
import type { z } from 'zod';
import { api } from '../../../../lib/api/api';

type ActionResult = z.output<typeof customerActionResultSchema>;

/** Ledger history comes 20 lines to a page. */
export const ledgerPageSize = 20;

/** The picture's lists come as many to a page as the picture shows of each. */
export const listPageSize = CUSTOMER_DETAIL_LATEST;

const pathOf = (guid: string) => encodeURIComponent(guid);

/** The customer's documents come 25 to a page, the server's default, as the customer reads them. */
export const documentPageSize = 25;

/** Which page of one of the customer's lists. */
export interface ListArgs {
  guid: string;
  page: number;
}

const pageQuery = (path: string, page: number) => ({
  url: `${path}?page=${page}&per_page=${listPageSize}`,
  auth: 'admin' as const,
});

/** A page of one of the picture's lists, checked against that list's contract. */
const listEndpoint = <L extends CustomerListName>(list: L) => ({
  query: ({ guid, page }: ListArgs) => pageQuery(adminCustomerPaths.list(pathOf(guid), list), page),
  responseSchema: customerListSchemas[list],
  keepUnusedDataFor: 0,
});

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
    customerTrades: build.query<CustomerListPage<'trades'>, ListArgs>(listEndpoint('trades')),
    customerTransfers: build.query<CustomerListPage<'transfers'>, ListArgs>(
      listEndpoint('transfers'),
    ),
    customerBankAccounts: build.query<CustomerListPage<'bank-accounts'>, ListArgs>(
      listEndpoint('bank-accounts'),
    ),
    customerWallets: build.query<CustomerListPage<'wallets'>, ListArgs>(listEndpoint('wallets')),
    customerSessions: build.query<CustomerListPage<'sessions'>, ListArgs>(listEndpoint('sessions')),
    customerVerifications: build.query<CustomerListPage<'verifications'>, ListArgs>(
      listEndpoint('verifications'),
    ),
    customerNotes: build.query<z.output<typeof noteListSchema>, ListArgs>({
      query: ({ guid, page }) => pageQuery(adminCustomerPaths.notes(pathOf(guid)), page),
      responseSchema: noteListSchema,
      keepUnusedDataFor: 0,
    }),
    /**
     * The customer's documents, newest first: an infinite query, so "Show more" adds the page
     * after the last one read. Each read is audited, so it is not polled while one is prepared.
     */
    customerDocuments: build.infiniteQuery<DocumentList, string, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        // null on the last page: there is no next one.
        getNextPageParam: (last) => last.next_cursor,
      },
      query: ({ queryArg, pageParam }) => {
        const query = new URLSearchParams({ per_page: String(documentPageSize) });
        if (pageParam !== null) query.set('cursor', pageParam);
        return { url: `${adminCustomerPaths.documents(pathOf(queryArg))}?${query}`, auth: 'admin' };
      },
      responseSchema: documentListSchema,
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
  useCustomerTradesQuery,
  useCustomerTransfersQuery,
  useCustomerBankAccountsQuery,
  useCustomerWalletsQuery,
  useCustomerSessionsQuery,
  useCustomerVerificationsQuery,
  useCustomerNotesQuery,
  useCustomerDocumentsInfiniteQuery,
  useRevealCustomerMutation,
  useCustomerActionMutation,
  useAddCustomerNoteMutation,
} = customerDetailApi;
