import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  countMails,
  solveAltcha,
  tableCounts,
  uniqueEmail,
  verifiedCustomer,
} from '../../testing/flows.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { expectSimilarTimings, type PreparedCall } from '../../testing/timing.js';

// No password is hashed on this path, so the test app's cheap hashing changes nothing here; the
// database work is all there is, and it must be the same for known and unknown addresses.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ logLevel: 'warn' });
});
afterAll(() => t.close());

const requestReset = (email: string, altcha: string) =>
  t.app.inject({ method: 'POST', url: '/customers/reset-password', payload: { email, altcha } });

/** A reset request for the address `email` answers, its bot check solved outside the timing. */
const resetCall =
  (email: () => string): PreparedCall =>
  async () => {
    // First: the known case moves the clock, and a challenge expires by that clock.
    const address = email();
    const altcha = await solveAltcha(t.app);
    return () => requestReset(address, altcha);
  };

const unknownAddress = () => uniqueEmail('absent');

describe('password reset request timing', () => {
  it('answers an unknown address with the same status and body as a known one', async () => {
    const { email } = await verifiedCustomer(t);
    const known = await requestReset(email, await solveAltcha(t.app));
    const unknown = await requestReset(unknownAddress(), await solveAltcha(t.app));
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
  });

  it('takes as long for an unknown address as for a known one that is e-mailed a link', async () => {
    const { email } = await verifiedCustomer(t);
    const before = await tableCounts(t);
    let requests = 0;
    await expectSimilarTimings(
      resetCall(() => {
        // An hour later each time, so the address is within its hourly budget of e-mails.
        t.clock.advance(3601);
        requests += 1;
        return email;
      }),
      resetCall(unknownAddress),
      { warmUp: 5 },
    );
    // Every known request was e-mailed a link; nothing the unknown ones wrote was kept.
    expect(await countMails(t, email, 'reset_password')).toBe(requests);
    const after = await tableCounts(t);
    expect(after.outbound_emails).toBe((before.outbound_emails ?? 0) + requests);
    expect(after.email_link_tokens).toBe((before.email_link_tokens ?? 0) + requests);
  }, 120_000);

  it('takes as long for an unknown address as for a known one past its e-mail budget', async () => {
    const { email } = await verifiedCustomer(t);
    const before = await tableCounts(t);
    // The warm-up spends the hourly budget of three e-mails; the clock does not move after.
    await expectSimilarTimings(
      resetCall(() => email),
      resetCall(unknownAddress),
      { warmUp: 5 },
    );
    expect(await countMails(t, email, 'reset_password')).toBe(3);
    const after = await tableCounts(t);
    expect(after.outbound_emails).toBe((before.outbound_emails ?? 0) + 3);
    expect(after.email_link_tokens).toBe((before.email_link_tokens ?? 0) + 3);
  }, 120_000);
});
