import {
  adminCustomersCsvPath,
  adminCustomersPath,
  type CustomerSearchList,
  type CustomerState,
  type CustomerVerificationState,
  customerSearchListSchema,
  type Province,
} from '@maple/contracts';
import { api } from '../../../../lib/api/api';

/** The search box and filters as typed; empty means "any". Dates are `YYYY-MM-DD`. */
export interface CustomerFilters {
  q: string;
  state: CustomerState | '';
  verificationState: CustomerVerificationState | '';
  province: Province | '';
  createdFrom: string;
  createdTo: string;
}

export const noCustomerFilters: CustomerFilters = {
  q: '',
  state: '',
  verificationState: '',
  province: '',
  createdFrom: '',
  createdTo: '',
};

/** Customers come 25 to a page. */
export const customerPageSize = 25;

/** The filters as the server's query (packages/contracts admin-customers.ts). */
export function customerQueryOf(filters: CustomerFilters): URLSearchParams {
  const query = new URLSearchParams();
  const set = (name: string, value: string) => {
    if (value.trim() !== '') query.set(name, value.trim());
  };
  set('q', filters.q);
  set('state', filters.state);
  set('verification_state', filters.verificationState);
  set('province', filters.province);
  set('created_from', filters.createdFrom);
  set('created_to', filters.createdTo);
  return query;
}

export const customerCsvUrl = (filters: CustomerFilters) => {
  const query = customerQueryOf(filters).toString();
  return `${adminCustomersCsvPath}${query ? `?${query}` : ''}`;
};

/**
 * The back office's customer search (admin token; every staff role). Each search is audited
 * by the server; the answers hold personal data, so they leave the store once no screen shows
 * them.
 */
export const customerSearchApi = api.injectEndpoints({
  endpoints: (build) => ({
    customerSearch: build.query<CustomerSearchList, { filters: CustomerFilters; page: number }>({
      query: ({ filters, page }) => {
        const query = customerQueryOf(filters);
        query.set('page', String(page));
        query.set('per_page', String(customerPageSize));
        return { url: `${adminCustomersPath}?${query}`, auth: 'admin' };
      },
      responseSchema: customerSearchListSchema,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useCustomerSearchQuery } = customerSearchApi;
