import type { CustomerTokens } from '@maple/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  customerTokens,
  exchangeIdentityToken,
  lastMail,
  mailbox,
  signedInCustomer,
  signIn,
  signUp,
  strongPassword,
  tableCounts,
  uniqueEmail,
  verifiedCustomer,
} from '../../testing/flows.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { CUSTOMER_SCOPES } from './access-scopes.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signedIn = () => signedInCustomer(t);

const post = (url: string, token: string | undefined, payload?: unknown) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: token === undefined ? {} : bearer(token),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

describe('generate-customer-token', () => {
  it('exchanges an identity token for ut, at, guid, display name and e-mail', async () => {
    const { email, password } = await verifiedCustomer(t, { display_name: 'Émilie Du Châtelet' });
    const res = await signIn(t.app, email, password);
    const idToken = res.json().data.id_token;
    const exchange = await post('/customers/generate-customer-token', idToken);
    expect(exchange.statusCode).toBe(200);
    const data: CustomerTokens = exchange.json().data;
    expect(data).toEqual({
      ut: expect.any(String),
      at: expect.any(String),
      guid: expect.any(String),
      display_name: 'Émilie Du Châtelet',
      email,
    });
    const guid = Buffer.from(data.guid, 'base64url').toString();
    expect(guid).toMatch(/^[0-9a-f]{32}$/);

    const ut = await t.services.tokens.verify('user', data.ut);
    expect(ut.exp - ut.iat).toBe(12 * 3600);
    const at = await t.services.tokens.verify('access', data.at);
    expect(at).toMatchObject({ sub: guid, sub_type: 'customer', sid: ut.sid });
    expect(at.scope).toEqual(CUSTOMER_SCOPES);
    expect(at.exp - at.iat).toBe(15 * 60);

    // An identity token is exchanged once.
    const again = await post('/customers/generate-customer-token', idToken);
    expect(again.statusCode).toBe(401);
  });

  it('refuses a missing, malformed or wrong-kind bearer token', async () => {
    const { tokens } = await signedIn();
    const before = await tableCounts(t);
    expect((await post('/customers/generate-customer-token', undefined)).statusCode).toBe(401);
    expect((await post('/customers/generate-customer-token', 'garbage')).statusCode).toBe(401);
    expect((await post('/customers/generate-customer-token', tokens.ut)).statusCode).toBe(401);
    expect(await tableCounts(t)).toEqual(before);
  });

  it('ends the older session: the newest sign-in wins', async () => {
    const first = await signedIn();
    t.clock.advance(5);
    const second = await customerTokens(t.app, first.email, first.password);
    const oldCall = await post('/customers/user-detail', first.tokens.ut, { email: first.email });
    expect(oldCall.statusCode).toBe(401);
    const oldAccess = await post('/customers/regenerate-customer-token', first.tokens.ut, {
      cybrid_guid: first.guid,
    });
    expect(oldAccess.statusCode).toBe(401);
    const newCall = await post('/customers/user-detail', second.ut, { email: first.email });
    expect(newCall.statusCode).toBe(200);
  });
});

describe('simultaneous sign-ins', () => {
  it('leave exactly one live session', async () => {
    const { email, password } = await verifiedCustomer(t);
    const idTokens = await Promise.all(
      [1, 2, 3].map(async () => (await signIn(t.app, email, password)).json().data.id_token),
    );
    await Promise.all(idTokens.map((idToken) => exchangeIdentityToken(t.app, idToken)));
    const live = await t.database.db
      .selectFrom('sessions')
      .innerJoin('identity_users', 'identity_users.id', 'sessions.principal_id')
      .select('sessions.id')
      .where('identity_users.email', '=', email)
      .where('sessions.revoked_at', 'is', null)
      .execute();
    expect(live).toHaveLength(1);
  });
});

describe('regenerate-customer-token', () => {
  it('issues a new access token for the caller’s own customer only', async () => {
    const me = await signedIn();
    const other = await signedIn();
    t.clock.advance(60);
    const res = await post('/customers/regenerate-customer-token', me.tokens.ut, {
      cybrid_guid: me.guid,
    });
    expect(res.statusCode).toBe(200);
    const at = await t.services.tokens.verify('access', res.json().data.at);
    expect(at.sub).toBe(me.guid);

    const theirs = await post('/customers/regenerate-customer-token', me.tokens.ut, {
      cybrid_guid: other.guid,
    });
    expect(theirs.statusCode).toBe(403);
    const unknown = await post('/customers/regenerate-customer-token', me.tokens.ut, {
      cybrid_guid: 'f'.repeat(32),
    });
    expect(unknown.statusCode).toBe(403);
  });

  it('refuses bad input with a 400', async () => {
    const me = await signedIn();
    for (const payload of [
      {},
      { cybrid_guid: 'ABC' },
      { cybrid_guid: 42 },
      { cybrid_guid: me.guid, more: 1 },
      { cybrid_guid: me.tokens.guid },
    ]) {
      const res = await post('/customers/regenerate-customer-token', me.tokens.ut, payload);
      expect(res.statusCode).toBe(400);
    }
  });
});

describe('check-customer-token-dublicate', () => {
  it('answers the iat of the newest session, at both spellings', async () => {
    const me = await signedIn();
    const ut = await t.services.tokens.verify('user', me.tokens.ut);
    for (const path of ['dublicate', 'duplicate']) {
      const res = await post(`/customers/check-customer-token-${path}`, me.tokens.ut, {
        email: me.email,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: { iat: ut.iat } });
    }
  });

  it('refuses another customer’s e-mail and bad input', async () => {
    const me = await signedIn();
    const other = await signedIn();
    const theirs = await post('/customers/check-customer-token-dublicate', me.tokens.ut, {
      email: other.email,
    });
    expect(theirs.statusCode).toBe(403);
    for (const payload of [{}, { email: 'nope' }, { email: me.email, x: 1 }]) {
      const res = await post('/customers/check-customer-token-dublicate', me.tokens.ut, payload);
      expect(res.statusCode).toBe(400);
    }
    const noToken = await post('/customers/check-customer-token-dublicate', undefined, {
      email: me.email,
    });
    expect(noToken.statusCode).toBe(401);
  });
});

describe('user-detail', () => {
  it('answers the caller’s details and refuses anyone else’s', async () => {
    const me = await signedInCustomer(t, { verified: false });
    const other = await signedIn();
    const res = await post('/customers/user-detail', me.tokens.ut, { email: me.email });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      email: me.email,
      display_name: 'Ada Lovelace',
      customer_guid: me.guid,
      customer_state: 'unverified',
      email_verified: true,
      totp_enrolled: false,
      language: 'en-CA',
      created_at: expect.any(String),
    });
    const theirs = await post('/customers/user-detail', me.tokens.ut, { email: other.email });
    expect(theirs.statusCode).toBe(403);
    expect(theirs.body).not.toContain(other.guid);
    // An access token is not a user token.
    const wrongKind = await post('/customers/user-detail', me.tokens.at, { email: me.email });
    expect(wrongKind.statusCode).toBe(401);
  });
});

describe('generate-email-link', () => {
  it('re-sends the verification link to an unconfirmed address; answers the same for any address', async () => {
    const email = uniqueEmail('resend');
    await signUp(t.app, { email, password: strongPassword, display_name: 'Resend Me' });
    const count = async () =>
      (await mailbox(t.app)).filter((m) => m.to === email && m.template === 'verify_email').length;
    expect(await count()).toBe(1);
    const known = await post('/customers/generate-email-link', undefined, { email });
    const unknown = await post('/customers/generate-email-link', undefined, {
      email: uniqueEmail('ghost'),
    });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(await count()).toBe(2);
    expect((await lastMail(t.app, email, 'verify_email')).links[0]).toMatch(/\/signin\?verify=/);

    const before = await tableCounts(t);
    for (const payload of [{}, { email: 'x' }, { email, extra: 1 }]) {
      expect((await post('/customers/generate-email-link', undefined, payload)).statusCode).toBe(
        400,
      );
    }
    expect(await tableCounts(t)).toEqual(before);
  });
});
