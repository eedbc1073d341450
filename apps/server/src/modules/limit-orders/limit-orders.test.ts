import { trimmedDecimalString } from '@maple/money';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SoleLeadership } from '../../infra/coordination/leadership.js';
import { JobQueue } from '../../infra/jobs/job-queue.js';
import { appPrice, HandMarket } from '../../testing/alert-flows.js';
import {
  bearer,
  lastMail,
  type SignedInCustomer,
  signedInCustomer,
  tableCounts,
} from '../../testing/flows.js';
import { eventually } from '../../testing/jobs.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { fund, fundedCustomer } from '../../testing/trading-flows.js';
import { executionSchema } from './limit-order-execution.js';
import { LimitOrderTrigger } from './limit-order-trigger.js';

/**
 * Price-triggered orders (ADR 82): what an order gives is held from the start; the trigger
 * starts the reachable ones on a tick; each fills at most once, never beyond its limit, or waits
 * again holding anew; cancel and expiry release the hold. The books' invariants, checked after
 * every test, include that every waiting order holds what it gives and nothing else does.
 */
let t: TestApp;
let triggers: LimitOrderTrigger[] = [];
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  for (const trigger of triggers) await trigger.stop();
  triggers = [];
});
afterAll(() => t.close());

const url = '/customers/limit-orders';
const post = (who: SignedInCustomer, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers: bearer(who.tokens.ut), payload: payload as object });
const list = async (who: SignedInCustomer) =>
  (await t.app.inject({ url, headers: bearer(who.tokens.ut) })).json().data.objects;
const cadAvailable = async (who: SignedInCustomer) => {
  const res = await t.app.inject({
    url: `/api/accounts?customer_guid=${who.guid}&per_page=100`,
    headers: bearer(who.tokens.at),
  });
  const cad = res.json().objects.find((account: { asset: string }) => account.asset === 'CAD');
  return BigInt(cad.platform_available);
};

/** An instance starting the orders of the app's database on a hand-moved market. */
function handTrigger(market: HandMarket, count = 1): LimitOrderTrigger[] {
  const executions = new JobQueue(t.database.db, t.config.jobs).register({
    name: 'execute-limit-order',
    policy: 'standard',
    data: executionSchema,
    retryLimit: 0,
    retryDelaySeconds: 1,
    expireInSeconds: 60,
    batchSize: 1,
    handle: async () => {
      throw new Error('the app’s own workers execute these');
    },
  });
  const made = Array.from(
    { length: count },
    () =>
      new LimitOrderTrigger({
        db: t.database.db,
        clock: t.clock,
        market,
        leadership: new SoleLeadership(),
        pricesOf: t.services.customerPricesOf,
        executions,
      }),
  );
  for (const trigger of made) trigger.start();
  triggers.push(...made);
  return made;
}

/** The buy price a customer gets now on the app's market, as a limit. */
const buyPriceNow = () => t.services.customerPricesOf('BTC', appPrice(t, 'BTC')).buy;
const limitOf = (price: bigint) => trimmedDecimalString(price, 8);

const told = async (who: SignedInCustomer) =>
  (await t.app.inject({ url: '/customers/notifications', headers: bearer(who.tokens.ut) })).json()
    .data;

const untilState = (who: SignedInCustomer, guid: string, state: string) =>
  eventually(`order ${guid} ${state}`, async () => {
    const order = (await list(who)).find((o: { guid: string }) => o.guid === guid);
    return order?.state === state ? order : undefined;
  });

describe('POST /customers/limit-orders', () => {
  it('holds what the order gives, so the customer cannot spend it twice', async () => {
    const me = await fundedCustomer(t, 1_000_00n);
    const res = await post(me, {
      side: 'buy',
      asset: 'BTC',
      amount: '400',
      limit_price: limitOf(buyPriceNow() / 2n),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ state: 'open', amount: '400.00', side: 'buy' });
    expect(await cadAvailable(me)).toBe(600_00n);
    const second = await post(me, {
      side: 'buy',
      asset: 'BTC',
      amount: '700',
      limit_price: limitOf(buyPriceNow() / 2n),
    });
    expect(second.statusCode).toBe(400);
    expect(second.json().details[0]).toMatchObject({ path: 'body.amount' });
    expect(second.json().message).toMatch(/do not have 700\.00 CAD available/);
  });

  it('makes one order per Idempotency-Key: a retry is answered the same, holding nothing more', async () => {
    const me = await fundedCustomer(t, 1_000_00n);
    const body = { side: 'buy', asset: 'ETH', amount: '250', limit_price: '100' };
    const send = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { ...bearer(me.tokens.ut), 'idempotency-key': 'order-1' },
        payload,
      });
    const first = await send(body);
    const again = await send(body);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().data.guid).toBe(first.json().data.guid);
    expect(await list(me)).toHaveLength(1);
    expect(await cadAvailable(me)).toBe(750_00n);
    expect((await send({ ...body, amount: '300' })).statusCode).toBe(422);
  });

  it('lets 20 orders wait at once, however many are sent together', async () => {
    const me = await fundedCustomer(t, 1_000_00n);
    const body = { side: 'buy', asset: 'LTC', amount: '10', limit_price: '1' };
    const answers = await Promise.all(Array.from({ length: 25 }, () => post(me, body)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([...Array(20).fill(201), ...Array(5).fill(409)]);
    expect(answers.find((a) => a.statusCode === 409)?.json().message).toMatch(/cancel one first/);
    expect(await cadAvailable(me)).toBe(800_00n);
  });

  it('refuses a customer who has not verified their identity', async () => {
    const me = await signedInCustomer(t, { verified: false });
    const res = await post(me, { side: 'buy', asset: 'BTC', amount: '10', limit_price: '1' });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().code).toBe('unverified_customer');
  });

  const bad: [string, unknown][] = [
    ['no body', undefined],
    ['a side that is neither', { side: 'hold', asset: 'BTC', amount: '10', limit_price: '1' }],
    ['a zero amount', { side: 'buy', asset: 'BTC', amount: '0', limit_price: '1' }],
    ['too many CAD decimals', { side: 'buy', asset: 'BTC', amount: '10.001', limit_price: '1' }],
    ['a limit of zero', { side: 'buy', asset: 'BTC', amount: '10', limit_price: '0' }],
    ['an unknown asset', { side: 'buy', asset: 'DOGE', amount: '10', limit_price: '1' }],
    [
      'an end in the past',
      {
        side: 'buy',
        asset: 'BTC',
        amount: '10',
        limit_price: '1',
        expires_at: '2020-01-01T00:00:00Z',
      },
    ],
    ['an unknown field', { side: 'buy', asset: 'BTC', amount: '10', limit_price: '1', fok: true }],
  ];
  it.each(bad)('refuses %s with 400 and writes nothing', async (_, payload) => {
    const me = await fundedCustomer(t, 100_00n);
    const before = await tableCounts(t);
    const res = await post(me, payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(await tableCounts(t)).toEqual(before);
  });
});

describe('DELETE /customers/limit-orders/:guid', () => {
  it('cancels a waiting order and gives back what it held; a second cancel is refused', async () => {
    const me = await fundedCustomer(t, 500_00n);
    const order = (
      await post(me, { side: 'buy', asset: 'BTC', amount: '100', limit_price: limitOf(1000n) })
    ).json().data;
    const del = () =>
      t.app.inject({
        method: 'DELETE',
        url: `${url}/${order.guid}`,
        headers: bearer(me.tokens.ut),
      });
    const cancelled = await del();
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data.state).toBe('cancelled');
    expect(await cadAvailable(me)).toBe(500_00n);
    expect((await del()).statusCode).toBe(409);
  });
});

describe('on the market’s ticks', () => {
  it('fills an order its price reaches, once, at or under its limit, even with two instances', async () => {
    const me = await fundedCustomer(t, 1_000_00n);
    const limit = buyPriceNow() + 1_000_00000000n;
    const order = (
      await post(me, { side: 'buy', asset: 'BTC', amount: '200', limit_price: limitOf(limit) })
    ).json().data;
    const market = new HandMarket(t);
    const pair = handTrigger(market, 2);
    market.tick({ BTC: appPrice(t, 'BTC') });
    await Promise.all(pair.map((trigger) => trigger.settled()));
    const filled = await untilState(me, order.guid, 'filled');
    const trade = (
      await t.app.inject({ url: `/api/trades/${filled.trade_guid}`, headers: bearer(me.tokens.at) })
    ).json();
    expect(trade.side).toBe('buy');
    const paid = BigInt(trade.deliver_amount) - BigInt(trade.fee);
    expect(BigInt(trade.deliver_amount)).toBe(200_00n);
    // Never above the limit: cents × 10^14 against (CAD per BTC at 8 places) × satoshis.
    expect(paid * 10n ** 14n <= limit * BigInt(trade.receive_amount)).toBe(true);
    market.tick({ BTC: appPrice(t, 'BTC') });
    await Promise.all(pair.map((trigger) => trigger.settled()));
    const trades = (
      await t.app.inject({ url: '/api/trades?per_page=100', headers: bearer(me.tokens.at) })
    ).json().objects;
    expect(trades).toHaveLength(1);
  });

  it('starts again an order whose execution was lost, and fills it once', async () => {
    const me = await fundedCustomer(t, 1_000_00n);
    const limit = buyPriceNow() + 1_000_00000000n;
    const order = (
      await post(me, { side: 'buy', asset: 'BTC', amount: '150', limit_price: limitOf(limit) })
    ).json().data;
    // As if a trigger marked it and crashed before its job was queued, six minutes ago.
    await t.database.db
      .updateTable('limit_orders')
      .set({ state: 'executing', triggered_at: new Date(t.clock.now().getTime() - 360_000) })
      .where('guid', '=', order.guid)
      .execute();
    const market = new HandMarket(t);
    const [trigger] = handTrigger(market);
    market.tick({ BTC: appPrice(t, 'BTC') - 5_000_00000000n });
    await trigger?.settled();
    const filled = await untilState(me, order.guid, 'filled');
    expect(filled.trade_guid).not.toBeNull();
  });

  it('waits again, holding anew, when the price moved back before it could fill', async () => {
    const me = await fundedCustomer(t, 1_000_00n);
    const limit = buyPriceNow() - 1_000_00000000n;
    const order = (
      await post(me, { side: 'buy', asset: 'BTC', amount: '300', limit_price: limitOf(limit) })
    ).json().data;
    const market = new HandMarket(t);
    const [trigger] = handTrigger(market);
    // The hand market dips to the limit; the app's market, which quotes, did not.
    market.tick({ BTC: appPrice(t, 'BTC') - 2_000_00000000n });
    await trigger?.settled();
    const waiting = await eventually('the order back to waiting', async () => {
      const again = (await list(me)).find((o: { guid: string }) => o.guid === order.guid);
      return again?.state === 'open' && again.triggered_at !== null ? again : undefined;
    });
    expect(waiting.trade_guid).toBeNull();
    expect(await cadAvailable(me)).toBe(700_00n);
  });

  it('expires at its end and gives back what it held', async () => {
    const me = await fundedCustomer(t, 500_00n);
    const end = new Date(t.clock.now().getTime() + 600_000).toISOString();
    const order = (
      await post(me, {
        side: 'buy',
        asset: 'BTC',
        amount: '100',
        limit_price: limitOf(buyPriceNow() / 2n),
        expires_at: end,
      })
    ).json().data;
    t.clock.advance(601);
    expect(await t.services.limitOrders.expireDue()).toBe(1);
    expect((await list(me)).find((o: { guid: string }) => o.guid === order.guid).state).toBe(
      'expired',
    );
    expect(await cadAvailable(me)).toBe(500_00n);
    const mail = await lastMail(t.app, me.email, 'limit_order_ended');
    expect(mail.subject).toBe('Your BTC order has expired');
    expect(mail.text).toMatch(/Your buy order for BTC at \$[\d,]+\.\d\d has ended\./);
    expect(mail.text).toContain('The $100.00 it set aside is available again.');
    expect((await told(me)).objects[0]).toMatchObject({
      kind: 'limit_order',
      url: '/orders?tab=limit',
      facts: { side: 'buy', asset: 'BTC', amount: '10000', state: 'expired' },
    });
  });

  it('ends saying why when it reaches its price but may no longer trade, and frees its hold', async () => {
    const me = await fundedCustomer(t, 1_000_00n);
    const limit = buyPriceNow() + 1_000_00000000n;
    const order = (
      await post(me, { side: 'buy', asset: 'BTC', amount: '200', limit_price: limitOf(limit) })
    ).json().data;
    await t.database.db
      .updateTable('customers')
      .set({ state: 'unverified' })
      .where('guid', '=', me.guid)
      .execute();
    const market = new HandMarket(t);
    const [trigger] = handTrigger(market);
    market.tick({ BTC: appPrice(t, 'BTC') });
    await trigger?.settled();
    const failed = await untilState(me, order.guid, 'failed');
    expect(failed).toMatchObject({ failure_reason: 'not_verified', trade_guid: null });
    expect(await cadAvailable(me)).toBe(1_000_00n);
    const mail = await lastMail(t.app, me.email, 'limit_order_ended');
    expect(mail.subject).toBe('Your BTC order could not be filled');
    expect(mail.text).toContain('your identity needs verifying again');
  });

  it('sells when the price rises to its limit, never below it', async () => {
    const me = await fundedCustomer(t, 1_000_00n);
    await fund(t, me.guid, 'ETH', 10n ** 18n);
    const sellNow = t.services.customerPricesOf('ETH', appPrice(t, 'ETH')).sell;
    // 5 % under: the app's own market goes on ticking until the job quotes, and on a loaded
    // machine a $1 margin was crossed back down before it did (the order then waits again).
    const limit = (sellNow * 95n) / 100n;
    const order = (
      await post(me, { side: 'sell', asset: 'ETH', amount: '0.5', limit_price: limitOf(limit) })
    ).json().data;
    const market = new HandMarket(t);
    const [trigger] = handTrigger(market);
    market.tick({ ETH: appPrice(t, 'ETH') });
    await trigger?.settled();
    const filled = await untilState(me, order.guid, 'filled');
    const trade = (
      await t.app.inject({ url: `/api/trades/${filled.trade_guid}`, headers: bearer(me.tokens.at) })
    ).json();
    expect(BigInt(trade.deliver_amount)).toBe(5n * 10n ** 17n);
    const received = BigInt(trade.receive_amount) + BigInt(trade.fee);
    // Never below the limit: cents × 10^26 against (CAD per ETH at 8 places) × wei.
    expect(received * 10n ** 26n >= limit * 5n * 10n ** 17n).toBe(true);
  });
});
