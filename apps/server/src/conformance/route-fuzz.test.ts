import {
  passkeyCreateRequestSchema,
  passkeyRenameRequestSchema,
  passkeySignInRequestSchema,
  staffPasskeyRegistrationRequestSchema,
  staffPasskeyRemoveRequestSchema,
} from '@maple/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { safeParse } from 'zod/v4/core';
import { bankToken } from '../testing/bank-flows.js';
import { writeBuiltWebApp } from '../testing/built-web-app.js';
import { errorBodySchemaFor } from '../testing/error-bodies.js';
import { bearer, type SignedInCustomer, signedInCustomer, tableCounts } from '../testing/flows.js';
import { isObject } from '../testing/openapi-diff.js';
import { type RegisteredRoute, registeredRoutes } from '../testing/registered-routes.js';
import { signedInStaff } from '../testing/staff-flows.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

/**
 * Every route the app registers (the built web app's too) gets hostile input in its path
 * parameters, query and body: wrong types, huge and fractional numbers, NUL and lone surrogates,
 * over-long strings, `__proto__` and `constructor` keys, broken percent-encoding. With the token
 * its description names when it takes input, so validation is really reached. No answer may be a
 * 5xx, every refusal must be the surface's error body, and nothing may be written.
 */

/** Routes left out, each with its reason. */
const skipped: Readonly<Record<string, string>> = {
  'GET /stream/prices': 'an event stream never ends; it takes no input (its URL is guarded alike)',
};

/**
 * The back office is not in the description (/docs): a staff member's own passkeys and signing
 * in with one (ADR 56) are described here, so their fields are fuzzed, past the token check with
 * a staff token.
 */
const staffPasskeyRoutes: Readonly<Record<string, Described>> = {
  'POST /admin/api/signin/passkey/options': { queryNames: [], bodyNames: [], schemes: [] },
  'POST /admin/api/signin/passkey': {
    queryNames: [],
    bodyNames: Object.keys(passkeySignInRequestSchema.shape),
    schemes: [],
  },
  'GET /admin/api/me/passkeys': { queryNames: [], bodyNames: [], schemes: ['adminToken'] },
  'POST /admin/api/me/passkeys/registration': {
    queryNames: [],
    bodyNames: Object.keys(staffPasskeyRegistrationRequestSchema.shape),
    schemes: ['adminToken'],
  },
  'POST /admin/api/me/passkeys': {
    queryNames: [],
    bodyNames: Object.keys(passkeyCreateRequestSchema.shape),
    schemes: ['adminToken'],
  },
  'PATCH /admin/api/me/passkeys/:passkey_id': {
    queryNames: [],
    bodyNames: Object.keys(passkeyRenameRequestSchema.shape),
    schemes: ['adminToken'],
  },
  'DELETE /admin/api/me/passkeys/:passkey_id': {
    queryNames: [],
    bodyNames: Object.keys(staffPasskeyRemoveRequestSchema.shape),
    schemes: ['adminToken'],
  },
};

/** JSON values (as text) no field of ours accepts. */
const hostileJson = [
  '"a\\u0000b"',
  '"\\ud800"',
  '"tail \\udfff"',
  `"${'x'.repeat(6000)}"`,
  `"${'9'.repeat(100)}"`,
  '18446744073709551616',
  `1${'0'.repeat(400)}`,
  '1e400',
  '-1e-400',
  '-0',
  '0.5',
  '-1',
  'null',
  'true',
  '[]',
  '{}',
  '[[[[[["deep"]]]]]]',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
];

/** URL text (query values, path segments) no parameter of ours accepts. */
const hostileUrl = [
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%C3%28',
  '%zz',
  '%',
  'x'.repeat(3000),
  '1e400',
  '-1',
  '18446744073709551616',
  ',,,',
  '..%2F..%2Fpackage.json',
  '%2e%2e',
  '__proto__',
];

const jsonValue = fc.oneof(
  fc.constantFrom(...hostileJson),
  fc.string().map((text) => JSON.stringify(text)),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map(String),
);
const urlValue = fc.oneof(fc.constantFrom(...hostileUrl), fc.string().map(encodeURIComponent));

interface Described {
  queryNames: string[];
  bodyNames: string[];
  /** Every security scheme it names (a bank token's too, where a route takes one). */
  schemes: string[];
}

/** What the description says a route takes, and the security scheme it names. */
function describedIn(document: unknown, route: RegisteredRoute): Described {
  const path = route.url.replace(/:(\w+)/g, '{$1}');
  const paths = isObject(document) && isObject(document.paths) ? document.paths : {};
  const item = paths[path];
  const operation = isObject(item) ? item[route.method.toLowerCase()] : undefined;
  if (!isObject(operation)) return { queryNames: [], bodyNames: [], schemes: [] };
  const parameters = Array.isArray(operation.parameters)
    ? operation.parameters.filter(isObject)
    : [];
  const content = isObject(operation.requestBody) ? operation.requestBody.content : undefined;
  const json = isObject(content) ? content['application/json'] : undefined;
  const schema = isObject(json) && isObject(json.schema) ? json.schema : {};
  const security = Array.isArray(operation.security) ? operation.security.filter(isObject) : [];
  return {
    queryNames: parameters.filter((p) => p.in === 'query').map((p) => String(p.name)),
    bodyNames: Object.keys(isObject(schema.properties) ? schema.properties : {}),
    schemes: security.flatMap((requirement) => Object.keys(requirement)),
  };
}

let t: TestApp;
let customer: SignedInCustomer;
let bank: string;
let staff: string;
let description: unknown;
beforeAll(async () => {
  t = await createTestApp({ webDistDir: writeBuiltWebApp() });
  customer = await signedInCustomer(t);
  bank = await bankToken(t);
  staff = await signedInStaff(t, 'support');
  await t.app.ready();
  description = (await t.app.inject('/docs/json')).json();
});
afterAll(() => t.close());

function fuzzRequests(route: RegisteredRoute, described: Described) {
  const params = route.url.split('/').filter((segment) => /^[:*]/.test(segment)).length;
  const keyOf = (names: string[]) => fc.constantFrom(...names, '__proto__', 'constructor', 'x');
  const body = fc.oneof(
    fc
      .array(fc.tuple(keyOf(described.bodyNames), jsonValue), { maxLength: 6 })
      .map((fields) => `{${fields.map(([key, value]) => `"${key}":${value}`).join(',')}}`),
    jsonValue,
  );
  return fc.record({
    params: fc.array(urlValue, { minLength: params, maxLength: params }),
    query: fc.array(fc.tuple(keyOf(described.queryNames), urlValue), { maxLength: 6 }),
    body,
  });
}

it('answers hostile input on every route without a 5xx, in its error body, writing nothing', async () => {
  const tokens: Record<string, string> = {
    accessToken: customer.tokens.at,
    userToken: customer.tokens.ut,
    bankToken: bank,
    adminToken: staff,
  };
  const routes = registeredRoutes(t.app).filter(
    (route) => route.method !== 'HEAD' && skipped[`${route.method} ${route.url}`] === undefined,
  );
  expect(routes.length).toBeGreaterThan(100);
  expect(routes).toContainEqual({ method: 'POST', url: '/api/trades' });
  expect(routes).toContainEqual({ method: 'GET', url: '/api/trades/:trade_guid' });
  expect(routes).toContainEqual({
    method: 'PATCH',
    url: '/api/external_bank_accounts/:external_bank_account_guid',
  });
  // The passwordless account's calls (ADR 57), with the user token their description names.
  for (const route of [
    { method: 'GET', url: '/identity/sign-in-methods' },
    { method: 'DELETE', url: '/identity/password' },
    { method: 'POST', url: '/identity/password' },
    { method: 'POST', url: '/identity/passkey-approval/options' },
  ]) {
    expect(routes).toContainEqual(route);
    expect(describedIn(description, route).schemes).toContain('userToken');
  }
  const names = routes.map((route) => `${route.method} ${route.url}`);
  for (const name of Object.keys(staffPasskeyRoutes)) expect(names).toContain(name);
  const before = await tableCounts(t);
  for (const route of routes) {
    const described =
      staffPasskeyRoutes[`${route.method} ${route.url}`] ?? describedIn(description, route);
    const takesInput = described.queryNames.length + described.bodyNames.length > 0;
    // Without input, one run without a token; with input, one with each token it takes.
    const schemes: (string | undefined)[] = takesInput ? described.schemes : [];
    for (const scheme of schemes.length > 0 ? schemes : [undefined]) {
      await fuzzRoute(route, described, scheme === undefined ? undefined : tokens[scheme]);
    }
  }
  expect(await tableCounts(t)).toEqual(before);
}, 180_000);

async function fuzzRoute(route: RegisteredRoute, described: Described, token?: string) {
  await fc.assert(
    fc.asyncProperty(fuzzRequests(route, described), async ({ params, query, body }) => {
      let index = 0;
      const path = route.url.replace(/:\w+|\*/g, () => params[index++] ?? '');
      const search = query.map(([name, value]) => `${name}=${value}`).join('&');
      const url = search === '' ? path : `${path}?${search}`;
      const method =
        route.method === 'POST' ||
        route.method === 'PUT' ||
        route.method === 'PATCH' ||
        route.method === 'DELETE'
          ? route.method
          : 'GET';
      const sendsBody = method !== 'GET' && method !== 'DELETE';
      const res = await t.app.inject({
        method,
        url,
        headers: {
          ...(token === undefined ? {} : bearer(token)),
          ...(sendsBody ? { 'content-type': 'application/json' } : {}),
        },
        ...(sendsBody ? { payload: body } : {}),
      });
      const where = `${method} ${url} ${sendsBody ? body : ''}`;
      expect(res.statusCode, where).toBeLessThan(500);
      if (res.statusCode >= 400 && String(res.headers['content-type']).includes('json')) {
        const parsed = safeParse(errorBodySchemaFor(path), res.json());
        expect(parsed.error, `${where} answered ${res.body}`).toBeUndefined();
      }
    }),
    { numRuns: 20 },
  );
}
