import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  eventually,
  findJob,
  type JobRecord,
  jobReaches,
  jobsIn,
  seconds,
} from '../../testing/jobs.js';
import { createTestApp, type TestApp, testConfig } from '../../testing/test-app.js';
import { api, fundedCustomer } from '../../testing/trading-flows.js';
import { ledgerViolations } from '../ledger/invariants.js';

/** Settlement runs as jobs (docs/trading.md): one per due second, re-armed, swept each minute. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ trading: { ...testConfig.trading, settlementDelaySeconds: 1 } });
});
afterAll(() => t.close());
afterEach(async () => {
  expect(await ledgerViolations(t.database.db)).toEqual({});
});

/** Buys CAD 10.00 of BTC; answers the trade as stored. */
async function trade() {
  const customer = await fundedCustomer(t, 100_00n);
  const quote = await api(t, customer.tokens.at, 'POST', '/api/quotes', {
    symbol: 'BTC-CAD',
    side: 'buy',
    deliver_amount: 10_00n,
  });
  const traded = await api(t, customer.tokens.at, 'POST', '/api/trades', {
    quote_guid: quote.json.guid,
  });
  expect(traded.json.state).toBe('settling');
  return t.database.db
    .selectFrom('trades')
    .selectAll()
    .where('guid', '=', String(traded.json.guid))
    .executeTakeFirstOrThrow();
}

const stateOf = async (guid: string) =>
  (
    await t.database.db
      .selectFrom('trades')
      .select('state')
      .where('guid', '=', guid)
      .executeTakeFirstOrThrow()
  ).state;

/** The waiting settlement job for the second a trade is due in. */
function settlementJob(settlesAt: Date | null): Promise<JobRecord> {
  if (settlesAt === null) throw new Error('the trade does not settle');
  const key = new Date(Math.ceil(settlesAt.getTime() / 1000) * 1000).toISOString();
  return eventually(`a settlement job for ${key}`, async () =>
    (await jobsIn(t.database.db, 'settle-trades')).find(
      (job) => job.singleton_key === key && job.state === 'created',
    ),
  );
}

describe('settlement through the job queue', () => {
  it('completes a trade once its delay has passed, by the job its batch sent', async () => {
    const traded = await trade();
    const job = await settlementJob(traded.settles_at);
    expect(seconds(job.created_on, job.start_after)).toBeGreaterThanOrEqual(1);

    t.clock.advance(1);
    const done = await jobReaches(t.database.db, job.id, ['completed']);

    expect(await stateOf(traded.guid)).toBe('completed');
    expect(done.started_on?.getTime()).toBeGreaterThanOrEqual(done.start_after.getTime());
  });

  it('sends the job for the next trade still settling when a run leaves one', async () => {
    const first = await trade();
    t.clock.advance(2);
    const second = await trade();
    // The second trade's own job is lost; the run that settles the first sends another.
    const lost = await settlementJob(second.settles_at);
    await sql`DELETE FROM pgboss.job WHERE id = ${lost.id}`.execute(t.database.db);

    await eventually('the first trade to settle', async () =>
      (await stateOf(first.guid)) === 'completed' ? true : undefined,
    );
    const rearmed = await settlementJob(second.settles_at);
    expect(rearmed.id).not.toBe(lost.id);
    expect(await stateOf(second.guid)).toBe('settling');

    t.clock.advance(1);
    await jobReaches(t.database.db, rearmed.id, ['completed']);
    expect(await stateOf(second.guid)).toBe('completed');
  });

  it('settles a trade once, however many runs race for it', async () => {
    const traded = await trade();
    const job = await settlementJob(traded.settles_at);
    t.clock.advance(1);

    const counts = await Promise.all([
      t.services.settlement.settleDue(),
      t.services.settlement.settleDue(),
      t.services.settlement.settleDue(),
    ]);
    await jobReaches(t.database.db, job.id, ['completed']);

    // One of the runs (or the job, if it came first) settled it; none settled it again.
    expect(counts.filter((count) => count > 0).length).toBeLessThanOrEqual(1);
    expect(await stateOf(traded.guid)).toBe('completed');
    expect((await findJob(t.database.db, job.id))?.state).toBe('completed');
  });
});
