import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  lastMail,
  otherStrongPassword,
  type SignedInCustomer,
  signedInCustomer,
  signIn,
  tableCounts,
  weakPassword,
} from '../../testing/flows.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { totpCodeAt } from '../identity/totp.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signedIn = () => signedInCustomer(t);

const post = (url: string, token: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), payload });

const emailedCode = async (email: string) =>
  (await lastMail(t.app, email, 'email_otp')).subject.replace(/\D/g, '');

async function confirm(me: SignedInCustomer, purpose = 'change_password'): Promise<string> {
  await post('/customers/create-otp', me.tokens.ut, {
    email: me.email,
    customer_guid: me.guid,
    purpose,
  });
  const res = await post('/customers/verify_otp', me.tokens.ut, {
    email: me.email,
    otp: await emailedCode(me.email),
    customer_guid: me.guid,
    purpose,
  });
  return res.json().data.confirmation_token;
}

describe('create-otp and verify_otp', () => {
  it('e-mails a 6-digit code that verifies once into a confirmation token', async () => {
    const me = await signedIn();
    const created = await post('/customers/create-otp', me.tokens.ut, {
      email: me.email,
      customer_guid: '',
      purpose: 'add_wallet',
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().data).toEqual({
      channel: 'email',
      expires_at: new Date(t.clock.now().getTime() + 600_000).toISOString(),
    });
    const mail = await lastMail(t.app, me.email, 'email_otp');
    const code = mail.subject.replace(/\D/g, '');
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.text).toContain('adding an external wallet');

    const verify = { email: me.email, otp: code, customer_guid: me.guid, purpose: 'add_wallet' };
    const res = await post('/customers/verify_otp', me.tokens.ut, verify);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toEqual({
      verified: true,
      confirmation_token: expect.any(String),
      expires_at: expect.any(String),
    });
    const claims = await t.services.tokens.verify('confirmation', data.confirmation_token);
    expect(claims).toMatchObject({ purpose: 'add_wallet', binding: null });

    const again = await post('/customers/verify_otp', me.tokens.ut, verify);
    expect(again.statusCode).toBe(400);
  });

  it('lets only the newest code work', async () => {
    const me = await signedIn();
    const body = { email: me.email, customer_guid: me.guid, purpose: 'withdrawal' };
    await post('/customers/create-otp', me.tokens.ut, body);
    const first = await emailedCode(me.email);
    await post('/customers/create-otp', me.tokens.ut, body);
    const second = await emailedCode(me.email);
    if (first !== second) {
      const old = await post('/customers/verify_otp', me.tokens.ut, { ...body, otp: first });
      expect(old.statusCode).toBe(400);
    }
    expect(
      (await post('/customers/verify_otp', me.tokens.ut, { ...body, otp: second })).statusCode,
    ).toBe(200);
  });

  it('gives a code 5 attempts and 10 minutes', async () => {
    const me = await signedIn();
    const body = { email: me.email, customer_guid: me.guid, purpose: 'withdrawal' };
    await post('/customers/create-otp', me.tokens.ut, body);
    const code = await emailedCode(me.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt < 5; attempt += 1) {
      const res = await post('/customers/verify_otp', me.tokens.ut, { ...body, otp: wrong });
      expect(res.json().message).toBe('The code is incorrect or has expired');
    }
    const fifth = await post('/customers/verify_otp', me.tokens.ut, { ...body, otp: wrong });
    expect(fifth.json().message).toBe('Too many wrong codes. Request a new code.');
    const dead = await post('/customers/verify_otp', me.tokens.ut, { ...body, otp: code });
    expect(dead.statusCode).toBe(400);

    await post('/customers/create-otp', me.tokens.ut, body);
    const fresh = await emailedCode(me.email);
    t.clock.advance(601);
    const late = await post('/customers/verify_otp', me.tokens.ut, { ...body, otp: fresh });
    expect(late.statusCode).toBe(400);
  });

  it('accepts the customer’s authenticator code instead, once', async () => {
    const me = await signedIn();
    const start = await t.app.inject({
      method: 'POST',
      url: '/identity/mfa/totp/enrolment',
      headers: bearer(me.tokens.ut),
    });
    const { secret_key: secret, session_info } = start.json().data;
    await post('/identity/mfa/totp/enrolment/complete', me.tokens.ut, {
      session_info,
      code: totpCodeAt(secret, t.clock.now()),
    });
    t.clock.advance(30);
    const code = totpCodeAt(secret, t.clock.now());
    const body = { email: me.email, customer_guid: '', purpose: 'change_email', otp: code };
    expect((await post('/customers/verify_otp', me.tokens.ut, body)).statusCode).toBe(200);
    expect((await post('/customers/verify_otp', me.tokens.ut, body)).statusCode).toBe(400);
  });

  it('limits codes per customer', async () => {
    const me = await signedIn();
    const body = { email: me.email, customer_guid: me.guid, purpose: 'add_wallet' };
    for (let i = 0; i < 5; i += 1) {
      expect((await post('/customers/create-otp', me.tokens.ut, body)).statusCode).toBe(200);
    }
    const sixth = await post('/customers/create-otp', me.tokens.ut, body);
    expect(sixth.statusCode).toBe(429);
  });

  it('refuses another customer’s e-mail or guid, and bad input, writing nothing', async () => {
    const me = await signedIn();
    const other = await signedIn();
    const before = await tableCounts(t);
    const base = { email: me.email, customer_guid: me.guid, purpose: 'add_wallet' };
    const forbidden = [
      { ...base, email: other.email },
      { ...base, customer_guid: other.guid },
    ];
    for (const payload of forbidden) {
      expect((await post('/customers/create-otp', me.tokens.ut, payload)).statusCode).toBe(403);
    }
    const invalid = [
      {},
      { ...base, purpose: 'anything' },
      { ...base, customer_guid: 'xyz' },
      { ...base, email: 'not-an-email' },
      { ...base, extra: 1 },
      { email: me.email, purpose: 'add_wallet' },
    ];
    for (const payload of invalid) {
      expect((await post('/customers/create-otp', me.tokens.ut, payload)).statusCode).toBe(400);
      expect(
        (await post('/customers/verify_otp', me.tokens.ut, { ...payload, otp: '123456' }))
          .statusCode,
      ).toBe(400);
    }
    for (const otp of ['12345', '1234567', 'abcdef', 123456]) {
      const res = await post('/customers/verify_otp', me.tokens.ut, { ...base, otp });
      expect(res.statusCode).toBe(400);
    }
    expect(await tableCounts(t)).toEqual(before);
  });
});

describe('the crypto variant', () => {
  it('binds the code and its confirmation to one withdrawal', async () => {
    const me = await signedIn();
    const body = { email: me.email, customer_guid: me.guid, withdrawal_reference: 'wd-001' };
    const created = await post('/customers/create-crypto-otp', me.tokens.ut, body);
    expect(created.statusCode).toBe(200);
    const code = await emailedCode(me.email);
    expect((await lastMail(t.app, me.email, 'email_otp')).text).toContain('a withdrawal');
    const elsewhere = await post('/customers/verify-crypto-otp', me.tokens.ut, {
      ...body,
      withdrawal_reference: 'wd-002',
      otp: code,
    });
    expect(elsewhere.statusCode).toBe(400);
    const res = await post('/customers/verify-crypto-otp', me.tokens.ut, { ...body, otp: code });
    expect(res.statusCode).toBe(200);
    const claims = await t.services.tokens.verify(
      'confirmation',
      res.json().data.confirmation_token,
    );
    expect(claims).toMatchObject({ purpose: 'withdrawal', binding: 'wd-001' });

    for (const payload of [
      { ...body, withdrawal_reference: '' },
      { ...body, withdrawal_reference: 'x'.repeat(65) },
      { ...body, customer_guid: '' },
      // A withdrawal goes to one destination: a wallet or a bank account.
      { ...body, external_wallet_guid: 'a'.repeat(32), external_bank_account_guid: 'b'.repeat(32) },
      { ...body, external_bank_account_guid: 'not-a-guid' },
      {
        email: me.email,
        customer_guid: me.guid,
        wallet: { asset: 'BTC', address: 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx' },
        external_bank_account_guid: 'b'.repeat(32),
      },
    ]) {
      expect((await post('/customers/create-crypto-otp', me.tokens.ut, payload)).statusCode).toBe(
        400,
      );
    }
  });
});

describe('update-password', () => {
  it('spends a change_password confirmation and keeps this session', async () => {
    const me = await signedIn();
    const confirmation = await confirm(me);
    const before = await tableCounts(t);
    const weak = await post('/customers/update-password', me.tokens.ut, {
      email: me.email,
      password: weakPassword,
      confirmation_token: confirmation,
    });
    expect(weak.statusCode).toBe(400);
    expect(await tableCounts(t)).toEqual(before);

    const res = await post('/customers/update-password', me.tokens.ut, {
      email: me.email,
      password: otherStrongPassword,
      confirmation_token: confirmation,
    });
    expect(res.statusCode).toBe(200);
    expect((await signIn(t.app, me.email, otherStrongPassword)).statusCode).toBe(200);
    expect((await signIn(t.app, me.email, me.password)).statusCode).toBe(401);

    const stillSignedIn = await post('/customers/user-detail', me.tokens.ut, { email: me.email });
    expect(stillSignedIn.statusCode).toBe(200);
    expect((await lastMail(t.app, me.email, 'password_changed')).language).toBe('en-CA');
  });

  it('refuses a confirmation used twice, for another purpose, or forged', async () => {
    const me = await signedIn();
    const confirmation = await confirm(me);
    const update = (token: string, password: string) =>
      post('/customers/update-password', me.tokens.ut, {
        email: me.email,
        password,
        confirmation_token: token,
      });
    expect((await update(confirmation, otherStrongPassword)).statusCode).toBe(200);
    const twice = await update(confirmation, 'third-velvet-orbit-64');
    expect(twice.statusCode).toBe(403);
    expect(twice.json().message).toMatch(/already used/);

    const walletConfirmation = await confirm(me, 'add_wallet');
    const wrongPurpose = await update(walletConfirmation, 'third-velvet-orbit-64');
    expect(wrongPurpose.statusCode).toBe(403);
    expect((await update('forged.token.value', 'third-velvet-orbit-64')).statusCode).toBe(403);
  });

  it('refuses another customer’s e-mail and bad input', async () => {
    const me = await signedIn();
    const other = await signedIn();
    const confirmation = await confirm(me);
    const theirs = await post('/customers/update-password', me.tokens.ut, {
      email: other.email,
      password: otherStrongPassword,
      confirmation_token: confirmation,
    });
    expect(theirs.statusCode).toBe(403);
    for (const payload of [
      {},
      { email: me.email, password: otherStrongPassword },
      { email: me.email, password: 'short', confirmation_token: confirmation },
      { email: me.email, password: 'x'.repeat(129), confirmation_token: confirmation },
      { email: me.email, password: otherStrongPassword, confirmation_token: '' },
    ]) {
      expect((await post('/customers/update-password', me.tokens.ut, payload)).statusCode).toBe(
        400,
      );
    }
  });
});
