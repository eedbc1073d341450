import {
  type AdminTradeDetail,
  type AdminTradeList,
  adminTradeDetailSchema,
  adminTradeListSchema,
  adminTradesPath,
} from '@maple/contracts';
import { api } from '../../../../lib/api/api';

/** The screen's filters as typed; empty means "any". Dates are local days; amounts cents. */
export interface TradeFilters {
  customerGuid: string;
  symbol: string;
  side: string;
  state: string;
  from: string;
  to: string;
  cadMin: string;
  cadMax: string;
}

export const noTradeFilters: TradeFilters = {
  customerGuid: '',
  symbol: '',
  side: '',
  state: '',
  from: '',
  to: '',
  cadMin: '',
  cadMax: '',
};

/** Trades come 50 to a page. */
export const tradesPageSize = 50;

/** The filters as the server's query (packages/contracts admin-trades.ts): whole local days. */
export function tradeQueryOf(filters: TradeFilters): URLSearchParams {
  const query = new URLSearchParams();
  const set = (name: string, value: string) => {
    if (value.trim() !== '') query.set(name, value.trim());
  };
  set('customer_guid', filters.customerGuid);
  set('symbol', filters.symbol);
  set('side', filters.side);
  set('state', filters.state);
  if (filters.from) set('created_from', new Date(`${filters.from}T00:00:00`).toISOString());
  if (filters.to) set('created_to', new Date(`${filters.to}T23:59:59.999`).toISOString());
  set('cad_min', filters.cadMin);
  set('cad_max', filters.cadMax);
  return query;
}

export const tradesCsvUrl = (filters: TradeFilters): string => {
  const query = tradeQueryOf(filters).toString();
  return `${adminTradesPath}.csv${query ? `?${query}` : ''}`;
};

/** Every customer's trades (admin token; every staff role). Each read is audited by the server. */
export const adminTradesApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminTrades: build.query<AdminTradeList, { filters: TradeFilters; cursor: string | null }>({
      query: ({ filters, cursor }) => {
        const query = tradeQueryOf(filters);
        if (cursor !== null) query.set('cursor', cursor);
        query.set('per_page', String(tradesPageSize));
        return { url: `${adminTradesPath}?${query}`, auth: 'admin' };
      },
      responseSchema: adminTradeListSchema,
    }),
    adminTrade: build.query<AdminTradeDetail, string>({
      query: (guid) => ({ url: `${adminTradesPath}/${guid}`, auth: 'admin' }),
      responseSchema: adminTradeDetailSchema,
    }),
  }),
});

export const { useAdminTradesQuery, useAdminTradeQuery } = adminTradesApi;
