import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCodeAt } from '../../modules/identity/totp.js';
import { bearer, customerTokens, verifiedCustomer } from '../../testing/flows.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { TokenService } from '../security/tokens.js';
import { credentialsOf } from './auth.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const { auth } = t.services;
  // Probe routes: /api is guarded by the access token, /admin/api by a staff permission.
  t.app.get('/api/probe', { onRequest: auth.require('access') }, (request) => ({
    customer: credentialsOf(request, 'access').sub,
  }));
  t.app.get(
    '/admin/api/probe-compliance',
    { onRequest: auth.require('admin', { permission: 'compliance' }) },
    (request) => ({ data: credentialsOf(request, 'admin').role }),
  );
  await t.app.ready();
});
afterAll(() => t.close());

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const userDetail = (token: string, email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/customers/user-detail',
    headers: bearer(token),
    payload: { email },
  });

describe('bearer tokens', () => {
  it('refuses tampered, wrong-key, alg:none and wrong-kind tokens with 401', async () => {
    const { email, password } = await verifiedCustomer(t);
    const tokens = await customerTokens(t.app, email, password);
    expect((await userDetail(tokens.ut, email)).statusCode).toBe(200);

    const [header, payload, signature] = tokens.ut.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    const tampered = `${header}.${base64url({ ...claims, exp: claims.exp + 3600 })}.${signature}`;
    const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${payload}.`;
    const foreign = await new TokenService(
      'a-different-secret-of-sufficient-length',
      t.clock,
    ).issue('user', { sub: claims.sub, sid: claims.sid }, 3600);
    const hs512 = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS512' })
      .sign(new TextEncoder().encode(t.config.tokens.secret));
    for (const token of [tampered, unsigned, foreign, hs512, tokens.at, 'not.a.jwt', 'x']) {
      const res = await userDetail(token, email);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'authentication_failed', message: 'Invalid token' });
    }
    for (const headers of [{}, { authorization: tokens.ut }, { authorization: 'Basic abc' }]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/customers/user-detail',
        headers,
        payload: { email },
      });
      expect(res.statusCode).toBe(401);
    }
  });

  it('answers "Signature has expired" once the user token has expired', async () => {
    const { email, password } = await verifiedCustomer(t);
    const { ut } = await customerTokens(t.app, email, password);
    t.clock.advance(12 * 3600 + 1);
    const res = await userDetail(ut, email);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Signature has expired');
  });

  it('refuses a token whose session was signed out', async () => {
    const { email, password } = await verifiedCustomer(t);
    const { ut, at } = await customerTokens(t.app, email, password);
    expect((await t.app.inject({ url: '/api/probe', headers: bearer(at) })).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/identity/signout',
      headers: bearer(ut),
    });
    expect(out.statusCode).toBe(200);
    expect((await userDetail(ut, email)).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/probe', headers: bearer(at) })).statusCode).toBe(401);
  });

  it('checks the staff role where a route asks for one', async () => {
    const signInAs = async (role: 'support' | 'compliance') => {
      const staff = await t.services.staff.create({
        email: `${role}@maple.test`,
        displayName: role,
        role,
      });
      t.clock.advance(30);
      const res = await t.app.inject({
        method: 'POST',
        url: '/admin/api/signin',
        payload: {
          email: staff.email,
          password: staff.password,
          code: totpCodeAt(staff.totpSecret, t.clock.now()),
        },
      });
      return res.json().data.a_at as string;
    };
    const support = await signInAs('support');
    const compliance = await signInAs('compliance');
    const probe = (token: string) =>
      t.app.inject({ url: '/admin/api/probe-compliance', headers: bearer(token) });
    expect((await probe(compliance)).json()).toEqual({ data: 'compliance' });
    const denied = await probe(support);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe('Your staff role does not allow this');

    const { email, password } = await verifiedCustomer(t);
    const { ut } = await customerTokens(t.app, email, password);
    expect((await probe(ut)).statusCode).toBe(401);
  });
});
