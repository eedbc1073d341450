import { afterAll, beforeAll, describe, it } from 'vitest';
import { signIn, uniqueEmail, verifiedCustomer } from '../../testing/flows.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { expectSimilarTimings } from '../../testing/timing.js';
import { defaultPasswordHashing } from './identity.config.js';

// Production argon2 cost: the point is that its work dominates and is done on both paths.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ passwordHashing: defaultPasswordHashing, logLevel: 'warn' });
});
afterAll(() => t.close());

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
});
