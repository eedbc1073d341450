import {
  type Books,
  booksPath,
  booksSchema,
  type CustomerAccountList,
  customerAccountListSchema,
  customerAccountsPath,
} from '@maple/contracts';
import { api } from '../../../../lib/api/api';

/** The screen's filters as typed; empty means "any". */
export interface AccountFilters {
  asset: string;
  customerGuid: string;
  fundedOnly: boolean;
}

export const noAccountFilters: AccountFilters = { asset: '', customerGuid: '', fundedOnly: true };

export const accountsPageSize = 50;

export function accountQueryOf(filters: AccountFilters, cursor: string | null): URLSearchParams {
  const query = new URLSearchParams();
  if (filters.asset) query.set('asset', filters.asset);
  if (filters.customerGuid.trim()) query.set('customer_guid', filters.customerGuid.trim());
  if (filters.fundedOnly) query.set('funded', 'true');
  if (cursor !== null) query.set('cursor', cursor);
  query.set('per_page', String(accountsPageSize));
  return query;
}

/** Customers' accounts and the books (admin token; every staff role). */
export const booksApi = api.injectEndpoints({
  endpoints: (build) => ({
    customerAccounts: build.query<
      CustomerAccountList,
      { filters: AccountFilters; cursor: string | null }
    >({
      query: ({ filters, cursor }) => ({
        url: `${customerAccountsPath}?${accountQueryOf(filters, cursor)}`,
        auth: 'admin',
      }),
      responseSchema: customerAccountListSchema,
    }),
    books: build.query<Books, void>({
      query: () => ({ url: booksPath, auth: 'admin' }),
      responseSchema: booksSchema,
    }),
  }),
});

export const { useCustomerAccountsQuery, useBooksQuery } = booksApi;
