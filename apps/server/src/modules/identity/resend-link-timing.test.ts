import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  countMails,
  signUp,
  tableCounts,
  uniqueEmail,
  verifiedCustomer,
} from '../../testing/flows.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { expectSimilarTimings, type PreparedCall } from '../../testing/timing.js';

// Asking for a new confirmation link: only an unconfirmed address gets one, and the answer
// (body and timing) must not tell an unconfirmed, a confirmed and an unknown address apart.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ logLevel: 'warn' });
});
afterAll(() => t.close());

const requestLink = (email: string) =>
  t.app.inject({ method: 'POST', url: '/customers/generate-email-link', payload: { email } });

const linkCall =
  (email: () => string): PreparedCall =>
  async () => {
    const address = email();
    return () => requestLink(address);
  };

async function unconfirmedCustomer(): Promise<string> {
  const email = uniqueEmail('unconfirmed');
  const res = await signUp(t.app, {
    email,
    password: 'quartz-lantern-pivot-92',
    display_name: 'Ada Lovelace',
    language: 'en-CA',
  });
  expect(res.statusCode).toBe(200);
  return email;
}

describe('resending the confirmation link', () => {
  it('answers unconfirmed, confirmed and unknown addresses alike', async () => {
    const unconfirmed = await requestLink(await unconfirmedCustomer());
    const confirmed = await requestLink((await verifiedCustomer(t)).email);
    const unknown = await requestLink(uniqueEmail('absent'));
    expect(unconfirmed.statusCode).toBe(200);
    expect(confirmed.body).toBe(unconfirmed.body);
    expect(unknown.body).toBe(unconfirmed.body);
  });

  it('takes as long for an unknown address as for an unconfirmed one that is sent a link', async () => {
    const email = await unconfirmedCustomer();
    const before = await tableCounts(t);
    let requests = 0;
    await expectSimilarTimings(
      linkCall(() => {
        // An hour later each time, so the address is within its hourly budget of links.
        t.clock.advance(3601);
        requests += 1;
        return email;
      }),
      linkCall(() => uniqueEmail('absent')),
      { warmUp: 5 },
    );
    // The sign-up's own link, then one per request; nothing the unknown ones wrote was kept.
    expect(await countMails(t, email, 'verify_email')).toBe(requests + 1);
    const after = await tableCounts(t);
    expect(after.outbound_emails).toBe((before.outbound_emails ?? 0) + requests);
    expect(after.email_link_tokens).toBe((before.email_link_tokens ?? 0) + requests);
  }, 120_000);

  it('takes as long for a confirmed address as for an unconfirmed one', async () => {
    const unconfirmed = await unconfirmedCustomer();
    const { email: confirmed } = await verifiedCustomer(t);
    await expectSimilarTimings(
      linkCall(() => {
        t.clock.advance(3601);
        return unconfirmed;
      }),
      linkCall(() => confirmed),
      { warmUp: 5 },
    );
    expect(await countMails(t, confirmed, 'verify_email')).toBe(1);
  }, 120_000);
});
