import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  customerTokens,
  exchangeIdentityToken,
  mailbox,
  verifiedCustomer,
} from '../../testing/flows.js';
import { withPasskeyDevice } from '../../testing/passkey-flows.js';
import { STAFF_PASSKEYS as PATH, staffPasskeyCalls } from '../../testing/staff-passkey-flows.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

/**
 * Signing in to the back office with a passkey alone (ADR 56): the admin token the password and
 * code earn, the password path's lock and deactivation checks, and never a customer's passkey
 * (nor a staff passkey at the customer's sign-in).
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const {
  inject,
  wrongCodeOf,
  currentCode,
  signedInStaff,
  staffWithPasskey,
  adminSignInOptions,
  adminSignInWith,
  passkeySignIn,
  passkeyRows,
} = staffPasskeyCalls(() => t);

describe('signing in to the back office with a passkey', () => {
  it('answers the admin token the password and code earn, and records the use', async () => {
    const { staff, device, passkeyId } = await staffWithPasskey('compliance');
    const res = await passkeySignIn(device);
    expect(res.statusCode).toBe(200);
    const token = res.json().data.a_at;
    const claims = await t.services.tokens.verify('admin', token);
    expect(claims).toMatchObject({ sub: staff.id, role: 'compliance' });
    expect(claims.exp - claims.iat).toBe(8 * 3600);
    const me = await inject('GET', '/admin/api/me', token)();
    expect(me.json().data).toMatchObject({ email: staff.email, role: 'compliance' });
    // The newest sign-in wins, as with the password.
    expect((await inject('GET', '/admin/api/me', staff.token)()).statusCode).toBe(401);
    const [listed] = (await inject('GET', PATH, token)()).json().data.passkeys;
    expect(listed).toMatchObject({ id: passkeyId, last_used_at: t.clock.now().toISOString() });
  });

  it('refuses a replay, another origin, another relying party and no user verification', async () => {
    const { device } = await staffWithPasskey();
    const first = await adminSignInOptions();
    const assertion = device.assert(first.options.challenge);
    expect((await adminSignInWith(first.session_info, assertion)).statusCode).toBe(200);
    const replayed = await adminSignInWith(first.session_info, assertion);
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json().data).toBeUndefined();

    for (const override of [
      { origin: 'https://maple-login.example' },
      { rpId: 'maple-login.example' },
      { userVerified: false },
    ]) {
      const { options, session_info } = await adminSignInOptions();
      const res = await adminSignInWith(session_info, device.assert(options.challenge, override));
      expect(res.statusCode, JSON.stringify(override)).toBe(401);
      expect(res.json()).toMatchObject({ code: 'authentication_failed' });
    }
  });

  it('refuses a customer’s passkey at the back office, and a staff passkey at the customer’s sign-in', async () => {
    const { email, password } = await verifiedCustomer(t);
    const customer = await customerTokens(t.app, email, password);
    const customerDevice = await withPasskeyDevice(t, { tokens: customer, password });
    const atBackOffice = await passkeySignIn(customerDevice);
    expect(atBackOffice.statusCode).toBe(401);
    expect(atBackOffice.json().data).toBeUndefined();
    // Refused for its kind before its signature counts: the passkey was not used.
    const customerPasskey = await t.database.db
      .selectFrom('passkeys')
      .select(['principal_kind', 'last_used_at'])
      .where('id', '=', customerDevice.credentialIds[0] ?? '')
      .executeTakeFirstOrThrow();
    expect(customerPasskey).toEqual({ principal_kind: 'customer', last_used_at: null });

    const { device } = await staffWithPasskey('admin');
    const options = await inject('POST', '/identity/signin/passkey/options')();
    const { options: customerOptions, session_info } = options.json().data;
    const asCustomer = await inject(
      'POST',
      '/identity/signin/passkey',
    )({ session_info, credential: device.assert(customerOptions.challenge) });
    expect(asCustomer.statusCode).toBe(401);
    expect(asCustomer.json().data).toBeUndefined();

    // Each door's ceremony is its own: the customer's challenge does not open the back office.
    const crossed = await adminSignInWith(session_info, device.assert(customerOptions.challenge));
    expect(crossed.statusCode).toBe(400);
    // The customer's passkey still signs the customer in.
    const own = await inject('POST', '/identity/signin/passkey/options')();
    const signedIn = await inject(
      'POST',
      '/identity/signin/passkey',
    )({
      session_info: own.json().data.session_info,
      credential: customerDevice.assert(own.json().data.options.challenge),
    });
    expect(signedIn.statusCode).toBe(200);
    await exchangeIdentityToken(t.app, signedIn.json().data.id_token);
  });

  it('refuses a member locked by wrong passwords (423), then lets them in once unlocked', async () => {
    const { staff, device } = await staffWithPasskey();
    for (let i = 0; i < 10; i += 1) {
      await inject(
        'POST',
        '/admin/api/signin',
      )({ email: staff.email, password: `wrong-${i}`, code: currentCode(staff) });
    }
    const locked = await passkeySignIn(device);
    expect(locked.statusCode).toBe(423);
    expect(locked.json()).toMatchObject({ code: 'account_locked' });
    await t.services.staff.unlock(await unlockTokenOf(staff.email));
    expect((await passkeySignIn(device)).statusCode).toBe(200);
  });

  it('refuses a member whose authenticator is locked by wrong codes (423)', async () => {
    const { staff, device } = await staffWithPasskey();
    for (let i = 0; i < 10; i += 1) {
      await inject(
        'POST',
        '/admin/api/signin',
      )({ email: staff.email, password: staff.password, code: wrongCodeOf(staff) });
    }
    expect((await passkeySignIn(device)).statusCode).toBe(423);
  });

  it('refuses a deactivated member, and one whose authenticator an admin reset loses their passkeys', async () => {
    const admin = await signedInStaff('admin');
    const deactivated = await staffWithPasskey();
    const reset = await staffWithPasskey();
    const post = (url: string) => inject('POST', url, admin.token)({});
    expect((await post(`/admin/api/staff/${deactivated.staff.id}/deactivate`)).statusCode).toBe(
      200,
    );
    const refused = await passkeySignIn(deactivated.device);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 'authentication_failed' });

    expect((await post(`/admin/api/staff/${reset.staff.id}/reset-mfa`)).statusCode).toBe(200);
    expect(await passkeyRows(reset.staff.id)).toEqual([]);
    expect((await passkeySignIn(reset.device)).statusCode).toBe(401);
    const [event] = await t.database.db
      .selectFrom('audit_events')
      .select('details')
      .where('action', '=', 'staff.mfa_reset')
      .where('actor_id', '=', admin.id)
      .execute();
    expect(event?.details).toEqual({ staff_id: reset.staff.id, passkeys_removed: 1 });
  });
});

/** The token of the newest unlock link e-mailed to `email`. */
async function unlockTokenOf(email: string): Promise<string> {
  const mail = (await mailbox(t.app)).find(
    (m) => m.to === email && m.template === 'account_locked',
  );
  const link = mail?.links[0];
  if (link === undefined) throw new Error(`no unlock link to ${email}`);
  return new URL(link).searchParams.get('unlock') ?? '';
}
