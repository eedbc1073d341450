import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, lastMail } from '../../testing/flows.js';
import { eventually } from '../../testing/jobs.js';
import { cadAvailable, recurringFlows } from '../../testing/recurring-flows.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { fund, fundedCustomer } from '../../testing/trading-flows.js';
import { addDays } from './recurring-calendar.js';

/**
 * The runs of recurring orders (ADR 83), by the app's own sweep and workers on a clock the tests
 * move forward: each once, inside its window (8 a.m. to 8 p.m. in Toronto here, production's),
 * executed as a quote and a trade for exactly its amount or skipped with its reason told, and
 * the next one planned. The books' invariants are checked after every test.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { create, list, runs, waitingRun, dayAhead, at, moveTo, runNext } = recurringFlows(() => t);

describe('runs', () => {
  it('buys at a random minute of its day, exactly the amount, and plans the next a week later', async () => {
    const me = await fundedCustomer(t, 100_00n);
    const start = dayAhead(1);
    const order = (
      await create(me, {
        side: 'buy',
        asset: 'BTC',
        amount: '25',
        frequency: 'weekly',
        start_date: start,
      })
    ).json().data;
    await at(start, 8, me);
    const run = await runNext(me, order.guid);
    expect(run).toMatchObject({ sequence: 1, day: start, state: 'executed', skip_reason: null });
    expect(await cadAvailable(t, me)).toBe(75_00n);
    const trade = await t.services.db
      .selectFrom('trades')
      .selectAll()
      .where('guid', '=', run.trade_guid)
      .executeTakeFirstOrThrow();
    expect(trade).toMatchObject({ customer_guid: me.guid, side: 'buy' });
    const [after] = await list(me);
    expect(after).toMatchObject({
      runs_executed: 1,
      runs_skipped: 0,
      next_run: { day: addDays(start, 7) },
    });
  });

  it('skips a run the customer cannot pay for, tells them why in the app and by e-mail, and goes on', async () => {
    const me = await fundedCustomer(t, 10_00n);
    const start = dayAhead(1);
    const order = (
      await create(me, {
        side: 'buy',
        asset: 'BTC',
        amount: '25',
        frequency: 'daily',
        start_date: start,
      })
    ).json().data;
    await at(start, 8, me);
    expect(await runNext(me, order.guid)).toMatchObject({
      state: 'skipped',
      skip_reason: 'insufficient_funds',
      trade_guid: null,
    });
    expect(await cadAvailable(t, me)).toBe(10_00n);
    const mail = await lastMail(t.app, me.email, 'recurring_run_skipped');
    expect(mail.subject).toMatch(/BTC buy of .* was skipped/);
    const centre = (
      await t.app.inject({ url: '/customers/notifications', headers: bearer(me.tokens.ut) })
    ).json().data;
    expect(centre.objects[0]).toMatchObject({
      kind: 'recurring_run',
      url: '/orders?tab=recurring',
      facts: {
        side: 'buy',
        asset: 'BTC',
        amount: '2500',
        day: start,
        skip_reason: 'insufficient_funds',
      },
    });
    const [after] = await list(me);
    expect(after).toMatchObject({
      state: 'active',
      runs_skipped: 1,
      next_run: { day: addDays(start, 1) },
    });
  });

  it('skips a buy when the price is above its limit, and a sale when it is below', async () => {
    const me = await fundedCustomer(t, 100_00n);
    await fund(t, me.guid, 'ETH', 10n ** 16n);
    const start = dayAhead(1);
    const buy = (
      await create(me, {
        side: 'buy',
        asset: 'BTC',
        amount: '25',
        frequency: 'weekly',
        start_date: start,
        limit_price: '1',
      })
    ).json().data;
    const sell = (
      await create(me, {
        side: 'sell',
        asset: 'ETH',
        amount: '0.01',
        frequency: 'weekly',
        start_date: start,
        limit_price: '99999999',
      })
    ).json().data;
    await at(start, 8, me);
    expect(await runNext(me, buy.guid)).toMatchObject({
      state: 'skipped',
      skip_reason: 'price_above_limit',
    });
    expect(await runNext(me, sell.guid)).toMatchObject({
      state: 'skipped',
      skip_reason: 'price_below_limit',
    });
    expect(await cadAvailable(t, me)).toBe(100_00n);
  });

  it('records every day missed while nothing could run, told, and plans the next to come', async () => {
    const me = await fundedCustomer(t, 100_00n);
    const start = dayAhead(1);
    const order = (
      await create(me, {
        side: 'buy',
        asset: 'BTC',
        amount: '5',
        frequency: 'daily',
        start_date: start,
      })
    ).json().data;
    // Down from before the first run until the fourth day's morning.
    await at(addDays(start, 3), 9, me);
    await t.services.recurringRuns.startDue();
    const history = await eventually('the missed runs', async () => {
      const found = await runs(me, order.guid);
      return found.length >= 4 ? found : undefined;
    });
    expect(
      history.slice(1).map((r: { day: string; skip_reason: string }) => [r.day, r.skip_reason]),
    ).toEqual([
      [addDays(start, 2), 'window_missed'],
      [addDays(start, 1), 'window_missed'],
      [start, 'window_missed'],
    ]);
    expect(history[0]).toMatchObject({ day: addDays(start, 3), state: 'planned' });
    expect(await cadAvailable(t, me)).toBe(100_00n);
  });

  it('trades once for a run started by two sweeps at once', async () => {
    const me = await fundedCustomer(t, 100_00n);
    const start = dayAhead(1);
    const order = (
      await create(me, {
        side: 'buy',
        asset: 'BTC',
        amount: '20',
        frequency: 'weekly',
        start_date: start,
      })
    ).json().data;
    const run = await waitingRun(order.guid);
    await moveTo(run.due_at, me);
    const started = await Promise.all([
      t.services.recurringRuns.startDue(),
      t.services.recurringRuns.startDue(),
    ]);
    expect(started.flat().filter((guid) => guid === run.guid)).toHaveLength(1);
    // A second execution of it (a retried job, another instance's) trades nothing more.
    await Promise.all([
      t.services.recurringRuns.execute(run.guid),
      t.services.recurringRuns.execute(run.guid),
    ]);
    await eventually('the run', async () =>
      (await list(me))[0].runs_executed === 1 ? true : undefined,
    );
    expect(await cadAvailable(t, me)).toBe(80_00n);
  });

  it('completes after its number of runs', async () => {
    const me = await fundedCustomer(t, 100_00n);
    const start = dayAhead(1);
    const order = (
      await create(me, {
        side: 'buy',
        asset: 'BTC',
        amount: '10',
        frequency: 'daily',
        start_date: start,
        max_runs: 1,
      })
    ).json().data;
    await at(start, 8, me);
    await runNext(me, order.guid);
    const [after] = await list(me);
    expect(after).toMatchObject({ state: 'completed', runs_executed: 1, next_run: null });
    expect(after.ended_at).not.toBeNull();
  });
});
