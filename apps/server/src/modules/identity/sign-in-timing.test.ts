import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultPasswordHashing } from '../../infra/config.js';
import { signIn, uniqueEmail, verifiedCustomer } from '../../testing/flows.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

// Production argon2 cost: the point is that its work dominates and is done on both paths.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ passwordHashing: defaultPasswordHashing, logLevel: 'warn' });
});
afterAll(() => t.close());

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 0
    ? ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2
    : (sorted[mid] ?? 0);
};

async function timed(run: () => Promise<unknown>): Promise<number> {
  const start = process.hrtime.bigint();
  await run();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

describe('sign-in timing', () => {
  it('takes as long for an unknown address as for a known one with a wrong password', async () => {
    const { email } = await verifiedCustomer(t);
    const known = () => signIn(t.app, email, 'not-the-right-password');
    const unknown = () => signIn(t.app, uniqueEmail('absent'), 'not-the-right-password');
    // Warm-up, including the tenth failure that locks the account and queues its e-mail.
    for (let i = 0; i < 12; i += 1) {
      await known();
      await unknown();
    }

    // Interleaved so drift in machine load hits both alike. A shared CI machine can disturb
    // one round; a real leak (a skipped hash costs ~100 %) shows in every round.
    const differences: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      const knownTimes: number[] = [];
      const unknownTimes: number[] = [];
      for (let i = 0; i < 20; i += 1) {
        knownTimes.push(await timed(known));
        unknownTimes.push(await timed(unknown));
      }
      const a = median(knownTimes);
      const b = median(unknownTimes);
      differences.push(Math.abs(a - b) / Math.max(a, b));
      if ((differences.at(-1) ?? 1) < 0.1) break;
    }
    expect(Math.min(...differences)).toBeLessThan(0.1);
  }, 120_000);
});
