import type { Picker } from './admin-picker.js';

/**
 * Every request the back office benchmark makes, in one table: the path (with a query drawn
 * from the seeded rows for each sample) and the target. Adjust the paths here when the
 * endpoints change; a route that does not exist yet is reported as missing.
 */

export const requestGroups = [
  'customer search',
  'customer detail',
  'trades list',
  'sales report',
] as const;
export type RequestGroup = (typeof requestGroups)[number];

export interface TimedRequest {
  name: string;
  group: RequestGroup;
  path: (pick: Picker) => string;
}

export interface ExportRequest {
  name: string;
  path: (pick: Picker) => string;
}

/** The targets, on a 2-core machine. */
export const p95TargetMs: Record<RequestGroup, number> = {
  'customer search': 100,
  'customer detail': 150,
  'trades list': 100,
  'sales report': 200,
};
export const exportTargetRowsPerSecond = 50_000;

const query = (params: Record<string, string | number>) =>
  Object.entries(params)
    .map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`)
    .join('&');
const search = (params: Record<string, string | number>) =>
  `/admin/api/customers?${query({ ...params, page: 0, per_page: 50 })}`;
const trades = (params: Record<string, string | number>) =>
  `/admin/api/trades?${query({ ...params, per_page: 50 })}`;

export const timedRequests: readonly TimedRequest[] = [
  {
    name: 'search: part of an e-mail',
    group: 'customer search',
    path: (p) => search({ q: p.customer().person.email.split('@')[0]?.slice(2) ?? 'gmail' }),
  },
  {
    name: 'search: a last name (broad)',
    group: 'customer search',
    path: (p) => search({ q: p.customer().person.last }),
  },
  {
    name: 'search: a full legal name',
    group: 'customer search',
    path: (p) => search({ q: p.verifiedCustomer().person.displayName }),
  },
  {
    name: 'search: a phone number',
    group: 'customer search',
    path: (p) => search({ q: p.verifiedCustomer().person.phoneAsTyped }),
  },
  {
    name: 'search: a guid',
    group: 'customer search',
    path: (p) => search({ q: p.customer().guid }),
  },
  {
    name: 'search: state + province',
    group: 'customer search',
    path: (p) =>
      search({
        state: p.oneOf(['verified', 'unverified', 'frozen'] as const),
        province: p.customer().person.province,
      }),
  },
  {
    name: 'search: created in a week',
    group: 'customer search',
    path: (p) => {
      const back = 7 + p.below(1_000);
      return search({ created_from: p.day(back), created_to: p.day(back - 7) });
    },
  },
  {
    name: 'search: name + state + province',
    group: 'customer search',
    path: (p) => {
      const { person } = p.verifiedCustomer();
      return search({ q: person.last, state: 'verified', province: person.province });
    },
  },
  {
    name: 'detail: any customer',
    group: 'customer detail',
    path: (p) => `/admin/api/customers/${p.customer().guid}`,
  },
  {
    name: 'detail: a trader',
    group: 'customer detail',
    path: (p) => `/admin/api/customers/${p.trader().guid}`,
  },
  {
    name: 'detail: a heavy trader',
    group: 'customer detail',
    path: (p) => `/admin/api/customers/${p.heavyTrader().guid}`,
  },
  { name: 'trades: newest', group: 'trades list', path: () => trades({}) },
  {
    name: 'trades: one customer',
    group: 'trades list',
    path: (p) => trades({ customer_guid: p.trader().guid }),
  },
  {
    name: 'trades: symbol + side',
    group: 'trades list',
    path: (p) =>
      trades({
        symbol: p.oneOf(['BTC-CAD', 'ETH-CAD', 'XRP-CAD', 'BCH-CAD'] as const),
        side: p.oneOf(['buy', 'sell'] as const),
      }),
  },
  {
    name: 'trades: state + a month',
    group: 'trades list',
    path: (p) => {
      const back = 30 + p.below(600);
      return trades({
        state: p.oneOf(['completed', 'failed'] as const),
        created_from: p.instant(back),
        created_to: p.instant(back - 30),
      });
    },
  },
  {
    name: 'trades: customer + symbol + side + dates',
    group: 'trades list',
    path: (p) =>
      trades({
        customer_guid: p.heavyTrader().guid,
        symbol: 'BTC-CAD',
        side: 'buy',
        state: 'completed',
        created_from: p.instant(365),
        created_to: p.instant(0),
      }),
  },
  {
    name: 'sales: by day, 30 days',
    group: 'sales report',
    path: (p) => {
      const back = p.below(700);
      return `/admin/api/sales?${query({ range: 'day', from: p.day(back + 29), to: p.day(back) })}`;
    },
  },
  {
    name: 'sales: by week, a year',
    group: 'sales report',
    path: (p) => `/admin/api/sales?${query({ range: 'week', from: p.day(365), to: p.day(0) })}`,
  },
  {
    name: 'sales: by month, 3 years',
    group: 'sales report',
    path: (p) =>
      `/admin/api/sales?${query({ range: 'month', from: p.day(3 * 365), to: p.day(0) })}`,
  },
];

/** Streamed in full, each a few times: rows per second and the server's memory meanwhile. */
export const exportRequests: readonly ExportRequest[] = [
  {
    name: 'trades.csv: the last 30 days',
    path: (p) =>
      `/admin/api/trades.csv?${query({ created_from: p.instant(30), created_to: p.instant(0) })}`,
  },
  {
    name: 'customers.csv: every verified customer',
    path: () => `/admin/api/customers.csv?${query({ state: 'verified' })}`,
  },
];
