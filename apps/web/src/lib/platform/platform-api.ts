import { api } from '../api/api';
import {
  type Account,
  accountListSchema,
  type Price,
  platformAnswer,
  priceListSchema,
  type Trade,
  type TradeList,
  tradeListSchema,
  tradeSchema,
} from './answers';
import { readCustomerGuid } from './customer-guid';
import { type ListFilter, listQuery, pageSize } from './list-filter';

export { pageSize } from './list-filter';

/**
 * The platform reads several screens share: the customer's accounts (balances), the customer
 * prices, and the trades. Every call carries the access token; a 401 ends the session.
 */
export const platformApi = api.injectEndpoints({
  endpoints: (build) => ({
    accounts: build.query<Account[], void>({
      query: () => ({
        url: `/api/accounts?customer_guid=${readCustomerGuid()}&per_page=${pageSize}`,
        auth: 'access',
        platform: true,
      }),
      ...platformAnswer(accountListSchema.transform((list) => list.objects)),
      providesTags: ['Accounts'],
    }),
    prices: build.query<Price[], void>({
      query: () => ({ url: '/api/prices', auth: 'access', platform: true }),
      ...platformAnswer(priceListSchema),
    }),
    trades: build.query<TradeList, ListFilter>({
      query: (filter) => ({
        url: `/api/trades?${listQuery(filter)}`,
        auth: 'access',
        platform: true,
      }),
      ...platformAnswer(tradeListSchema),
      providesTags: ['Trades'],
    }),
    trade: build.query<Trade, string>({
      query: (guid) => ({
        url: `/api/trades/${encodeURIComponent(guid)}`,
        auth: 'access',
        platform: true,
      }),
      ...platformAnswer(tradeSchema),
      providesTags: ['Trades'],
    }),
  }),
});

export const {
  useAccountsQuery,
  usePricesQuery,
  useTradesQuery,
  useTradeQuery,
  useLazyTradeQuery,
} = platformApi;
