import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SoftAuthenticator } from '../../infra/security/soft-authenticator.js';
import {
  bearer,
  countMails,
  customerTokens,
  exchangeIdentityToken,
  signedInCustomer,
  verifiedCustomer,
} from '../../testing/flows.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The test app's site (`publicUrl` http://maple.test). */
const site = { origin: 'http://maple.test', rpId: 'maple.test' };

const inject =
  (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token?: string) =>
  (payload?: object) =>
    t.app.inject({
      method,
      url,
      ...(token === undefined ? {} : { headers: bearer(token) }),
      ...(payload === undefined ? {} : { payload }),
    });

/** Registers a passkey on `device` for the signed-in customer; answers the create call. */
async function register(ut: string, password: string, device: SoftAuthenticator, name: string) {
  const start = await inject('POST', '/identity/passkeys/registration', ut)({ password });
  expect(start.statusCode).toBe(200);
  const { options, session_info } = start.json().data;
  const credential = device.register(options);
  return inject('POST', '/identity/passkeys', ut)({ session_info, name, credential });
}

/** A customer with one passkey on a device of their own. */
async function withPasskey() {
  const { email, password } = await verifiedCustomer(t);
  const tokens = await customerTokens(t.app, email, password);
  const device = new SoftAuthenticator(site);
  const created = await register(tokens.ut, password, device, 'Laptop');
  expect(created.statusCode).toBe(201);
  return { email, password, tokens, device, passkeyId: created.json().data.id as string };
}

async function signInOptions() {
  const res = await inject('POST', '/identity/signin/passkey/options')();
  expect(res.statusCode).toBe(200);
  return res.json().data as { options: { challenge: string }; session_info: string };
}

const signInWith = (session_info: string, credential: object) =>
  inject('POST', '/identity/signin/passkey')({ session_info, credential });

describe('registering passkeys', () => {
  it('adds several, named, each listed with when it was added and never used, and e-mails each', async () => {
    const { email, password } = await verifiedCustomer(t);
    const { ut } = await customerTokens(t.app, email, password);
    const laptop = new SoftAuthenticator(site);
    const phone = new SoftAuthenticator(site);
    expect((await register(ut, password, laptop, '  Laptop ')).statusCode).toBe(201);
    t.clock.advance(60);
    expect((await register(ut, password, phone, 'Phone')).statusCode).toBe(201);

    const list = await inject('GET', '/identity/passkeys', ut)();
    expect(list.json().data.passkeys).toEqual([
      expect.objectContaining({ id: laptop.credentialIds[0], name: 'Laptop', last_used_at: null }),
      expect.objectContaining({ id: phone.credentialIds[0], name: 'Phone', last_used_at: null }),
    ]);
    expect(await countMails(t, email, 'passkey_added')).toBe(2);
  });

  it('asks the password first, and a wrong one opens no ceremony', async () => {
    const { email, password } = await verifiedCustomer(t);
    const { ut } = await customerTokens(t.app, email, password);
    const res = await inject(
      'POST',
      '/identity/passkeys/registration',
      ut,
    )({ password: 'wrong-pw-1' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      { path: 'body.password', message: 'The password is incorrect' },
    ]);
  });

  it('refuses a passkey made without user verification, for another site, or twice from one ceremony', async () => {
    const { email, password } = await verifiedCustomer(t);
    const { ut } = await customerTokens(t.app, email, password);
    const device = new SoftAuthenticator(site);
    const create = inject('POST', '/identity/passkeys', ut);
    const ceremony = async () =>
      (await inject('POST', '/identity/passkeys/registration', ut)({ password })).json().data;

    const noUv = await ceremony();
    const unverified = device.register(noUv.options, { userVerified: false });
    const refusedUv = await create({
      session_info: noUv.session_info,
      name: 'A',
      credential: unverified,
    });
    expect(refusedUv.statusCode).toBe(400);

    const phishing = await ceremony();
    const elsewhere = device.register(phishing.options, { origin: 'https://maple-login.example' });
    const refusedOrigin = await create({
      session_info: phishing.session_info,
      name: 'B',
      credential: elsewhere,
    });
    expect(refusedOrigin.statusCode).toBe(400);

    const once = await ceremony();
    const credential = device.register(once.options);
    expect(
      (await create({ session_info: once.session_info, name: 'C', credential })).statusCode,
    ).toBe(201);
    const again = await create({ session_info: once.session_info, name: 'D', credential });
    expect(again.statusCode).toBe(400);

    const list = await inject('GET', '/identity/passkeys', ut)();
    expect(list.json().data.passkeys.map((p: { name: string }) => p.name)).toEqual(['C']);
  });

  it('will not finish a ceremony opened for another customer', async () => {
    const first = await signedInCustomer(t);
    const second = await verifiedCustomer(t);
    const secondTokens = await customerTokens(t.app, second.email, second.password);
    const start = await inject(
      'POST',
      '/identity/passkeys/registration',
      secondTokens.ut,
    )({
      password: second.password,
    });
    const { options, session_info } = start.json().data;
    const credential = new SoftAuthenticator(site).register(options);
    const res = await inject(
      'POST',
      '/identity/passkeys',
      first.tokens.ut,
    )({
      session_info,
      name: 'Stolen',
      credential,
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('signing in with a passkey alone', () => {
  it('answers an identity token that becomes the customer tokens, and records the use', async () => {
    const { device, passkeyId } = await withPasskey();
    const { options, session_info } = await signInOptions();
    const res = await signInWith(session_info, device.assert(options.challenge));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('signed_in');
    const exchanged = await exchangeIdentityToken(t.app, res.json().data.id_token);
    const list = await inject('GET', '/identity/passkeys', exchanged.ut)();
    expect(list.statusCode).toBe(200);
    const [passkey] = list.json().data.passkeys;
    expect(passkey).toMatchObject({ id: passkeyId, last_used_at: t.clock.now().toISOString() });
  });

  it('refuses a replay, another site, no user verification, and an unknown passkey', async () => {
    const { device } = await withPasskey();
    const first = await signInOptions();
    const assertion = device.assert(first.options.challenge);
    expect((await signInWith(first.session_info, assertion)).statusCode).toBe(200);
    expect((await signInWith(first.session_info, assertion)).statusCode).toBe(401);

    const attempts = [
      (challenge: string) => device.assert(challenge, { origin: 'https://maple-login.example' }),
      (challenge: string) => device.assert(challenge, { rpId: 'maple-login.example' }),
      (challenge: string) => device.assert(challenge, { userVerified: false }),
      (challenge: string) => {
        const stranger = new SoftAuthenticator(site);
        stranger.register({ challenge, user: { id: 'c3RyYW5nZXI' } });
        return stranger.assert(challenge);
      },
    ];
    for (const attempt of attempts) {
      const { options, session_info } = await signInOptions();
      const res = await signInWith(session_info, attempt(options.challenge));
      expect(res.statusCode).toBe(401);
      expect(res.json().data).toBeUndefined();
    }
  });

  it('refuses an assertion signed for one challenge sent with another ceremony', async () => {
    const { device } = await withPasskey();
    const signed = await signInOptions();
    const other = await signInOptions();
    const res = await signInWith(other.session_info, device.assert(signed.options.challenge));
    expect(res.statusCode).toBe(401);
  });
});

describe('managing passkeys', () => {
  it('renames one, and only the owner can', async () => {
    const { tokens, passkeyId } = await withPasskey();
    const other = await signedInCustomer(t);
    const url = `/identity/passkeys/${passkeyId}`;
    expect((await inject('PATCH', url, other.tokens.ut)({ name: 'Mine now' })).statusCode).toBe(
      404,
    );
    expect((await inject('PATCH', url, tokens.ut)({ name: '' })).statusCode).toBe(400);
    const renamed = await inject('PATCH', url, tokens.ut)({ name: 'Work laptop' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data.name).toBe('Work laptop');
  });

  it('removes one after the password, e-mails it, holds withdrawals, and it signs in no more', async () => {
    const { email, password, tokens, device, passkeyId } = await withPasskey();
    const url = `/identity/passkeys/${passkeyId}`;
    const wrong = await inject('DELETE', url, tokens.ut)({ password: 'wrong-pw-1' });
    expect(wrong.statusCode).toBe(400);
    const removed = await inject('DELETE', url, tokens.ut)({ password });
    expect(removed.statusCode).toBe(200);
    expect(await countMails(t, email, 'passkey_removed')).toBe(1);
    const user = await t.database.db
      .selectFrom('identity_users')
      .select('security_changed_at')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(user.security_changed_at?.toISOString()).toBe(t.clock.now().toISOString());

    const { options, session_info } = await signInOptions();
    expect((await signInWith(session_info, device.assert(options.challenge))).statusCode).toBe(401);
    expect((await inject('GET', '/identity/passkeys', tokens.ut)()).json().data.passkeys).toEqual(
      [],
    );
  });

  it('keeps every passkey route behind the user token', async () => {
    const calls = [
      inject('GET', '/identity/passkeys')(),
      inject('POST', '/identity/passkeys/registration')({ password: 'whatever-1' }),
      inject('PATCH', '/identity/passkeys/abc')({ name: 'x' }),
      inject('DELETE', '/identity/passkeys/abc')({ password: 'whatever-1' }),
    ];
    for (const res of await Promise.all(calls)) expect(res.statusCode).toBe(401);
  });
});
