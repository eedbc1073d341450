import type { StaffRole } from '@maple/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { SoftAuthenticator } from '../infra/security/soft-authenticator.js';
import { totpCodeAt } from '../modules/identity/totp.js';
import { bearer, uniqueEmail } from './flows.js';
import { testSite } from './passkey-flows.js';
import type { TestApp } from './test-app.js';

/** Where a staff member's own passkeys are (ADR 56). */
export const STAFF_PASSKEYS = '/admin/api/me/passkeys';

export interface SignedInStaffMember {
  id: string;
  email: string;
  password: string;
  totpSecret: string;
  token: string;
}

type Inject = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  token?: string,
) => (payload?: object) => Promise<LightMyRequestResponse>;

/** A request to the app, with the bearer token when given one. */
const injectIn =
  (suite: () => TestApp): Inject =>
  (method, url, token) =>
  (payload) =>
    suite().app.inject({
      method,
      url,
      ...(token === undefined ? {} : { headers: bearer(token) }),
      ...(payload === undefined ? {} : { payload }),
    });

/**
 * The staff passkey tests' calls, on the app `suite` answers once the file's `beforeAll` ran: a
 * request with or without a token, a member signed in with password and code, registering a
 * passkey, and signing in with one.
 */
export function staffPasskeyCalls(suite: () => TestApp) {
  const inject = injectIn(suite);
  return { inject, ...memberCalls(suite, inject), ...signInCalls(inject) };
}

/** Signing in to the back office with a passkey. */
function signInCalls(inject: Inject) {
  async function adminSignInOptions() {
    const res = await inject('POST', '/admin/api/signin/passkey/options')();
    expect(res.statusCode).toBe(200);
    return res.json().data as { options: { challenge: string }; session_info: string };
  }

  const adminSignInWith = (session_info: string, credential: object) =>
    inject('POST', '/admin/api/signin/passkey')({ session_info, credential });

  /** Signs in with the device's passkey; answers the response. */
  async function passkeySignIn(device: SoftAuthenticator) {
    const { options, session_info } = await adminSignInOptions();
    return adminSignInWith(session_info, device.assert(options.challenge));
  }

  return { adminSignInOptions, adminSignInWith, passkeySignIn };
}

/** Staff members, their codes, and the passkeys they register. */
function memberCalls(suite: () => TestApp, inject: Inject) {
  const currentCode = (staff: Pick<SignedInStaffMember, 'totpSecret'>) =>
    totpCodeAt(staff.totpSecret, suite().clock.now());
  const wrongCodeOf = (staff: SignedInStaffMember) =>
    currentCode(staff) === '000000' ? '111111' : '000000';

  /** A staff member signed in with password and code, the clock past that code's step. */
  async function signedInStaff(
    role: StaffRole = 'support',
    language: 'en-CA' | 'fr-CA' = 'en-CA',
  ): Promise<SignedInStaffMember> {
    const created = await suite().services.staff.create({
      email: uniqueEmail('passkey-staff'),
      displayName: 'Grace Hopper',
      role,
      language,
    });
    suite().clock.advance(30);
    const { email, password } = created;
    const res = await inject(
      'POST',
      '/admin/api/signin',
    )({ email, password, code: currentCode(created) });
    expect(res.statusCode).toBe(200);
    // The next code asked for is a fresh one: each step's code works once.
    suite().clock.advance(30);
    return { ...created, token: res.json().data.a_at };
  }

  /** Opens a registration with the password and a current code; answers the ceremony. */
  async function openRegistration(staff: SignedInStaffMember) {
    const { password } = staff;
    const start = inject('POST', `${STAFF_PASSKEYS}/registration`, staff.token);
    const res = await start({ password, code: currentCode(staff) });
    expect(res.statusCode).toBe(200);
    suite().clock.advance(30);
    return res.json().data as { options: { challenge: string }; session_info: string };
  }

  /** Registers a passkey on `device` for the staff member; answers the create call. */
  async function register(staff: SignedInStaffMember, device: SoftAuthenticator, name: string) {
    const { options, session_info } = await openRegistration(staff);
    const credential = device.register(options);
    return inject('POST', STAFF_PASSKEYS, staff.token)({ session_info, name, credential });
  }

  /** A staff member with one passkey on a device of their own. */
  async function staffWithPasskey(role: StaffRole = 'support') {
    const staff = await signedInStaff(role);
    const device = new SoftAuthenticator(testSite);
    const created = await register(staff, device, 'Office laptop');
    expect(created.statusCode).toBe(201);
    return { staff, device, passkeyId: created.json().data.id as string };
  }

  const passkeyRows = (staffId: string) =>
    suite()
      .database.db.selectFrom('passkeys')
      .select(['id', 'name'])
      .where('principal_kind', '=', 'staff')
      .where('principal_id', '=', staffId)
      .execute();

  return {
    currentCode,
    wrongCodeOf,
    signedInStaff,
    openRegistration,
    register,
    staffWithPasskey,
    passkeyRows,
  };
}
