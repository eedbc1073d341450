import { MAX_ACTIVE_PRICE_ALERTS } from '@maple/contracts';
import { trimmedDecimalString } from '@maple/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appPrice, createAlert } from '../../testing/alert-flows.js';
import {
  bearer,
  type SignedInCustomer,
  signedInCustomer,
  tableCounts,
} from '../../testing/flows.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

/**
 * A customer's price alerts (ADR 79): made with a reason a person can act on when refused,
 * listed, cancelled; another customer's never reachable; a refusal writes nothing.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const listOf = async (who: SignedInCustomer) =>
  (await t.app.inject({ url: '/customers/price-alerts', headers: bearer(who.tokens.ut) })).json()
    .data.objects;

const above = (asset: 'BTC' | 'XRP', factor: bigint) =>
  trimmedDecimalString((appPrice(t, asset) * factor) / 100n, 8);

describe('making an alert', () => {
  it('takes each kind and answers it as it will run', async () => {
    const me = await signedInCustomer(t, { verified: false });
    const level = above('BTC', 110n);
    const made = await createAlert(t, me, { condition: 'above', asset: 'BTC', level });
    expect(made.statusCode).toBe(201);
    expect(made.json().data).toMatchObject({
      asset: 'BTC',
      condition: 'above',
      level,
      move_percent: null,
      repeats: false,
      cooldown_minutes: 60,
      state: 'active',
      times_triggered: 0,
      last_triggered_at: null,
    });
    t.clock.advance(1);
    const move = await createAlert(t, me, {
      condition: 'move',
      asset: 'ETH',
      move_percent: '2.5',
      window: '1h',
      repeats: true,
      cooldown_minutes: 30,
    });
    expect(move.json().data).toMatchObject({
      move_percent: '2.5',
      window: '1h',
      repeats: true,
      cooldown_minutes: 30,
    });
    t.clock.advance(1);
    const digest = await createAlert(t, me, { condition: 'digest', asset: 'XRP' });
    expect(digest.json().data).toMatchObject({ condition: 'digest', repeats: true });
    t.clock.advance(1);
    const below = await createAlert(t, me, {
      condition: 'below',
      asset: 'XRP',
      level: trimmedDecimalString((appPrice(t, 'XRP') * 90n) / 100n, 8),
      expires_at: new Date(t.clock.now().getTime() + 86_400_000).toISOString(),
    });
    expect(below.statusCode).toBe(201);
    expect((await listOf(me)).map((a: { condition: string }) => a.condition)).toEqual([
      'below',
      'digest',
      'move',
      'above',
    ]);
  });

  it('refuses a level the price has already passed, at the level', async () => {
    const me = await signedInCustomer(t, { verified: false });
    const before = await tableCounts(t);
    const res = await createAlert(t, me, {
      condition: 'above',
      asset: 'BTC',
      level: above('BTC', 90n),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'The price is already at or above this level: choose a higher price',
    );
    expect(res.json().details).toEqual([
      {
        path: 'body.level',
        message: 'The price is already at or above this level: choose a higher price',
      },
    ]);
    const low = await createAlert(t, me, {
      condition: 'below',
      asset: 'BTC',
      level: above('BTC', 110n),
    });
    expect(low.json().message).toBe(
      'The price is already at or below this level: choose a lower price',
    );
    expect(await tableCounts(t)).toEqual(before);
  });

  it.each([
    [{ condition: 'above', asset: 'BTC', level: '-5' }, /price in dollars/],
    [{ condition: 'above', asset: 'BTC', level: '0' }, /more than zero/],
    [{ condition: 'above', asset: 'BTC', level: '1.123456789' }, /price in dollars/],
    [{ condition: 'above', asset: 'BTC', level: '99999999999' }, /price in dollars/],
    [{ condition: 'above', asset: 'DOGE', level: '1' }, /asset/],
    [{ condition: 'sideways', asset: 'BTC' }, /condition/],
    [{ condition: 'move', asset: 'BTC', move_percent: '0.05', window: '1h' }, /0\.1 % to 100 %/],
    [{ condition: 'move', asset: 'BTC', move_percent: '5', window: '2h' }, /window/],
    [
      {
        condition: 'move',
        asset: 'BTC',
        move_percent: '5',
        window: '1h',
        repeats: true,
        cooldown_minutes: 1,
      },
      /at least 5 minutes/,
    ],
    [{ condition: 'digest', asset: 'BTC', level: '5' }, /level/],
    [{ condition: 'digest', asset: 'BTC', expires_at: 'tomorrow' }, /expires_at/],
  ])('refuses %j with a clear 400', async (payload, message) => {
    const me = await signedInCustomer(t, { verified: false });
    const res = await createAlert(t, me, payload);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toMatch(message);
    expect(await listOf(me)).toEqual([]);
  });

  it('refuses an end in the past or more than a year ahead', async () => {
    const me = await signedInCustomer(t, { verified: false });
    const now = t.clock.now().getTime();
    const at = (ms: number) => new Date(now + ms).toISOString();
    const past = await createAlert(t, me, {
      condition: 'digest',
      asset: 'BTC',
      expires_at: at(-1000),
    });
    expect(past.json().message).toBe('Choose an end date in the future');
    const far = await createAlert(t, me, {
      condition: 'digest',
      asset: 'BTC',
      expires_at: at(400 * 86_400_000),
    });
    expect(far.json().message).toBe('An alert can run for a year at most');
    expect(await listOf(me)).toEqual([]);
  });

  it(`keeps at most ${MAX_ACTIVE_PRICE_ALERTS} active, even asked for all at once`, async () => {
    const me = await signedInCustomer(t, { verified: false });
    const answers = await Promise.all(
      Array.from({ length: MAX_ACTIVE_PRICE_ALERTS + 5 }, () =>
        createAlert(t, me, { condition: 'move', asset: 'BTC', move_percent: '5', window: '24h' }),
      ),
    );
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(MAX_ACTIVE_PRICE_ALERTS);
    const refused = answers.filter((res) => res.statusCode === 409);
    expect(refused).toHaveLength(5);
    expect(refused[0]?.json().message).toMatch(/cancel one first/);
  });

  it('is for signed-in customers only', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/customers/price-alerts', payload: {} });
    expect(res.statusCode).toBe(401);
  });
});

describe('cancelling an alert', () => {
  it('ends it at once, lists it as cancelled, and refuses a second cancel', async () => {
    const me = await signedInCustomer(t, { verified: false });
    const guid = (await createAlert(t, me, { condition: 'digest', asset: 'LTC' })).json().data.guid;
    const cancel = () =>
      t.app.inject({
        method: 'DELETE',
        url: `/customers/price-alerts/${guid}`,
        headers: bearer(me.tokens.ut),
      });
    expect((await cancel()).statusCode).toBe(204);
    expect(await listOf(me)).toMatchObject([{ guid, state: 'cancelled' }]);
    const again = await cancel();
    expect(again.statusCode).toBe(404);
  });

  it('cannot reach another customer’s alert', async () => {
    const owner = await signedInCustomer(t, { verified: false });
    const other = await signedInCustomer(t, { verified: false });
    const guid = (await createAlert(t, owner, { condition: 'digest', asset: 'LTC' })).json().data
      .guid;
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/customers/price-alerts/${guid}`,
      headers: bearer(other.tokens.ut),
    });
    expect(res.statusCode).toBe(404);
    expect(await listOf(owner)).toMatchObject([{ guid, state: 'active' }]);
    expect(await listOf(other)).toEqual([]);
  });

  it('refuses a guid that is not one', async () => {
    const me = await signedInCustomer(t, { verified: false });
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/customers/price-alerts/not-a-guid',
      headers: bearer(me.tokens.ut),
    });
    expect(res.statusCode).toBe(400);
  });
});
