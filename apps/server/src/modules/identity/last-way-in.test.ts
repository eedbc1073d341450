import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SoftAuthenticator } from '../../infra/security/soft-authenticator.js';
import { bearer, countMails, signedInCustomer, tableCounts } from '../../testing/flows.js';
import {
  approvalOptions,
  approveChange,
  testSite,
  withAuthenticatorApp,
  withPasskeyDevice,
} from '../../testing/passkey-flows.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { totpCodeAt } from './totp.js';

/**
 * A passwordless account keeps a way in (ADR 57): two passkeys, or one and recovery codes. What
 * would leave it less is refused, and what is refused spends nothing.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, ut: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(ut), ...(payload !== undefined && { payload }) });

const passkeyIds = async (ut: string): Promise<string[]> =>
  (await call('GET', '/identity/passkeys', ut))
    .json()
    .data.passkeys.map((p: { id: string }) => p.id);

/** A customer left with one passkey and the recovery codes of an authenticator app. */
async function passwordlessWithRecoveryCodes() {
  const who = await signedInCustomer(t);
  const phone = await withPasskeyDevice(t, who);
  const app = await withAuthenticatorApp(t, who.tokens.ut);
  const passkey = await approveChange(t, who.tokens.ut, phone, 'remove_password');
  const removed = await call('DELETE', '/identity/password', who.tokens.ut, {
    password: who.password,
    passkey,
  });
  expect(removed.statusCode).toBe(200);
  return { ...who, phone, app };
}

describe('the last way in', () => {
  it('keeps the only passkey and the recovery codes beside it, refusing before any proof is spent', async () => {
    const { tokens, phone, app } = await passwordlessWithRecoveryCodes();
    const ut = tokens.ut;
    const [phoneId = ''] = await passkeyIds(ut);
    expect((await call('GET', '/identity/sign-in-methods', ut)).json().data).toEqual({
      has_password: false,
      removable: { password: false, passkey: false, authenticator: false },
    });

    const options = [
      await approvalOptions(t, ut, 'remove_passkey', phoneId),
      await approvalOptions(t, ut, 'remove_authenticator'),
    ];
    expect(options.map((res) => res.statusCode)).toEqual([409, 409]);
    expect(options[0]?.json().message).toMatch(/^This passkey is one of your last ways in/);
    expect(options[1]?.json().message).toMatch(/^Two-step verification cannot be turned off/);

    const before = await tableCounts(t);
    const answer = { session_info: 'spent-or-not', credential: phone.assert('Y2hhbGxlbmdl') };
    const code = totpCodeAt(app.secret, t.clock.now());
    const removals = [
      await call('DELETE', `/identity/passkeys/${phoneId}`, ut, { passkey: answer }),
      await call('POST', '/identity/mfa/totp/unenrol', ut, { passkey: answer, code }),
    ];
    expect(removals.map((res) => res.statusCode)).toEqual([409, 409]);
    expect(await tableCounts(t)).toEqual(before);
    expect((await call('GET', '/identity/mfa', ut)).json().data).toEqual({
      totp_enrolled: true,
      recovery_codes_left: 10,
    });
  });

  it('lets the authenticator go once a second passkey is added, then keeps the two passkeys', async () => {
    const { email, tokens, phone, app } = await passwordlessWithRecoveryCodes();
    const ut = tokens.ut;
    const start = await call('POST', '/identity/passkeys/registration', ut, {
      passkey: await approveChange(t, ut, phone, 'add_passkey'),
    });
    expect(start.statusCode).toBe(200);
    const laptop = new SoftAuthenticator(testSite);
    const added = await call('POST', '/identity/passkeys', ut, {
      session_info: start.json().data.session_info,
      name: 'Laptop',
      credential: laptop.register(start.json().data.options),
    });
    expect(added.statusCode).toBe(201);

    // An answer approves the change it was asked for, and no other.
    const forAdding = await approveChange(t, ut, phone, 'add_passkey');
    const code = totpCodeAt(app.secret, t.clock.now());
    const misused = await call('POST', '/identity/mfa/totp/unenrol', ut, {
      passkey: forAdding,
      code,
    });
    expect(misused.statusCode).toBe(403);

    const off = await call('POST', '/identity/mfa/totp/unenrol', ut, {
      passkey: await approveChange(t, ut, laptop, 'remove_authenticator'),
      code,
    });
    expect(off.statusCode).toBe(200);
    expect(await countMails(t, email, 'mfa_disabled')).toBe(1);

    const [phoneId = ''] = await passkeyIds(ut);
    expect((await approvalOptions(t, ut, 'remove_passkey', phoneId)).statusCode).toBe(409);
    expect(await passkeyIds(ut)).toHaveLength(2);
  });

  it('removes a passkey of a passwordless account that keeps enough, with another passkey’s approval of that one', async () => {
    const { email, tokens, phone } = await passwordlessWithRecoveryCodes();
    const ut = tokens.ut;
    const start = await call('POST', '/identity/passkeys/registration', ut, {
      passkey: await approveChange(t, ut, phone, 'add_passkey'),
    });
    const laptop = new SoftAuthenticator(testSite);
    await call('POST', '/identity/passkeys', ut, {
      session_info: start.json().data.session_info,
      name: 'Laptop',
      credential: laptop.register(start.json().data.options),
    });
    const [phoneId = '', laptopId = ''] = await passkeyIds(ut);

    // Approved for removing the laptop's passkey: refused for the phone's.
    const forLaptop = await approveChange(t, ut, phone, 'remove_passkey', { passkeyId: laptopId });
    const wrongOne = await call('DELETE', `/identity/passkeys/${phoneId}`, ut, {
      passkey: forLaptop,
    });
    expect(wrongOne.statusCode).toBe(403);
    const password = await call('DELETE', `/identity/passkeys/${laptopId}`, ut, {
      password: 'not-a-password-1',
    });
    expect(password.statusCode).toBe(400);

    const forPhone = await approveChange(t, ut, laptop, 'remove_passkey', { passkeyId: phoneId });
    const removed = await call('DELETE', `/identity/passkeys/${phoneId}`, ut, {
      passkey: forPhone,
    });
    expect(removed.statusCode).toBe(200);
    expect(await passkeyIds(ut)).toEqual([laptopId]);
    expect(await countMails(t, email, 'passkey_removed')).toBe(1);
  });

  it('lets an account with a password remove every passkey, its password staying', async () => {
    const who = await signedInCustomer(t);
    await withPasskeyDevice(t, who);
    const [id = ''] = await passkeyIds(who.tokens.ut);
    expect((await approvalOptions(t, who.tokens.ut, 'remove_passkey', id)).statusCode).toBe(409);
    const removed = await call('DELETE', `/identity/passkeys/${id}`, who.tokens.ut, {
      password: who.password,
    });
    expect(removed.statusCode).toBe(200);
  });
});
