import { defaultNotificationSettings } from '@maple/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  type SignedInCustomer,
  signedInCustomer,
  tableCounts,
} from '../../testing/flows.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const url = '/customers/notification-settings';
const read = (token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const replace = (token: string, payload: unknown) =>
  t.app.inject({ method: 'PUT', url, headers: bearer(token), payload: payload as object });

const quiet = {
  ...defaultNotificationSettings,
  trades: { in_app: true, email: false, push: false },
  alerts: { in_app: false, email: true, push: true },
  withdrawals: { in_app: false, email: true, push: false },
  product_updates: { email: true },
};

const storedOf = (me: SignedInCustomer) =>
  t.database.db
    .selectFrom('notification_settings')
    .innerJoin('identity_users', 'identity_users.id', 'notification_settings.user_id')
    .select(['topic', 'channel', 'enabled', 'changed_at'])
    .where('identity_users.email', '=', me.email)
    .where('topic', '=', 'product_updates')
    .execute();

describe('GET /customers/notification-settings', () => {
  it('answers everything on but news, which needs consent first (CASL)', async () => {
    const me = await signedInCustomer(t);
    const res = await read(me.tokens.ut);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual(defaultNotificationSettings);
    expect(res.json().data.product_updates).toEqual({ email: false });
  });

  it('refuses a missing or wrong-kind token', async () => {
    const me = await signedInCustomer(t);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await read(me.tokens.at)).statusCode).toBe(401);
  });
});

describe('PUT /customers/notification-settings', () => {
  it('saves them, and a reload reads them back', async () => {
    const me = await signedInCustomer(t);
    const saved = await replace(me.tokens.ut, quiet);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ data: quiet });
    expect((await read(me.tokens.ut)).json()).toEqual({ data: quiet });
  });

  it('keeps the time of consent to news when saved again unchanged', async () => {
    const me = await signedInCustomer(t);
    await replace(me.tokens.ut, quiet);
    const consented = await storedOf(me);
    expect(consented).toEqual([
      { topic: 'product_updates', channel: 'email', enabled: true, changed_at: t.clock.now() },
    ]);
    t.clock.advance(3600);
    await replace(me.tokens.ut, { ...quiet, trades: defaultNotificationSettings.trades });
    expect(await storedOf(me)).toEqual(consented);
    t.clock.advance(60);
    await replace(me.tokens.ut, defaultNotificationSettings);
    expect(await storedOf(me)).toEqual([
      { topic: 'product_updates', channel: 'email', enabled: false, changed_at: t.clock.now() },
    ]);
  });

  const bad: [string, unknown, RegExp][] = [
    ['no body', undefined, /./],
    ['an empty object', {}, /trades/],
    [
      'withdrawal e-mails off',
      { ...quiet, withdrawals: { in_app: true, email: false, push: true } },
      /always sent/,
    ],
    [
      'statement e-mails off',
      { ...quiet, statements: { in_app: true, email: false, push: true } },
      /always sent/,
    ],
    [
      'news in the app, which is not offered',
      { ...quiet, product_updates: { email: true, in_app: true } },
      /in_app/,
    ],
    ['a choice as a string', { ...quiet, trades: { ...quiet.trades, push: 'yes' } }, /on or off/],
    ['a missing channel', { ...quiet, deposits: { in_app: true, email: true } }, /push/],
    ['a missing topic', { ...quiet, recurring: undefined }, /recurring/],
    ['an unknown topic', { ...quiet, security: { email: false } }, /security/],
    ['the old e-mail choices', { trade_confirmations: false, product_updates: true }, /./],
    ['an array', [quiet], /./],
  ];
  it.each(bad)('refuses %s with 400 saying why, and writes nothing', async (_, payload, why) => {
    const me = await signedInCustomer(t);
    const before = await tableCounts(t);
    const res = await replace(me.tokens.ut, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_parameter' });
    expect(res.body).toMatch(why);
    expect(await tableCounts(t)).toEqual(before);
    expect((await read(me.tokens.ut)).json().data).toEqual(defaultNotificationSettings);
  });

  it('refuses a missing token with 401 and writes nothing', async () => {
    const before = await tableCounts(t);
    const res = await t.app.inject({ method: 'PUT', url, payload: quiet });
    expect(res.statusCode).toBe(401);
    expect(await tableCounts(t)).toEqual(before);
  });
});
