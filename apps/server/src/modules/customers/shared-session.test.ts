import { type SharedSession, sharedSessionSchema } from '@maple/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  customerTokens,
  signIn,
  tableCounts,
  verifiedCustomer,
} from '../../testing/flows.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

/** Tabs of one browser share its session through the session cookie (ADR 41). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Signs in as the web app does; answers the tokens and the Set-Cookie header it got. */
async function browserSignIn() {
  const { email, password } = await verifiedCustomer(t);
  const idToken = (await signIn(t.app, email, password)).json().data.id_token;
  const res = await t.app.inject({
    method: 'POST',
    url: '/customers/generate-customer-token',
    headers: bearer(idToken),
  });
  expect(res.statusCode).toBe(200);
  return { email, password, tokens: res.json().data, setCookie: String(res.headers['set-cookie']) };
}

/** What a new tab learns from `POST /customers/session` with this cookie header. */
async function joinSession(cookie: string | undefined): Promise<SharedSession> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/customers/session',
    headers: cookie === undefined ? {} : { cookie },
  });
  expect(res.statusCode).toBe(200);
  return sharedSessionSchema.parse(res.json().data);
}

const cookieOf = (ut: string) => `theme=1; maple_session=${ut}`;

describe('the session cookie', () => {
  it('holds the user token for the session path only, out of scripts’ and other sites’ reach', async () => {
    const { tokens, setCookie } = await browserSignIn();
    expect(setCookie).toBe(
      `maple_session=${tokens.ut}; Path=/customers/session; HttpOnly; SameSite=Strict`,
    );
  });
});

describe('a new tab', () => {
  it('joins the browser’s session: the same user token, a fresh access token, no new sign-in', async () => {
    const first = await browserSignIn();
    const sessionsBefore = (await tableCounts(t)).sessions;
    const second = await joinSession(cookieOf(first.tokens.ut));
    expect(second).toMatchObject({
      status: 'signed_in',
      ut: first.tokens.ut,
      guid: first.tokens.guid,
      email: first.email,
    });
    if (second.status !== 'signed_in') throw new Error('not signed in');
    const at = await t.services.tokens.verify('access', second.at);
    const ut = await t.services.tokens.verify('user', first.tokens.ut);
    expect(at.sid).toBe(ut.sid);
    expect((await tableCounts(t)).sessions).toBe(sessionsBefore);
    // Neither tab is a duplicate login: the newest session is still theirs.
    const check = await t.app.inject({
      method: 'POST',
      url: '/customers/check-customer-token-dublicate',
      headers: bearer(second.ut),
      payload: { email: first.email },
    });
    expect(check.json().data.iat).toBe(ut.iat);
    const platform = await t.app.inject({
      method: 'GET',
      url: '/api/accounts',
      headers: bearer(second.at),
    });
    expect(platform.statusCode).toBe(200);
    const firstTab = await t.app.inject({
      method: 'POST',
      url: '/customers/user-detail',
      headers: bearer(first.tokens.ut),
      payload: { email: first.email },
    });
    expect(firstTab.statusCode).toBe(200);
  });

  it('learns nothing without a cookie, or with one that is not a user token of ours', async () => {
    const { tokens } = await browserSignIn();
    for (const cookie of [
      undefined,
      'theme=1',
      'maple_session=',
      'maple_session=garbage',
      `maple_session=${tokens.at}`,
      `maple_session="${tokens.ut}"`,
      `maple_session=${tokens.ut.slice(0, -2)}xx`,
    ]) {
      expect(await joinSession(cookie)).toEqual({ status: 'signed_out', reason: null });
    }
  });

  it('is told a sign-in from another browser or device ended the session', async () => {
    const first = await browserSignIn();
    t.clock.advance(5);
    await customerTokens(t.app, first.email, first.password);
    expect(await joinSession(cookieOf(first.tokens.ut))).toEqual({
      status: 'signed_out',
      reason: 'signed_in_elsewhere',
    });
  });

  it('is told the customer signed out, and the sign-out clears the cookie', async () => {
    const first = await browserSignIn();
    const out = await t.app.inject({
      method: 'POST',
      url: '/identity/signout',
      headers: bearer(first.tokens.ut),
    });
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toBe(
      'maple_session=; Path=/customers/session; HttpOnly; SameSite=Strict; Max-Age=0',
    );
    expect(await joinSession(cookieOf(first.tokens.ut))).toEqual({
      status: 'signed_out',
      reason: 'signed_out',
    });
  });

  it('is told the session expired, or was ended for the account’s security', async () => {
    const expiring = await browserSignIn();
    const ended = await browserSignIn();
    const { sub } = await t.services.tokens.verify('user', ended.tokens.ut);
    await t.services.identity.sessions.endAll(
      t.database.db,
      { kind: 'customer', id: sub },
      'password_changed',
    );
    expect(await joinSession(cookieOf(ended.tokens.ut))).toEqual({
      status: 'signed_out',
      reason: 'ended',
    });
    t.clock.advance(12 * 3600);
    expect(await joinSession(cookieOf(expiring.tokens.ut))).toEqual({
      status: 'signed_out',
      reason: 'expired',
    });
  });
});
