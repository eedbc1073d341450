import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { safeParse } from 'zod/v4/core';
import { withoutAccount } from '../../testing/account-flows.js';
import { errorBodySchemaFor } from '../../testing/error-bodies.js';
import { bearer, type SignedInCustomer, tableCounts } from '../../testing/flows.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { fundedCustomer, preciseCodes } from '../../testing/trading-flows.js';

/**
 * Text PostgreSQL refuses (NUL) or cannot encode (a lone surrogate), and URLs that are not
 * UTF-8, answer 400 on every surface before any route reads them: never a 500, nothing written.
 */
let t: TestApp;
let customer: SignedInCustomer;
beforeAll(async () => {
  // The production body limit, so that a body can be as large and deep as a client may send.
  t = await createTestApp({ bodyLimitBytes: 1_048_576 });
  customer = await fundedCustomer(t, 100_00n);
  // A valid request to open it would reach an INSERT: without the guard PostgreSQL would fail it.
  await withoutAccount(t, customer.guid, 'LTC');
});
afterAll(() => t.close());

const json = { 'content-type': 'application/json' };

/**
 * Sends a request and expects a refusal (400 unless said) in the surface's own error body, with
 * nothing written.
 */
async function refused(
  request: {
    method?: 'GET' | 'POST';
    url: string;
    payload?: string;
    headers?: Record<string, string>;
  },
  status = 400,
) {
  const before = await tableCounts(t);
  const res = await t.app.inject({ method: request.method ?? 'GET', ...request });
  expect(res.statusCode).toBe(status);
  const body = res.json<Record<string, unknown>>();
  expect(safeParse(errorBodySchemaFor(request.url), body).error).toBeUndefined();
  expect(await tableCounts(t)).toEqual(before);
  return body;
}

describe('text PostgreSQL cannot store', () => {
  it.each([
    '/api/trades?symbol=%00',
    '/api/trades?label=a%00b',
    '/market/api/v3/coins/bit%00coin/market_chart?vs_currency=cad&days=1',
  ])('a NUL in the URL of GET %s answers 400', async (url) => {
    const body = await refused({ url, headers: bearer(customer.tokens.at) });
    expect(JSON.stringify(body)).toContain('NUL');
  });

  it('a NUL in the path of one /api resource answers 404, the one refusal Cybrid documents there', async () => {
    const url = `/api/trades/${'0'.repeat(31)}%00`;
    const body = await refused({ url, headers: bearer(customer.tokens.at) }, 404);
    expect(JSON.stringify(body)).toContain('NUL');
  });

  it.each([
    ['/api/accounts', '{"type":"trading","asset":"LTC","name":"a\\u0000b"}'],
    ['/api/quotes', '{"symbol":"BTC-CAD","side":"buy","deliver_amount":"1000","x":["\\ud800"]}'],
    ['/identity/signin', '{"email":"a@b.ca","password":"pass\\u0000word"}'],
    ['/identity/signin', '{"email":"a@b.ca","password":"\\udc00"}'],
    ['/customers/contact-form-details', '{"name\\u0000":"Ada"}'],
  ])('a NUL or a lone surrogate in the body of POST %s answers 400', async (url, payload) => {
    const body = await refused({
      method: 'POST',
      url,
      payload,
      headers: { ...json, ...bearer(customer.tokens.at) },
    });
    expect(JSON.stringify(body)).toContain('NUL character or an unpaired surrogate');
  });

  it('lets paired surrogates (an emoji) through', async () => {
    const res = await t.app.inject({
      url: `/api/trades?label=${encodeURIComponent('🙂')}`,
      headers: bearer(customer.tokens.at),
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('large bodies', () => {
  const long = `[${Array(400_000).fill('0').join(',')}]`;
  const deep = `${'['.repeat(200_000)}${']'.repeat(200_000)}`;
  it.each([
    ['/api/quotes', long],
    ['/api/quotes', deep],
    ['/identity/signin', long],
    ['/identity/signin', deep],
  ])('POST %s with a long or deeply nested array answers 400', async (url, payload) => {
    await refused({
      method: 'POST',
      url,
      payload,
      headers: { ...json, ...bearer(customer.tokens.at) },
    });
  });
});

describe('URLs that are not UTF-8', () => {
  it.each([
    '/api/trades?symbol=%C3%28',
    '/api/trades?symbol=%ED%A0%80',
    '/api/trades?symbol=%zz',
    '/api/trades/%C3%28',
    '/identity/%FF',
    '/market/api/v3/simple/price?ids=%E2%82&vs_currencies=cad',
    `/api/trades/${'f'.repeat(500)}`,
  ])('GET %s answers 400', async (url) => {
    await refused({ url, headers: bearer(customer.tokens.at) });
  });
});

describe('prototype keys in JSON bodies', () => {
  it.each([
    ['/api/trades', `{"quote_guid":"${'0'.repeat(32)}","__proto__":{"admin":true}}`],
    ['/api/accounts', '{"type":"trading","constructor":{"prototype":{"admin":true}}}'],
    ['/identity/signin', '{"email":"a@b.ca","password":"x","__proto__":{"admin":true}}'],
    ['/customers/user-detail', '{"email":"a@b.ca","constructor":{"prototype":{"a":1}}}'],
  ])('POST %s answers 400 invalid_json', async (url, payload) => {
    const body = await refused({
      method: 'POST',
      url,
      payload,
      headers: {
        ...json,
        ...bearer(url.startsWith('/api/') ? customer.tokens.at : customer.tokens.ut),
        // On /api our precise code is told to a caller that prefers it, as our app (ADR 69).
        ...preciseCodes,
      },
    });
    expect(body.message_code ?? body.code).toBe('invalid_json');
    expect(Object.hasOwn(Object.prototype, 'admin')).toBe(false);
  });
});
