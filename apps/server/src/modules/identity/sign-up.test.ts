import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  lastMail,
  linkParam,
  signIn,
  signUp,
  solveAltcha,
  strongPassword,
  tableCounts,
  uniqueEmail,
  verifyEmail,
  weakPassword,
} from '../../testing/flows.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const neutral = {
  data: { message: 'Thank you. Check your e-mail: we sent a link to confirm your address.' },
};

describe('sign-up', () => {
  it('creates the identity, the customer and its accounts, and e-mails a verification link', async () => {
    const email = uniqueEmail('signup');
    const res = await signUp(t.app, {
      email: `  ${email.toUpperCase()} `,
      password: strongPassword,
      display_name: 'Ada Lovelace',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(neutral);

    const db = t.database.db;
    const user = await db
      .selectFrom('identity_users')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(user.email_verified_at).toBeNull();
    expect(user.password_hash).toMatch(/^\$argon2id\$/);
    expect(user.language).toBe('en-CA');
    const customer = await db
      .selectFrom('customers')
      .selectAll()
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(customer.guid).toMatch(/^[0-9a-f]{32}$/);
    expect(customer.state).toBe('unverified');
    const accounts = await db
      .selectFrom('accounts')
      .selectAll()
      .where('customer_guid', '=', customer.guid)
      .orderBy('name')
      .execute();
    expect(accounts.map((a) => [a.type, a.asset, a.name, a.state])).toEqual([
      ['trading', 'BCH', 'BCH trading account', 'created'],
      ['trading', 'BTC', 'BTC trading account', 'created'],
      ['fiat', 'CAD', 'CAD fiat account', 'created'],
      ['trading', 'ETH', 'ETH trading account', 'created'],
      ['trading', 'LTC', 'LTC trading account', 'created'],
      ['trading', 'USDC', 'USDC trading account', 'created'],
      ['trading', 'XRP', 'XRP trading account', 'created'],
    ]);
    for (const account of accounts) expect(account.guid).toMatch(/^[0-9a-f]{32}$/);

    const mail = await lastMail(t.app, email, 'verify_email');
    expect(mail.subject).toBe('Confirm your e-mail address');
    expect(mail.links[0]).toMatch(/^http:\/\/maple\.test\/signin\?verify=[A-Za-z0-9_-]{43}$/);
    expect(mail.html).toContain('href="http://maple.test/signin?verify=');
  });

  it('answers the same for a known address and e-mails its owner a notice instead', async () => {
    const email = uniqueEmail('twice');
    await signUp(t.app, { email, password: strongPassword, display_name: 'First' });
    const before = await tableCounts(t);
    const again = await signUp(t.app, {
      email,
      password: 'another-lantern-pivot-77',
      display_name: 'Second',
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(neutral);
    const after = await tableCounts(t);
    expect(after.identity_users).toBe(before.identity_users);
    expect(after.customers).toBe(before.customers);
    expect(after.outbound_emails).toBe((before.outbound_emails ?? 0) + 1);
    const notice = await lastMail(t.app, email, 'signup_exists');
    expect(notice.text).toContain('already has one');
  });

  it('writes in the language chosen at sign-up', async () => {
    const email = uniqueEmail('fr');
    await signUp(t.app, {
      email,
      password: strongPassword,
      display_name: 'Éloïse Tremblay',
      language: 'fr-CA',
    });
    const mail = await lastMail(t.app, email, 'verify_email');
    expect(mail.language).toBe('fr-CA');
    expect(mail.subject).toBe('Confirmez votre adresse courriel');
    expect(mail.text).toContain('Bonjour Éloïse Tremblay,');
  });

  it('refuses sign-in until the address is confirmed, then accepts it', async () => {
    const email = uniqueEmail('verify');
    await signUp(t.app, { email, password: strongPassword, display_name: 'Grace Hopper' });
    const early = await signIn(t.app, email, strongPassword);
    expect(early.statusCode).toBe(403);
    expect(early.json().message).toMatch(/Confirm your e-mail address first/);

    const token = linkParam(await lastMail(t.app, email, 'verify_email'), 'verify');
    await verifyEmail(t.app, email);
    const reused = await t.app.inject({
      method: 'POST',
      url: '/identity/verify-email',
      payload: { token },
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe('This link is invalid or has expired. Ask for a new one.');

    const signedIn = await signIn(t.app, email, strongPassword);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data).toMatchObject({ status: 'signed_in', expires_in: 300 });
  });

  it('also signs up through the identity service path', async () => {
    const email = uniqueEmail('identity');
    const res = await t.app.inject({
      method: 'POST',
      url: '/identity/signup',
      payload: {
        email,
        password: strongPassword,
        display_name: 'Mary Somerville',
        accept_terms: true,
        altcha: await solveAltcha(t.app),
      },
    });
    expect(res.json()).toEqual(neutral);
    await verifyEmail(t.app, email);
    expect((await signIn(t.app, email, strongPassword)).statusCode).toBe(200);
  });
});

describe('sign-up refuses bad input with a clear 400 and writes nothing', () => {
  const valid = {
    email: 'valid.person@example.ca',
    password: strongPassword,
    display_name: 'Valid Person',
    accept_terms: true,
  };
  const cases: [string, Record<string, unknown>, RegExp][] = [
    ['a missing e-mail', { email: undefined }, /email: E-mail address is required/],
    ['a malformed e-mail', { email: 'not-an-email' }, /Enter a valid e-mail address/],
    ['an over-long e-mail', { email: `${'a'.repeat(250)}@example.ca` }, /too long/],
    ['a wrong-typed e-mail', { email: 42 }, /email/],
    ['a short password', { password: 'short-pass' }, /at least 12 characters/],
    ['an over-long password', { password: 'x'.repeat(129) }, /at most 128 characters/],
    ['a weak password', { password: weakPassword }, /too easy to guess/],
    ['a missing display name', { display_name: undefined }, /Display name is required/],
    ['markup in the display name', { display_name: '<script>' }, /Use letters, numbers/],
    ['an over-long display name', { display_name: 'a'.repeat(61) }, /at most 60 characters/],
    ['terms not accepted', { accept_terms: false }, /accept the terms/],
    ['an unknown language', { language: 'de-DE' }, /language/],
    ['an extra field', { is_admin: true }, /is_admin|Unrecognized key/],
  ];

  it.each(cases)('%s', async (_label, change, message) => {
    const before = await tableCounts(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/customers/signup',
      payload: { ...valid, ...change, altcha: await solveAltcha(t.app) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
    expect(await tableCounts(t)).toEqual(before);
  });

  it('a body that is not an object, or none at all', async () => {
    const before = await tableCounts(t);
    for (const payload of ['[]', '"text"', 'null']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/customers/signup',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode).toBe(400);
    }
    const empty = await t.app.inject({ method: 'POST', url: '/customers/signup' });
    expect(empty.statusCode).toBe(400);
    expect(await tableCounts(t)).toEqual(before);
  });

  it('refuses a sign-up without a valid bot check', async () => {
    const before = await tableCounts(t);
    for (const altcha of [undefined, '', 'bm90LWpzb24=', 'x'.repeat(5000)]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/customers/signup',
        payload: { ...valid, altcha },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/verification/i);
    }
    expect(await tableCounts(t)).toEqual(before);
  });
});
