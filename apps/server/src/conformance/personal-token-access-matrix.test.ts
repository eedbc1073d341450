import type { PersonalTokenScope } from '@maple/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type SignedInCustomer, tableCounts } from '../testing/flows.js';
import { eftDeposit } from '../testing/funding-flows.js';
import { createPersonalToken } from '../testing/personal-token-flows.js';
import { type RegisteredRoute, registeredRoutes } from '../testing/registered-routes.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { api, buyQuote, fundedCustomer } from '../testing/trading-flows.js';

/**
 * The personal read-only token's access matrix (docs/decisions/0070-personal-read-only-tokens.md),
 * generated from the routes the app registers: a live token holding every scope is refused (401
 * or 403) by every route that is not a read, writing nothing; every guarded read refuses it too,
 * except the ones listed here, each of which answers 200 with its scope and 403 without it. A
 * route that starts taking personal tokens fails here until it is listed.
 */

/** The reads a personal token opens, and the customer's word each needs. */
const allowed: Readonly<Record<string, PersonalTokenScope>> = {
  'GET /api/accounts': 'balances',
  'GET /api/accounts/:account_guid': 'balances',
  'GET /api/trades': 'transactions',
  'GET /api/trades/:trade_guid': 'transactions',
  'GET /api/transfers': 'transactions',
  'GET /api/transfers/:transfer_guid': 'transactions',
  'GET /customers/ledger-export': 'transactions',
};
const READS = new Set(['GET', 'HEAD']);

let t: TestApp;
let ada: SignedInCustomer;
let routes: RegisteredRoute[];
const secrets: Partial<Record<PersonalTokenScope | 'both', string>> = {};
/** Real resources of Ada's for the allow-listed reads of one. */
const params: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  ada = await fundedCustomer(t, 1_000_00n);
  const quote = await buyQuote(t, ada.tokens.at, 100_00n);
  const trade = await api(t, ada.tokens.at, 'POST', '/api/trades', { quote_guid: quote.json.guid });
  params.trade_guid = String(trade.json.guid);
  params.transfer_guid = String((await eftDeposit(t, ada, 50_00n)).guid);
  const accounts = await api(t, ada.tokens.at, 'GET', '/api/accounts');
  params.account_guid = String((accounts.json.objects as { guid: string }[])[0]?.guid);
  secrets.both = (await createPersonalToken(t, ada, { name: 'Everything' })).secret;
  secrets.balances = (await createPersonalToken(t, ada, { scopes: ['balances'] })).secret;
  secrets.transactions = (await createPersonalToken(t, ada, { scopes: ['transactions'] })).secret;
  routes = registeredRoutes(t.app).filter((route) => route.method !== 'HEAD');
});
afterAll(() => t.close());

const name = (route: RegisteredRoute) => `${route.method} ${route.url}`;
const secret = (key: PersonalTokenScope | 'both') => secrets[key] ?? '';

/** A request to the route: Ada's own resources where it names one, else a well-formed guid. */
const call = (route: RegisteredRoute, token: string) =>
  t.app.inject({
    method: route.method as 'GET',
    url: route.url
      .replace(/:([a-z_]+)/g, (_, param: string) => params[param] ?? 'a'.repeat(32))
      .replace('*', 'x'),
    headers: bearer(token),
    ...(READS.has(route.method) || route.method === 'DELETE' ? {} : { payload: {} }),
  });

describe('the personal token’s access matrix', () => {
  it('takes personal tokens on the listed reads exactly, each with the scope it names', () => {
    const taking = routes.filter(
      (route) => t.services.auth.guardOf(route.method, route.url)?.personalScopes !== undefined,
    );
    expect(taking.map(name).sort()).toEqual(Object.keys(allowed).sort());
    expect(t.services.auth.guardOf('GET', '/customers/ledger-export')?.personalScopes).toEqual([
      'ledger:read',
    ]);
  });

  it('reaches zero write routes: each refuses it with 401 or 403 and nothing is written', async () => {
    const writes = routes.filter((route) => !READS.has(route.method));
    const guarded = writes.filter((route) => t.services.auth.guardOf(route.method, route.url));
    expect(guarded.length).toBeGreaterThan(50);
    const before = await tableCounts(t);
    for (const route of guarded) {
      const res = await call(route, secret('both'));
      expect([401, 403], `${name(route)} → ${res.statusCode}`).toContain(res.statusCode);
    }
    expect(await tableCounts(t)).toEqual(before);
  });

  it('is refused by every other guarded read', async () => {
    const reads = routes.filter(
      (route) =>
        READS.has(route.method) &&
        t.services.auth.guardOf(route.method, route.url) !== undefined &&
        allowed[name(route)] === undefined,
    );
    expect(reads.length).toBeGreaterThan(30);
    for (const route of reads) {
      const res = await call(route, secret('both'));
      expect([401, 403], `${name(route)} → ${res.statusCode}`).toContain(res.statusCode);
    }
  });

  it('answers each listed read with its scope (200) and refuses it without (403)', async () => {
    for (const [key, scope] of Object.entries(allowed)) {
      const [method = 'GET', url = ''] = key.split(' ');
      const route = { method, url };
      const other: PersonalTokenScope = scope === 'balances' ? 'transactions' : 'balances';
      for (const token of [secret('both'), secret(scope)]) {
        const res = await call(route, token);
        expect(res.statusCode, `${key}: ${res.body.slice(0, 200)}`).toBe(200);
      }
      const refused = await call(route, secret(other));
      expect(refused.statusCode, key).toBe(403);
      if (url.startsWith('/api/')) expect(refused.json().message_code).toBe('invalid_scopes');
      else expect(refused.json().code).toBe('invalid_scopes');
    }
  });

  it('reads only the token’s own customer', async () => {
    const res = await call({ method: 'GET', url: '/api/accounts' }, secret('balances'));
    const objects = res.json<{ objects: { customer_guid: string }[] }>().objects;
    expect(objects.length).toBeGreaterThan(0);
    expect(new Set(objects.map((account) => account.customer_guid))).toEqual(new Set([ada.guid]));
  });
});
