import type { StaffRole } from '@maple/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mayStaff, staffPermissions } from '../infra/http/staff-permissions.js';
import { bearer, signedInCustomer } from '../testing/flows.js';
import { type RegisteredRoute, registeredRoutes } from '../testing/registered-routes.js';
import { signedInStaff } from '../testing/staff-flows.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

/**
 * The back office's access matrix, generated from the routes the app registers: every
 * `/admin/api` route × no token, an expired token, a customer's tokens and each staff role →
 * 401, or 403, or let through, as its permission says (infra/http/staff-permissions.ts). A new
 * admin route that names no permission fails here.
 */

/**
 * Admin routes anyone may call: signing in (with password and code, or a passkey: ADR 56),
 * unlocking and enrolling from an e-mailed link come before any token.
 */
const open = new Set([
  'POST /admin/api/signin',
  'POST /admin/api/signin/passkey/options',
  'POST /admin/api/signin/passkey',
  'POST /admin/api/unlock',
  'POST /admin/api/enrolment/start',
  'POST /admin/api/enrolment/finish',
]);
const roles: readonly StaffRole[] = ['support', 'compliance', 'admin'];
/** An admin token lives 8 hours (docs/product/sessions.md). */
const ADMIN_TOKEN_SECONDS = 8 * 3600;

let t: TestApp;
let routes: RegisteredRoute[];

beforeAll(async () => {
  t = await createTestApp();
  // Signing out ends the session the other calls use: it goes last.
  routes = registeredRoutes(t.app)
    .filter((route) => route.url.startsWith('/admin/api/') && route.method !== 'HEAD')
    .filter((route) => !open.has(`${route.method} ${route.url}`))
    .sort((a, b) => Number(a.url.endsWith('/signout')) - Number(b.url.endsWith('/signout')));
});
afterAll(() => t.close());

/** A request to the route with well-formed path parameters and an empty body. */
const call = (route: RegisteredRoute, token: string | undefined) =>
  t.app.inject({
    method: route.method as 'GET',
    url: route.url.replace(/:[a-z_]+/g, 'a'.repeat(32)),
    headers: token === undefined ? {} : bearer(token),
    ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
  });

const name = (route: RegisteredRoute) => `${route.method} ${route.url}`;

describe('the back office access matrix', () => {
  it('gives support reading and its customer support, compliance its decisions and the audit log, admin everything', () => {
    const held = (role: StaffRole) =>
      Object.entries(staffPermissions)
        .filter(([, holders]) => holders.some((holder) => holder === role))
        .map(([permission]) => permission);
    expect(held('support')).toEqual(['own_session', 'read', 'support']);
    expect(held('compliance')).toEqual(['own_session', 'read', 'support', 'audit', 'compliance']);
    expect(held('admin')).toEqual(Object.keys(staffPermissions));
  });

  it('finds the admin routes, and every one names a permission', () => {
    expect(routes.length).toBeGreaterThan(10);
    // A staff member's own passkeys are theirs whatever their role (ADR 56).
    for (const method of ['GET', 'POST']) {
      expect(t.services.auth.staffRuleOf(method, '/admin/api/me/passkeys')).toBe('own_session');
    }
    for (const method of ['PATCH', 'DELETE']) {
      const url = '/admin/api/me/passkeys/:passkey_id';
      expect(t.services.auth.staffRuleOf(method, url)).toBe('own_session');
    }
    expect(t.services.auth.staffRuleOf('POST', '/admin/api/me/passkeys/registration')).toBe(
      'own_session',
    );
    const unruled = routes.filter(
      (route) => t.services.auth.staffRuleOf(route.method, route.url) === undefined,
    );
    expect(unruled.map(name)).toEqual([]);
  });

  it('lets each role through exactly where its permission allows, and refuses it elsewhere', async () => {
    for (const role of roles) {
      const token = await signedInStaff(t, role);
      for (const route of routes) {
        const permission = t.services.auth.staffRuleOf(route.method, route.url);
        if (permission === undefined) throw new Error(`${name(route)} names no permission`);
        const res = await call(route, token);
        const seen = `${role} ${name(route)} → ${res.statusCode}`;
        if (mayStaff(role, permission)) expect([401, 403], seen).not.toContain(res.statusCode);
        else expect(res.statusCode, seen).toBe(403);
      }
    }
  });

  it('refuses no token, a customer’s tokens and an expired admin token with 401', async () => {
    const customer = await signedInCustomer(t, { verified: false });
    const expiring = await signedInStaff(t, 'admin');
    t.clock.advance(ADMIN_TOKEN_SECONDS + 1);
    for (const route of routes) {
      for (const [who, token] of [
        ['no token', undefined],
        ['customer access token', customer.tokens.at],
        ['customer user token', customer.tokens.ut],
        ['expired admin token', expiring],
      ] as const) {
        const res = await call(route, token);
        expect(res.statusCode, `${who} ${name(route)}`).toBe(401);
      }
    }
  });
});
