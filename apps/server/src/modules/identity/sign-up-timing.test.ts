import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  countMails,
  type SignUpFields,
  signUp,
  solveAltcha,
  strongPassword,
  tableCounts,
  uniqueEmail,
  verifiedCustomer,
} from '../../testing/flows.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { expectSimilarTimings } from '../../testing/timing.js';
import { defaultPasswordHashing } from './identity.config.js';

const fields = (email: string): SignUpFields => ({
  email,
  password: strongPassword,
  display_name: 'Ada Lovelace',
});

// Production argon2 cost, as an attacker meets it: the hash is most of the time and both paths
// must do it.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ passwordHashing: defaultPasswordHashing, logLevel: 'warn' });
});
afterAll(() => t.close());

describe('sign-up timing', () => {
  it('answers a registered address with the same status and body as a new one', async () => {
    const { email } = await verifiedCustomer(t);
    const fresh = await signUp(t.app, fields(uniqueEmail('new')));
    const again = await signUp(t.app, fields(email));
    expect(fresh.statusCode).toBe(200);
    expect(again.statusCode).toBe(fresh.statusCode);
    expect(again.body).toBe(fresh.body);
  });

  it('takes as long for a registered address as for a new one', async () => {
    const { email } = await verifiedCustomer(t);
    const before = await tableCounts(t);
    let created = 0;
    let repeated = 0;
    await expectSimilarTimings(
      async () => {
        const altcha = await solveAltcha(t.app);
        const address = uniqueEmail('new');
        created += 1;
        return () => signUp(t.app, fields(address), altcha);
      },
      async () => {
        const altcha = await solveAltcha(t.app);
        repeated += 1;
        return () => signUp(t.app, fields(email), altcha);
      },
      { warmUp: 3 },
    );
    // Every timed call took its path (refused bot checks would be fast on both sides alike),
    // and nothing of the stand-ins for the registered address was kept.
    const after = await tableCounts(t);
    expect(after.identity_users).toBe((before.identity_users ?? 0) + created);
    expect(after.customers).toBe((before.customers ?? 0) + created);
    expect(after.email_link_tokens).toBe((before.email_link_tokens ?? 0) + created);
    expect(await countMails(t, email, 'signup_exists')).toBe(repeated);
    expect(after.outbound_emails).toBe((before.outbound_emails ?? 0) + created + repeated);
  }, 120_000);
});
