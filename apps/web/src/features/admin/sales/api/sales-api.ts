import {
  type SalesRange,
  type SalesReport,
  salesPath,
  salesReportSchema,
  type TopCustomers,
  topCustomersSchema,
} from '@maple/contracts';
import { api } from '../../../../lib/api/api';

/** What the report covers; empty `from`/`to` let the server pick a window ending today. */
export interface SalesFilters {
  range: SalesRange;
  asset: string;
  from: string;
  to: string;
}

export const defaultSalesFilters: SalesFilters = { range: 'day', asset: '', from: '', to: '' };

export function salesQueryOf(filters: SalesFilters, withRange = true): URLSearchParams {
  const query = new URLSearchParams();
  if (withRange) query.set('range', filters.range);
  if (filters.asset) query.set('asset', filters.asset);
  if (filters.from) query.set('from', filters.from);
  if (filters.to) query.set('to', filters.to);
  return query;
}

export const salesCsvUrl = (filters: SalesFilters): string =>
  `${salesPath}.csv?${salesQueryOf(filters)}`;

/** The sales report and its top customers (admin token; every staff role). */
export const salesApi = api.injectEndpoints({
  endpoints: (build) => ({
    salesReport: build.query<SalesReport, SalesFilters>({
      query: (filters) => ({ url: `${salesPath}?${salesQueryOf(filters)}`, auth: 'admin' }),
      responseSchema: salesReportSchema,
    }),
    topCustomers: build.query<TopCustomers, SalesFilters>({
      query: (filters) => ({
        url: `${salesPath}/top-customers?${salesQueryOf(filters, false)}`,
        auth: 'admin',
      }),
      responseSchema: topCustomersSchema,
    }),
  }),
});

export const { useSalesReportQuery, useTopCustomersQuery } = salesApi;
