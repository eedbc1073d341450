import type {
  RecurringOrder,
  RecurringOrderChange,
  RecurringOrderRequest,
  RecurringRun,
} from '@maple/contracts';

/**
 * A schedule as the server lists it: a buy of $25.00 of BTC every week from Nov 30, 2026, paid
 * from the CAD balance, active, one run made, its next on Dec 7 between 8:00 a.m. and 8:00 p.m. Toronto time.
 */
export const recurringOrder = (overrides: Partial<RecurringOrder> = {}): RecurringOrder => ({
  guid: 'f1f1f1f1f1f1f1f1f1f1f1f1f1f1f1f1',
  side: 'buy',
  asset: 'BTC',
  amount: '25.00',
  frequency: 'weekly',
  start_date: '2026-11-30',
  end_date: null,
  max_runs: null,
  limit_price: null,
  funding: 'balance',
  bank_account_guid: null,
  state: 'active',
  runs_executed: 1,
  runs_skipped: 0,
  next_run: {
    day: '2026-12-07',
    window_starts_at: '2026-12-07T13:00:00.000Z',
    window_ends_at: '2026-12-08T01:00:00.000Z',
  },
  created_at: '2026-11-22T15:00:00.000Z',
  ended_at: null,
  ...overrides,
});

/** The schedule a request (as the contract parsed it) sets up: active, nothing run yet. */
export const recurringOrderOf = (
  request: RecurringOrderRequest,
  guid = 'f9f9f9f9f9f9f9f9f9f9f9f9f9f9f9f9',
): RecurringOrder =>
  recurringOrder({
    guid,
    side: request.side,
    asset: request.asset,
    amount: request.amount,
    frequency: request.frequency,
    start_date: request.start_date,
    end_date: request.end_date ?? null,
    max_runs: request.max_runs ?? null,
    limit_price: request.limit_price ?? null,
    funding: request.funding ?? 'balance',
    bank_account_guid: request.bank_account_guid ?? null,
    runs_executed: 0,
  });

/** A schedule with a change (as the contract parsed it) made. */
export const withChange = (
  order: RecurringOrder,
  change: RecurringOrderChange,
): RecurringOrder => ({
  ...order,
  amount: change.amount ?? order.amount,
  frequency: change.frequency ?? order.frequency,
  end_date: change.end_date === undefined ? order.end_date : change.end_date,
  max_runs: change.max_runs === undefined ? order.max_runs : change.max_runs,
  limit_price: change.limit_price === undefined ? order.limit_price : change.limit_price,
});

/** A run as the server lists it: the first of the schedule above, made on Nov 30. */
export const recurringRun = (overrides: Partial<RecurringRun> = {}): RecurringRun => ({
  guid: 'd1d1d1d1d1d1d1d1d1d1d1d1d1d1d1d1',
  sequence: 1,
  day: '2026-11-30',
  state: 'executed',
  skip_reason: null,
  trade_guid: 'b1b2c3d4e5f60718293a4b5c6d7e8f90',
  ended_at: '2026-11-30T17:42:00.000Z',
  ...overrides,
});

/** A list the server answers, in the envelope every /customers answer has. */
export const listAnswer = (objects: readonly (RecurringOrder | RecurringRun)[]) => ({
  body: { data: { objects } },
});

/** One schedule the server answers, in the envelope. */
export const orderAnswer = (order: RecurringOrder, status = 200) => ({
  status,
  body: { data: order },
});
