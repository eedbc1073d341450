import type { LimitOrder } from '@maple/contracts';

/** An order as the server lists it: a buy of BTC with CAD 100.00 at CAD 50,000 or less, waiting. */
export const limitOrder = (overrides: Partial<LimitOrder> = {}): LimitOrder => ({
  guid: 'e1e1e1e1e1e1e1e1e1e1e1e1e1e1e1e1',
  side: 'buy',
  asset: 'BTC',
  amount: '100.00',
  limit_price: '50000',
  state: 'open',
  expires_at: '2027-02-20T16:00:00.000Z',
  created_at: '2026-11-22T15:00:00.000Z',
  triggered_at: null,
  ended_at: null,
  trade_guid: null,
  failure_reason: null,
  ...overrides,
});

/** The list the server answers, in the envelope every /customers answer has. */
export const limitOrderList = (objects: LimitOrder[]) => ({ body: { data: { objects } } });
