import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { torontoHour } from '../../infra/clock.js';
import { bearer, signedInCustomer, tableCounts } from '../../testing/flows.js';
import { cadAvailable, recurringFlows } from '../../testing/recurring-flows.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { fundedCustomer } from '../../testing/trading-flows.js';

/**
 * Recurring orders through `/customers/recurring-orders` (ADR 83): made with their first run
 * planned in its window, once per Idempotency-Key, refused with a 400 that writes nothing;
 * paused, resumed, changed and cancelled by their customer only.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { url, send, create, list, runs, waitingRun, dayAhead } = recurringFlows(() => t);

describe('POST /customers/recurring-orders', () => {
  it('plans the first run at a random minute of its day’s window, in Toronto time', async () => {
    const me = await fundedCustomer(t, 100_00n);
    const start = dayAhead(2);
    const res = await create(me, {
      side: 'buy',
      asset: 'BTC',
      amount: '25',
      frequency: 'weekly',
      start_date: start,
    });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json().data;
    expect(order).toMatchObject({
      state: 'active',
      amount: '25.00',
      start_date: start,
      next_run: {
        day: start,
        window_starts_at: torontoHour(start, 8).toISOString(),
        window_ends_at: torontoHour(start, 20).toISOString(),
      },
    });
    const run = await waitingRun(order.guid);
    expect(run.due_at >= run.window_starts_at && run.due_at < run.window_ends_at).toBe(true);
    expect(run.due_at.getUTCSeconds()).toBe(0);
    // Nothing is held or spent until a run: the balance is the customer's to use.
    expect(await cadAvailable(t, me)).toBe(100_00n);
  });

  it('makes one order per Idempotency-Key', async () => {
    const me = await fundedCustomer(t, 0n);
    const body = {
      side: 'buy',
      asset: 'ETH',
      amount: '10',
      frequency: 'daily',
      start_date: dayAhead(1),
    };
    const headers = { ...bearer(me.tokens.ut), 'idempotency-key': 'recurring-once' };
    const first = await t.app.inject({ method: 'POST', url, headers, payload: body });
    const again = await t.app.inject({ method: 'POST', url, headers, payload: body });
    expect(again.json()).toEqual(first.json());
    expect(await list(me)).toHaveLength(1);
  });

  const bad: [string, object][] = [
    ['a start date in the past', { start_date: '2020-01-01' }],
    ['a start date more than a year ahead', { start_date: '2099-01-01' }],
    ['an end date before the start', { end_date: '2026-01-01' }],
    ['no runs', { max_runs: 0 }],
    ['more CAD decimals than cents', { amount: '10.001' }],
    ['an unknown frequency', { frequency: 'hourly' }],
    ['a price that is no price', { limit_price: 'cheap' }],
    ['a field it does not know', { funding: 'bank' }],
    ['a date that is no day', { start_date: '2027-02-30' }],
  ];
  it.each(bad)('refuses %s with 400 and writes nothing', async (_, change) => {
    const me = await fundedCustomer(t, 0n);
    const before = await tableCounts(t);
    const body = {
      side: 'buy',
      asset: 'BTC',
      amount: '10',
      frequency: 'weekly',
      start_date: dayAhead(1),
      ...change,
    };
    const res = await create(me, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().details[0].path).toMatch(/^body/);
    expect(await tableCounts(t)).toEqual(before);
    expect(await list(me)).toEqual([]);
  });

  it('refuses a customer who has not verified their identity, and a 21st order', async () => {
    const stranger = await signedInCustomer(t, { verified: false });
    const body = {
      side: 'buy',
      asset: 'BTC',
      amount: '10',
      frequency: 'weekly',
      start_date: dayAhead(1),
    };
    const refused = await create(stranger, body);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('unverified_customer');
    const me = await fundedCustomer(t, 0n);
    for (let i = 0; i < 20; i += 1) expect((await create(me, body)).statusCode).toBe(201);
    const over = await create(me, body);
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toMatch(/cancel one first/);
  });
});

describe('pause, resume, change and cancel', () => {
  it('pauses without a run waiting, and resumes on the same day if its window is still ahead', async () => {
    const me = await fundedCustomer(t, 0n);
    const start = dayAhead(2);
    const order = (
      await create(me, {
        side: 'buy',
        asset: 'BTC',
        amount: '10',
        frequency: 'monthly',
        start_date: start,
      })
    ).json().data;
    const paused = (await send(me, 'POST', `/${order.guid}/pause`)).json().data;
    expect(paused).toMatchObject({ state: 'paused', next_run: null });
    const resumed = await send(me, 'POST', `/${order.guid}/resume`);
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(resumed.json().data).toMatchObject({ state: 'active', next_run: { day: start } });
  });

  it('changes the amount for the next run, and a new frequency moves the calendar from the next run', async () => {
    const me = await fundedCustomer(t, 0n);
    const start = dayAhead(3);
    const order = (
      await create(me, {
        side: 'buy',
        asset: 'BTC',
        amount: '10',
        frequency: 'weekly',
        start_date: start,
      })
    ).json().data;
    const before = await waitingRun(order.guid);
    const amount = await send(me, 'PATCH', `/${order.guid}`, {
      amount: '15.50',
      limit_price: '200000',
    });
    expect(amount.json().data).toMatchObject({ amount: '15.50', limit_price: '200000' });
    expect((await waitingRun(order.guid)).guid).toBe(before.guid);
    const monthly = (await send(me, 'PATCH', `/${order.guid}`, { frequency: 'month_end' })).json()
      .data;
    expect(monthly.frequency).toBe('month_end');
    const lastDay = new Date(Date.UTC(Number(start.slice(0, 4)), Number(start.slice(5, 7)), 0))
      .toISOString()
      .slice(0, 10);
    expect(monthly.next_run.day).toBe(lastDay);
    const refused = await send(me, 'PATCH', `/${order.guid}`, { end_date: '2020-01-01' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details[0].path).toBe('body.end_date');
  });

  it('cancels, after which nothing runs and nothing more can change', async () => {
    const me = await fundedCustomer(t, 0n);
    const order = (
      await create(me, {
        side: 'buy',
        asset: 'BTC',
        amount: '10',
        frequency: 'daily',
        start_date: dayAhead(1),
      })
    ).json().data;
    const cancelled = await send(me, 'DELETE', `/${order.guid}`);
    expect(cancelled.json().data).toMatchObject({ state: 'cancelled', next_run: null });
    for (const [method, path] of [
      ['DELETE', ''],
      ['POST', '/pause'],
      ['POST', '/resume'],
      ['PATCH', ''],
    ] as const) {
      const res = await send(
        me,
        method,
        `/${order.guid}${path}`,
        method === 'PATCH' ? { amount: '5' } : undefined,
      );
      expect(res.statusCode, `${method} ${path}`).toBe(409);
    }
    expect((await runs(me, order.guid))[0]).toMatchObject({ state: 'cancelled' });
  });

  it('answers 404 for another customer’s order', async () => {
    const me = await fundedCustomer(t, 0n);
    const other = await fundedCustomer(t, 0n);
    const order = (
      await create(me, {
        side: 'buy',
        asset: 'BTC',
        amount: '10',
        frequency: 'daily',
        start_date: dayAhead(1),
      })
    ).json().data;
    expect((await send(other, 'POST', `/${order.guid}/pause`)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: `${url}/${order.guid}/runs`, headers: bearer(other.tokens.ut) }))
        .statusCode,
    ).toBe(404);
  });
});
