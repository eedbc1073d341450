import type { Notification, PriceAlert, PriceAlertFacts } from '@maple/contracts';

/** An alert as the server lists it: BTC above $95,000, once, active, never fired. */
export const priceAlert = (overrides: Partial<PriceAlert> = {}): PriceAlert => ({
  guid: 'a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1',
  asset: 'BTC',
  condition: 'above',
  level: '95000',
  move_percent: null,
  window: null,
  repeats: false,
  cooldown_minutes: 60,
  expires_at: null,
  state: 'active',
  created_at: '2026-11-20T14:00:00.000Z',
  last_triggered_at: null,
  times_triggered: 0,
  ...overrides,
});

/** The list the server answers, in the envelope every /customers answer has. */
export const alertList = (objects: PriceAlert[]) => ({ body: { data: { objects } } });

/** A refusal in the house's error body. */
export const refusal = (
  status: number,
  code: string,
  message: string,
  details: { path: string; message: string }[] = [],
) => ({ status, body: { message, code, request_id: 'req-1', details } });

/** A fired alert's notification: BTC rose above $95,000, unread. */
export const alertNotification = (
  facts: Partial<PriceAlertFacts> = {},
  overrides: Partial<Omit<Notification, 'kind' | 'facts'>> = {},
): Notification => ({
  guid: 'b1b1b1b1b1b1b1b1b1b1b1b1b1b1b1b1',
  kind: 'price_alert',
  created_at: '2026-11-22T13:05:00.000Z',
  read_at: null,
  url: '/exchange?side=buy&asset=BTC',
  facts: {
    alert_guid: 'a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1',
    asset: 'BTC',
    condition: 'above',
    level: '95000',
    move_percent: null,
    window: null,
    price: '95012.34',
    change_percent: null,
    ...facts,
  },
  ...overrides,
});

/** The morning digest's notification, read. */
export const digestNotification = (
  overrides: Partial<Omit<Notification, 'kind' | 'facts'>> = {},
): Notification => ({
  guid: 'c1c1c1c1c1c1c1c1c1c1c1c1c1c1c1c1',
  kind: 'price_digest',
  created_at: '2026-11-22T13:00:00.000Z',
  read_at: '2026-11-22T13:30:00.000Z',
  url: '/exchange?side=buy&asset=BTC',
  facts: {
    prices: [
      { asset: 'BTC', price: '95012.34', change_24h_percent: '1.20' },
      { asset: 'ETH', price: '4210', change_24h_percent: '-0.50' },
    ],
  },
  ...overrides,
});

/** A page of notifications, in the envelope. */
export const notificationPage = (
  objects: Notification[],
  unread_count: number,
  next_cursor: string | null = null,
) => ({ body: { data: { objects, next_cursor, unread_count } } });

/** The bell's answer. */
export const unreadAnswer = (unread_count: number) => ({ body: { data: { unread_count } } });
