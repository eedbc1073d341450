import { afterAll, beforeAll, expect, it } from 'vitest';
import { travel } from '../../testing/recurring-time-travel.js';
import { createProcessDatabase, type ProcessDatabase } from '../../testing/test-database.js';

/**
 * The time travel of recurring orders (ADR 83, `testing/recurring-time-travel.ts`): orders of
 * every frequency run by two instances over 400 simulated days, one instance killed at every
 * step with work. Every run due was executed once inside its window or skipped with a reason,
 * none twice, none lost, each trade for exactly its order's amount, no customer past the XRP
 * investment limit, and the books sound. `npm run bench:recurring` runs it at full size.
 */
let database: ProcessDatabase;
beforeAll(async () => {
  database = await createProcessDatabase();
});
afterAll(() => database.dispose());

it('runs every due run once, inside its window or skipped with a reason, through kills', async () => {
  const url = database.env.DATABASE_URL;
  if (url === undefined) throw new Error('runs on PostgreSQL only');
  const figures = await travel({ url, schedules: 30, days: 400, seed: 20261201 });
  expect(figures.violations).toEqual({});
  expect(figures.kills).toBeGreaterThan(100);
  expect(figures.executed).toBeGreaterThan(500);
  // Thin balances, price limits and the XRP limit were all met, and told as skips.
  expect(Object.keys(figures.skipped)).toEqual(
    expect.arrayContaining(['insufficient_funds', 'price_above_limit', 'over_limit']),
  );
}, 600_000);
