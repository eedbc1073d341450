import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SoftAuthenticator } from '../../infra/security/soft-authenticator.js';
import { countMails, customerTokens, mailbox, verifiedCustomer } from '../../testing/flows.js';
import { testSite } from '../../testing/passkey-flows.js';
import { STAFF_PASSKEYS as PATH, staffPasskeyCalls } from '../../testing/staff-passkey-flows.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { totpCodeAt } from '../identity/totp.js';

/**
 * A staff member's own passkeys (ADR 56): registered after the password and a current code,
 * listed, renamed, removed after the password; each addition and removal audited and e-mailed.
 * Signing in with one: staff-passkey-sign-in.test.ts.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const {
  inject,
  currentCode,
  wrongCodeOf,
  signedInStaff,
  openRegistration,
  register,
  staffWithPasskey,
  adminSignInWith,
  passkeySignIn,
  passkeyRows,
} = staffPasskeyCalls(() => t);

const auditOf = (staffId: string) =>
  t.database.db
    .selectFrom('audit_events')
    .select(['action', 'actor_type', 'details'])
    .where('actor_id', '=', staffId)
    .where('action', 'like', 'staff.%')
    .orderBy('id')
    .execute();

describe('a staff member registering passkeys', () => {
  it('asks for the password and a current code, audits and e-mails each passkey, and lists them', async () => {
    const staff = await signedInStaff('compliance', 'fr-CA');
    const laptop = new SoftAuthenticator(testSite);
    const key = new SoftAuthenticator(testSite);
    expect((await register(staff, laptop, '  Office laptop ')).statusCode).toBe(201);
    expect((await register(staff, key, 'Security key')).statusCode).toBe(201);

    const list = await inject('GET', PATH, staff.token)();
    expect(list.statusCode).toBe(200);
    expect(list.json().data.passkeys).toEqual([
      {
        id: laptop.credentialIds[0],
        name: 'Office laptop',
        created_at: expect.any(String),
        last_used_at: null,
        synced: false,
      },
      expect.objectContaining({ id: key.credentialIds[0], name: 'Security key' }),
    ]);
    const mails = (await mailbox(t.app)).filter((mail) => mail.to === staff.email);
    expect(mails.map((mail) => [mail.template, mail.language])).toEqual([
      ['passkey_added', 'fr-CA'],
      ['passkey_added', 'fr-CA'],
    ]);
    expect(await auditOf(staff.id)).toEqual([
      {
        action: 'staff.passkey_added',
        actor_type: 'staff',
        details: { passkey_id: laptop.credentialIds[0], name: 'Office laptop' },
      },
      {
        action: 'staff.passkey_added',
        actor_type: 'staff',
        details: { passkey_id: key.credentialIds[0], name: 'Security key' },
      },
    ]);
  });

  it('refuses a wrong password or a wrong code with 400 naming the field, storing nothing', async () => {
    const staff = await signedInStaff();
    const start = inject('POST', `${PATH}/registration`, staff.token);
    const wrongPassword = await start({ password: 'not-the-password', code: currentCode(staff) });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json()).toMatchObject({
      code: 'invalid_parameter',
      message: 'The password is incorrect',
      details: [{ path: 'body.password', message: 'The password is incorrect' }],
    });
    const wrongCode = await start({ password: staff.password, code: wrongCodeOf(staff) });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json()).toMatchObject({
      message: 'The code is incorrect or has expired',
      details: [{ path: 'body.code', message: 'The code is incorrect or has expired' }],
    });
    expect(await passkeyRows(staff.id)).toEqual([]);
    expect(await countMails(t, staff.email, 'passkey_added')).toBe(0);
    expect(await auditOf(staff.id)).toEqual([]);
  });

  it('accepts a code once: the code of the sign-in cannot open a registration', async () => {
    const created = await t.services.staff.create({
      email: 'passkey-staff-reuse@maple.test',
      displayName: 'Reuse',
      role: 'support',
    });
    t.clock.advance(30);
    const code = totpCodeAt(created.totpSecret, t.clock.now());
    const signIn = await inject(
      'POST',
      '/admin/api/signin',
    )({ email: created.email, password: created.password, code });
    const res = await inject(
      'POST',
      `${PATH}/registration`,
      signIn.json().data.a_at,
    )({ password: created.password, code });
    expect(res.statusCode).toBe(400);
  });

  it('refuses a passkey made without user verification, for another site, or twice', async () => {
    const staff = await signedInStaff();
    const device = new SoftAuthenticator(testSite);
    const create = inject('POST', PATH, staff.token);
    const noUv = await openRegistration(staff);
    const unverified = device.register(noUv.options, { userVerified: false });
    expect(
      (await create({ session_info: noUv.session_info, name: 'A', credential: unverified }))
        .statusCode,
    ).toBe(400);
    const phishing = await openRegistration(staff);
    const elsewhere = device.register(phishing.options, { origin: 'https://maple-login.example' });
    expect(
      (await create({ session_info: phishing.session_info, name: 'B', credential: elsewhere }))
        .statusCode,
    ).toBe(400);
    const once = await openRegistration(staff);
    const credential = device.register(once.options);
    expect(
      (await create({ session_info: once.session_info, name: 'C', credential })).statusCode,
    ).toBe(201);
    const again = await create({ session_info: once.session_info, name: 'D', credential });
    expect(again.statusCode).toBe(400);
    expect((await passkeyRows(staff.id)).map((row) => row.name)).toEqual(['C']);
  });

  it('holds at most 10 passkeys', async () => {
    const staff = await signedInStaff();
    for (let i = 1; i <= 10; i += 1) {
      expect((await register(staff, new SoftAuthenticator(testSite), `Key ${i}`)).statusCode).toBe(
        201,
      );
    }
    const eleventh = await inject(
      'POST',
      `${PATH}/registration`,
      staff.token,
    )({ password: staff.password, code: currentCode(staff) });
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json().message).toBe('An account holds at most 10 passkeys');
  });

  it('never finishes a staff ceremony at the customer’s door, nor a customer’s at the staff’s', async () => {
    const staff = await signedInStaff();
    const { email, password } = await verifiedCustomer(t);
    const customer = await customerTokens(t.app, email, password);
    const staffCeremony = await openRegistration(staff);
    const device = new SoftAuthenticator(testSite);
    const atCustomers = await inject(
      'POST',
      '/identity/passkeys',
      customer.ut,
    )({
      session_info: staffCeremony.session_info,
      name: 'Crossed',
      credential: device.register(staffCeremony.options),
    });
    expect(atCustomers.statusCode).toBe(400);

    const customerStart = await inject(
      'POST',
      '/identity/passkeys/registration',
      customer.ut,
    )({ password });
    const { options, session_info } = customerStart.json().data;
    const atStaff = await inject(
      'POST',
      PATH,
      staff.token,
    )({ session_info, name: 'Crossed', credential: device.register(options) });
    expect(atStaff.statusCode).toBe(400);
    expect(await passkeyRows(staff.id)).toEqual([]);
  });
});

describe('a staff member managing their passkeys', () => {
  it('renames one of their own, and only their own', async () => {
    const { staff, passkeyId } = await staffWithPasskey();
    const other = await signedInStaff('admin');
    const url = `${PATH}/${passkeyId}`;
    expect((await inject('PATCH', url, other.token)({ name: 'Mine now' })).statusCode).toBe(404);
    expect((await inject('PATCH', url, staff.token)({ name: ' ' })).statusCode).toBe(400);
    const renamed = await inject('PATCH', url, staff.token)({ name: 'Desk key' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data.name).toBe('Desk key');
  });

  it('removes one after the password, audits and e-mails it, and it signs in no more', async () => {
    const { staff, device, passkeyId } = await staffWithPasskey();
    const url = `${PATH}/${passkeyId}`;
    const wrong = await inject('DELETE', url, staff.token)({ password: 'not-the-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details).toEqual([
      { path: 'body.password', message: 'The password is incorrect' },
    ]);
    expect(await passkeyRows(staff.id)).toHaveLength(1);
    const other = await signedInStaff();
    expect(
      (await inject('DELETE', url, other.token)({ password: other.password })).statusCode,
    ).toBe(404);

    const removed = await inject('DELETE', url, staff.token)({ password: staff.password });
    expect(removed.statusCode).toBe(200);
    expect(await countMails(t, staff.email, 'passkey_removed')).toBe(1);
    expect((await auditOf(staff.id)).map((event) => event.action)).toEqual([
      'staff.passkey_added',
      'staff.passkey_removed',
    ]);
    expect((await passkeySignIn(device)).statusCode).toBe(401);
    expect((await inject('GET', PATH, staff.token)()).json().data.passkeys).toEqual([]);
  });

  it('answers bad input on every route with a 400 that says what is wrong', async () => {
    const staff = await signedInStaff();
    const calls = [
      inject('POST', `${PATH}/registration`, staff.token)({ password: staff.password }),
      inject('POST', `${PATH}/registration`, staff.token)({ password: '', code: '12345' }),
      inject('POST', PATH, staff.token)({ session_info: 'x', name: 'A', credential: {} }),
      inject('PATCH', `${PATH}/not%20base64url`, staff.token)({ name: 'A' }),
      inject('PATCH', `${PATH}/abc`, staff.token)({ name: 'x'.repeat(61) }),
      inject('DELETE', `${PATH}/abc`, staff.token)({}),
      inject('POST', '/admin/api/signin/passkey')({ session_info: 'x' }),
      inject('POST', '/admin/api/signin/passkey')({ session_info: 'x', credential: { id: 1 } }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: 'invalid_parameter' });
      expect(res.json().details.length).toBeGreaterThan(0);
    }
    const wellFormed = {
      id: 'YWJj',
      rawId: 'YWJj',
      type: 'public-key',
      response: { clientDataJSON: 'YQ', authenticatorData: 'YQ', signature: 'YQ' },
    };
    const expired = await adminSignInWith('not-a-ceremony', wellFormed);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe('This passkey request has expired. Start again.');
  });

  it('keeps every own-passkey route behind the admin token, and refuses a customer’s', async () => {
    const { email, password } = await verifiedCustomer(t);
    const customer = await customerTokens(t.app, email, password);
    for (const token of [undefined, customer.ut, customer.at]) {
      const calls = [
        inject('GET', PATH, token)(),
        inject('POST', `${PATH}/registration`, token)({ password: 'x', code: '123456' }),
        inject('POST', PATH, token)({}),
        inject('PATCH', `${PATH}/abc`, token)({ name: 'x' }),
        inject('DELETE', `${PATH}/abc`, token)({ password: 'x' }),
      ];
      for (const res of await Promise.all(calls)) expect(res.statusCode).toBe(401);
    }
  });
});
