import type { Language, StaffRole } from '@maple/contracts';
import { expect } from 'vitest';
import { totpCodeAt } from '../modules/identity/totp.js';
import type { StaffActor } from '../modules/kyc/kyc-review.service.js';
import { bearer, lastMail, linkParam, uniqueEmail } from './flows.js';
import type { TestApp } from './test-app.js';

/** A staff user with `role`, signed in to the back office: answers the admin token `a_at`. */
export async function signedInStaff(t: TestApp, role: StaffRole): Promise<string> {
  const staff = await t.services.staff.create({
    email: uniqueEmail(`staff-${role}`),
    displayName: `Staff ${role}`,
    role,
  });
  // Past the step of any code used before, so the code below is fresh.
  t.clock.advance(30);
  const res = await t.app.inject({
    method: 'POST',
    url: '/admin/api/signin',
    payload: {
      email: staff.email,
      password: staff.password,
      code: totpCodeAt(staff.totpSecret, t.clock.now()),
    },
  });
  if (res.statusCode !== 200) throw new Error(`staff sign-in answered ${res.body}`);
  return res.json<{ data: { a_at: string } }>().data.a_at;
}

/** A new compliance officer, as the identity verification review's service takes one. */
export async function complianceOfficer(
  t: Pick<TestApp, 'services'>,
  requestId: string,
): Promise<StaffActor> {
  const staff = await t.services.staff.create({
    email: uniqueEmail('compliance'),
    displayName: 'Compliance Officer',
    role: 'compliance',
  });
  return { staffId: staff.id, requestId };
}

/** The password each member enrolled through `staffManagementCalls` sets. */
export const enrolmentPassword = 'copper-meadow-violin-58';

/**
 * The staff management tests' calls, on the app and admin token `suite` answers once the file's
 * `beforeAll` ran: a POST (as that admin unless given another token), a sign-in with the
 * enrolment password, following an enrolment e-mail, an invited member who enrolled, and
 * `/admin/api/me`.
 */
export function staffManagementCalls(suite: () => { t: TestApp; admin: string }) {
  const post = (url: string, payload: Record<string, unknown>, token = suite().admin) =>
    suite().t.app.inject({ method: 'POST', url, headers: bearer(token), payload });

  const signIn = (email: string, secret: string) =>
    suite().t.app.inject({
      method: 'POST',
      url: '/admin/api/signin',
      payload: {
        email,
        password: enrolmentPassword,
        code: totpCodeAt(secret, suite().t.clock.now()),
      },
    });

  /** Follows the e-mailed link: answers the authenticator secret after finishing enrolment. */
  async function enrolFromMail(email: string): Promise<string> {
    const { t } = suite();
    const token = linkParam(await lastMail(t.app, email, 'staff_enrolment'), 'token');
    const started = await post('/admin/api/enrolment/start', { token });
    expect(started.statusCode).toBe(200);
    const { secret_key, session_info } = started.json().data;
    t.clock.advance(30);
    const finished = await post('/admin/api/enrolment/finish', {
      token,
      password: enrolmentPassword,
      session_info,
      code: totpCodeAt(secret_key, t.clock.now()),
    });
    expect(finished.statusCode).toBe(200);
    t.clock.advance(30);
    return secret_key;
  }

  /** An invited staff member who enrolled and signed in: their id, secret and token. */
  async function enrolledStaff(role: StaffRole, language: Language = 'en-CA') {
    const email = uniqueEmail('invited');
    const invited = await post('/admin/api/staff', {
      email,
      display_name: 'Grace Hopper',
      role,
      language,
    });
    expect(invited.statusCode).toBe(201);
    const secret = await enrolFromMail(email);
    const res = await signIn(email, secret);
    expect(res.statusCode).toBe(200);
    return { id: invited.json().data.id, email, secret, token: res.json().data.a_at };
  }

  const me = (token: string) =>
    suite().t.app.inject({ url: '/admin/api/me', headers: bearer(token) });

  return { post, signIn, enrolFromMail, enrolledStaff, me };
}
