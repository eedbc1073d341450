import type { StaffRole } from '@maple/contracts';
import { totpCodeAt } from '../modules/identity/totp.js';
import { uniqueEmail } from './flows.js';
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
