import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, lastMail, signedInCustomer, tableCounts } from '../../testing/flows.js';
import { createTestApp, type TestApp, testConfig } from '../../testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const url = '/customers/preferences';
const read = (token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const replace = (token: string, payload: unknown) =>
  t.app.inject({ method: 'PUT', url, headers: bearer(token), payload: payload as object });

const french = { language: 'fr-CA' };

describe('GET /customers/preferences', () => {
  it('answers the sign-up language', async () => {
    const me = await signedInCustomer(t);
    const res = await read(me.tokens.ut);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { language: 'en-CA' } });
  });

  it('refuses a missing or wrong-kind token', async () => {
    const me = await signedInCustomer(t);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await read(me.tokens.at)).statusCode).toBe(401);
  });
});

describe('PUT /customers/preferences', () => {
  it('saves it; a reload reads it back; the next e-mail is in the new language', async () => {
    const me = await signedInCustomer(t);
    const saved = await replace(me.tokens.ut, french);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ data: french });
    expect((await read(me.tokens.ut)).json()).toEqual({ data: french });

    const otp = await t.app.inject({
      method: 'POST',
      url: '/customers/create-otp',
      headers: bearer(me.tokens.ut),
      payload: { email: me.email, customer_guid: '', purpose: 'add_wallet' },
    });
    expect(otp.statusCode).toBe(200);
    const mail = await lastMail(t.app, me.email, 'email_otp');
    expect(mail.language).toBe('fr-CA');
    expect(mail.subject).toMatch(/^Votre code de confirmation : \d{6}$/);
  });

  const bad: [string, unknown][] = [
    ['no body', undefined],
    ['an empty object', {}],
    ['an unsupported language', { language: 'de-DE' }],
    ['a language in lower case', { language: 'fr-ca' }],
    [
      'the e-mail choices, now notification settings',
      { ...french, emails: { trade_confirmations: false, product_updates: true } },
    ],
    ['an unknown field', { ...french, theme: '1' }],
    ['an array', [french]],
  ];
  it.each(bad)('refuses %s with 400 and writes nothing', async (_case, payload) => {
    const me = await signedInCustomer(t);
    const before = await tableCounts(t);
    const res = await replace(me.tokens.ut, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_parameter' });
    expect(await tableCounts(t)).toEqual(before);
    expect((await read(me.tokens.ut)).json().data.language).toBe('en-CA');
  });

  it('refuses a missing token with 401 and writes nothing', async () => {
    const before = await tableCounts(t);
    const res = await t.app.inject({ method: 'PUT', url, payload: french });
    expect(res.statusCode).toBe(401);
    expect(await tableCounts(t)).toEqual(before);
  });
});

describe('rate limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ rateLimits: { ...testConfig.rateLimits, perMinute: 2 } });
  });
  afterAll(() => limited.close());

  it('answers 429 past the per-minute budget of an address', async () => {
    const me = await signedInCustomer(limited);
    const call = (remoteAddress: string) =>
      limited.app.inject({ method: 'GET', url, headers: bearer(me.tokens.ut), remoteAddress });
    expect((await call('198.51.100.20')).statusCode).toBe(200);
    expect((await call('198.51.100.20')).statusCode).toBe(200);
    const over = await call('198.51.100.20');
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ code: 'rate_limited' });
    expect((await call('198.51.100.21')).statusCode).toBe(200);
  });
});
