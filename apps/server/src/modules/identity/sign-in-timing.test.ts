import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  signedInCustomer,
  signIn,
  uniqueEmail,
  verifiedCustomer,
} from '../../testing/flows.js';
import { approveChange, withPasskeyDevice } from '../../testing/passkey-flows.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { expectSimilarTimings } from '../../testing/timing.js';
import { defaultPasswordHashing } from './identity.config.js';

// Production argon2 cost: the point is that its work dominates and is done on both paths.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ passwordHashing: defaultPasswordHashing, logLevel: 'warn' });
});
afterAll(() => t.close());

/** An account that removed its password (ADR 57): it signs in with its two passkeys. */
async function passwordlessEmail(): Promise<string> {
  const who = await signedInCustomer(t, { verified: false });
  const phone = await withPasskeyDevice(t, who);
  await withPasskeyDevice(t, who);
  const passkey = await approveChange(t, who.tokens.ut, phone, 'remove_password');
  const removed = await t.app.inject({
    method: 'DELETE',
    url: '/identity/password',
    headers: bearer(who.tokens.ut),
    payload: { password: who.password, passkey },
  });
  expect(removed.statusCode).toBe(200);
  return who.email;
}

describe('sign-in timing', () => {
  it('takes as long for an unknown address as for a known one with a wrong password', async () => {
    const { email } = await verifiedCustomer(t);
    await expectSimilarTimings(
      async () => () => signIn(t.app, email, 'not-the-right-password'),
      async () => () => signIn(t.app, uniqueEmail('absent'), 'not-the-right-password'),
      // The warm-up includes the tenth failure, which locks the account and queues its e-mail.
      { warmUp: 12 },
    );
  }, 120_000);

  it('takes as long for an account without a password as for a wrong password', async () => {
    const { email } = await verifiedCustomer(t);
    const passwordless = await passwordlessEmail();
    await expectSimilarTimings(
      async () => () => signIn(t.app, email, 'not-the-right-password'),
      async () => () => signIn(t.app, passwordless, 'not-the-right-password'),
      { warmUp: 12 },
    );
  }, 120_000);
});
