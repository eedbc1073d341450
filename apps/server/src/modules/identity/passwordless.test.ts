import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SoftAuthenticator } from '../../infra/security/soft-authenticator.js';
import {
  bearer,
  countMails,
  customerTokens,
  exchangeIdentityToken,
  lastMail,
  linkParam,
  otherStrongPassword,
  type SignedInCustomer,
  signedInCustomer,
  signIn,
  solveAltcha,
  verifiedCustomer,
  weakPassword,
} from '../../testing/flows.js';
import {
  approvalOptions,
  approveChange,
  testSite,
  withAuthenticatorApp,
  withPasskeyDevice,
} from '../../testing/passkey-flows.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

/** Removing the password, and what a passwordless account can and cannot do (ADR 57). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, ut?: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    ...(ut !== undefined && { headers: bearer(ut) }),
    ...(payload !== undefined && { payload }),
  });

/** Whether the account has a password and may remove it now (GET /identity/sign-in-methods). */
const passwordStatus = async (ut: string) => {
  const { has_password, removable } = (await call('GET', '/identity/sign-in-methods', ut)).json()
    .data;
  return { has_password, removable: removable.password };
};

/** A customer with two passkeys, each on a device of its own. */
async function withTwoPasskeys(customer?: SignedInCustomer) {
  const who = customer ?? (await signedInCustomer(t));
  const phone = await withPasskeyDevice(t, who);
  const laptop = await withPasskeyDevice(t, who);
  return { ...who, phone, laptop };
}

async function removePassword(
  who: { tokens: { ut: string }; password: string },
  device: SoftAuthenticator,
) {
  const passkey = await approveChange(t, who.tokens.ut, device, 'remove_password');
  return call('DELETE', '/identity/password', who.tokens.ut, { password: who.password, passkey });
}

/** Signs in with the device's passkey alone; answers the response. */
async function passkeySignIn(device: SoftAuthenticator) {
  const options = (await call('POST', '/identity/signin/passkey/options')).json().data;
  return call('POST', '/identity/signin/passkey', undefined, {
    session_info: options.session_info,
    credential: device.assert(options.options.challenge),
  });
}

/** What a wrong password answers, less the request's id. */
const refusalOf = (res: { statusCode: number; json: () => { message: string; code: string } }) => ({
  status: res.statusCode,
  message: res.json().message,
  code: res.json().code,
});

describe('removing the password', () => {
  it('with two passkeys: e-mails the customer, holds withdrawals, and only passkeys sign in', async () => {
    const who = await withTwoPasskeys();
    expect(await passwordStatus(who.tokens.ut)).toEqual({ has_password: true, removable: true });

    const removed = await removePassword(who, who.phone);
    expect(removed.statusCode).toBe(200);
    expect((await call('GET', '/identity/sign-in-methods', who.tokens.ut)).json().data).toEqual({
      has_password: false,
      // Either passkey is now one of the two the account keeps.
      removable: { password: false, passkey: false, authenticator: true },
    });
    expect(await countMails(t, who.email, 'password_removed')).toBe(1);
    const funding = await call('GET', '/customers/funding', who.tokens.ut);
    expect(funding.json().data.withdrawals).toMatchObject({
      allowed: false,
      reason: 'security_change',
    });

    // The password it had is refused as any wrong password is: nothing says it is gone.
    const other = await verifiedCustomer(t);
    const wrong = await signIn(t.app, other.email, 'not-the-right-password-1');
    const gone = await signIn(t.app, who.email, who.password);
    expect(refusalOf(gone)).toEqual(refusalOf(wrong));
    expect(refusalOf(gone)).toEqual({
      status: 401,
      code: wrong.json().code,
      message: 'Invalid e-mail or password',
    });
    const signedIn = await passkeySignIn(who.laptop);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data.status).toBe('signed_in');
  });

  it('with one passkey and recovery codes, and e-mails in the customer’s language', async () => {
    const { email, password } = await verifiedCustomer(t, { language: 'fr-CA' });
    const tokens = await customerTokens(t.app, email, password);
    const phone = await withPasskeyDevice(t, { tokens, password });
    expect(await passwordStatus(tokens.ut)).toEqual({ has_password: true, removable: false });
    await withAuthenticatorApp(t, tokens.ut);
    expect(await passwordStatus(tokens.ut)).toEqual({ has_password: true, removable: true });

    expect((await removePassword({ tokens, password }, phone)).statusCode).toBe(200);
    const mail = await lastMail(t.app, email, 'password_removed');
    expect(mail.subject).toBe('Votre mot de passe a été supprimé');
    expect(mail.text).toContain('vous vous connectez désormais avec vos clés d’accès');
  });

  it('is refused with one passkey alone, before a passkey is asked or the password checked', async () => {
    const who = await signedInCustomer(t);
    const phone = await withPasskeyDevice(t, who);
    const options = await approvalOptions(t, who.tokens.ut, 'remove_password');
    expect(options.statusCode).toBe(409);
    expect(options.json().message).toMatch(/two passkeys, or a passkey and recovery codes/);
    const removal = await call('DELETE', '/identity/password', who.tokens.ut, {
      password: 'not-the-right-password-1',
      passkey: { session_info: 'none', credential: phone.assert('Y2hhbGxlbmdl') },
    });
    expect(removal.statusCode).toBe(409);
    expect(await passwordStatus(who.tokens.ut)).toEqual({ has_password: true, removable: false });
    expect(await countMails(t, who.email, 'password_removed')).toBe(0);
  });

  it('is refused without both proofs: the password, and a fresh answer of one of the customer’s passkeys', async () => {
    const who = await withTwoPasskeys();
    const stranger = await withTwoPasskeys();
    const ut = who.tokens.ut;
    const remove = (password: string, passkey: object) =>
      call('DELETE', '/identity/password', ut, { password, passkey });

    // A wrong password is refused on its field, and spends not the passkey's approval.
    const approval = await approveChange(t, ut, who.phone, 'remove_password');
    const wrong = await remove('not-the-right-password-1', approval);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details).toEqual([
      { path: 'body.password', message: 'The password is incorrect' },
    ]);

    const signedBy = async (sign: (challenge: string) => object) => {
      const res = await approvalOptions(t, ut, 'remove_password');
      const { options, session_info } = res.json().data;
      return remove(who.password, { session_info, credential: sign(options.challenge) });
    };
    const refusals = [
      await signedBy((challenge) => stranger.phone.assert(challenge)),
      await signedBy((challenge) =>
        who.phone.assert(challenge, { origin: 'https://maple-login.example' }),
      ),
      await signedBy((challenge) => who.phone.assert(challenge, { userVerified: false })),
      // Signed for another ceremony's challenge.
      await remove(who.password, {
        ...(await approveChange(t, ut, who.phone, 'remove_password')),
        session_info: (await approvalOptions(t, ut, 'remove_password')).json().data.session_info,
      }),
    ];
    expect(refusals.map((res) => res.statusCode)).toEqual([403, 403, 403, 403]);
    expect(await passwordStatus(ut)).toEqual({ has_password: true, removable: true });

    // The approval the wrong password left unspent still works, and only once: with a password
    // set again, the same answer removes it no more.
    expect((await remove(who.password, approval)).statusCode).toBe(200);
    const set = await call('POST', '/identity/password', ut, {
      new_password: otherStrongPassword,
      passkey: await approveChange(t, ut, who.laptop, 'set_password'),
    });
    expect(set.statusCode).toBe(200);
    const replayed = await remove(otherStrongPassword, approval);
    expect(replayed.statusCode).toBe(403);
    expect(await passwordStatus(ut)).toEqual({ has_password: true, removable: true });
  });
});

describe('a passwordless account', () => {
  it('sets a password again with a passkey: a weak one spends nothing, and the password then signs in', async () => {
    const who = await withTwoPasskeys();
    expect((await removePassword(who, who.phone)).statusCode).toBe(200);
    const ut = who.tokens.ut;
    const change = await call('POST', '/identity/password/change', ut, {
      current_password: who.password,
      new_password: otherStrongPassword,
    });
    expect(change.statusCode).toBe(409);

    const passkey = await approveChange(t, ut, who.laptop, 'set_password');
    const weak = await call('POST', '/identity/password', ut, {
      new_password: weakPassword,
      passkey,
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().details[0].path).toBe('body.new_password');
    const set = await call('POST', '/identity/password', ut, {
      new_password: otherStrongPassword,
      passkey,
    });
    expect(set.statusCode).toBe(200);
    expect(await passwordStatus(ut)).toEqual({ has_password: true, removable: true });
    expect(await countMails(t, who.email, 'password_changed')).toBe(1);
    const again = await call('POST', '/identity/password', ut, {
      new_password: otherStrongPassword,
      passkey: await approveChange(t, ut, who.laptop, 'remove_password'),
    });
    expect(again.statusCode).toBe(409);
    const signedIn = await signIn(t.app, who.email, otherStrongPassword);
    expect(signedIn.json().data.status).toBe('signed_in');
  });

  it('takes a new password from a reset link, as any account does', async () => {
    const who = await withTwoPasskeys();
    expect((await removePassword(who, who.phone)).statusCode).toBe(200);
    const asked = await call('POST', '/identity/password-reset', undefined, {
      email: who.email,
      altcha: await solveAltcha(t.app),
    });
    expect(asked.statusCode).toBe(200);
    const token = linkParam(await lastMail(t.app, who.email, 'reset_password'), 'token');
    const reset = await call('POST', '/identity/password-reset/complete', undefined, {
      token,
      password: otherStrongPassword,
    });
    expect(reset.statusCode).toBe(200);
    const signedIn = await signIn(t.app, who.email, otherStrongPassword);
    const tokens = await exchangeIdentityToken(t.app, signedIn.json().data.id_token);
    expect(await passwordStatus(tokens.ut)).toEqual({ has_password: true, removable: true });
  });

  it('confirms with a passkey where the password was asked, and the password is refused there', async () => {
    const who = await withTwoPasskeys();
    expect((await removePassword(who, who.phone)).statusCode).toBe(200);
    const ut = who.tokens.ut;
    const byPassword = await call('POST', '/identity/passkeys/registration', ut, {
      password: who.password,
    });
    expect(byPassword.statusCode).toBe(400);
    expect(byPassword.json().details).toEqual([
      { path: 'body.passkey', message: 'Confirm with one of your passkeys' },
    ]);

    const passkey = await approveChange(t, ut, who.phone, 'add_passkey');
    const start = await call('POST', '/identity/passkeys/registration', ut, { passkey });
    expect(start.statusCode).toBe(200);
    const tablet = new SoftAuthenticator(testSite);
    const credential = tablet.register(start.json().data.options);
    const created = await call('POST', '/identity/passkeys', ut, {
      session_info: start.json().data.session_info,
      name: 'Tablet',
      credential,
    });
    expect(created.statusCode).toBe(201);
    expect((await passkeySignIn(tablet)).statusCode).toBe(200);
  });
});
