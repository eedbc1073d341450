import type {
  DocumentFacts,
  LimitOrderFacts,
  Notification,
  RecurringRunFacts,
  TradeFacts,
  TransferFacts,
} from '@maple/contracts';

type Overrides = Partial<Omit<Notification, 'kind' | 'facts'>>;

const base = (overrides: Overrides) => ({
  guid: 'e1e1e1e1e1e1e1e1e1e1e1e1e1e1e1e1',
  created_at: '2026-11-22T13:10:00.000Z',
  read_at: null,
  url: '/orders',
  ...overrides,
});

/** A purchase done: 0.0015 BTC (150,000 satoshis) for $150.00, unread. */
export const tradeNotification = (
  facts: Partial<TradeFacts> = {},
  overrides: Overrides = {},
): Notification => ({
  ...base(overrides),
  kind: 'trade',
  facts: {
    side: 'buy',
    asset: 'BTC',
    amount: '150000',
    cad_amount: '15000',
    reference: 'c0ffee00c0ffee00c0ffee00c0ffee00',
    ...facts,
  },
});

/** A deposit or a withdrawal: $500.00 by EFT, usable at once, unread. */
export const transferNotification = (
  kind: 'deposit' | 'withdrawal',
  facts: Partial<TransferFacts> = {},
  overrides: Overrides = {},
): Notification => ({
  ...base(overrides),
  kind,
  facts: { asset: 'CAD', amount: '50000', rail: 'eft', available_at: null, ...facts },
});

/** October 2026's statement, unread. */
export const documentNotification = (
  facts: Partial<DocumentFacts> = {},
  overrides: Overrides = {},
): Notification => ({
  ...base({ url: '/documents', ...overrides }),
  kind: 'document',
  facts: { document: 'statement', period: '2026-10', ...facts },
});

/** A buy of $200.00 of BTC with a limit of $60,000 that expired, unread. */
export const limitOrderNotification = (
  facts: Partial<LimitOrderFacts> = {},
  overrides: Overrides = {},
): Notification => ({
  ...base({ url: '/orders?tab=limit', ...overrides }),
  kind: 'limit_order',
  facts: {
    side: 'buy',
    asset: 'BTC',
    amount: '20000',
    limit_price: '60000',
    state: 'expired',
    failure_reason: null,
    ...facts,
  },
});

/** A weekly buy of $25.00 of BTC whose run of Dec 7 was skipped for lack of CAD, unread. */
export const recurringRunNotification = (
  facts: Partial<RecurringRunFacts> = {},
  overrides: Overrides = {},
): Notification => ({
  ...base({ url: '/orders?tab=recurring', ...overrides }),
  kind: 'recurring_run',
  facts: {
    side: 'buy',
    asset: 'BTC',
    amount: '2500',
    day: '2026-12-07',
    skip_reason: 'insufficient_funds',
    ...facts,
  },
});
