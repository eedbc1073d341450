import { trimmedDecimalString } from '@maple/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAlert } from '../../testing/alert-flows.js';
import { bearer, signedInCustomer } from '../../testing/flows.js';
import { eventually } from '../../testing/jobs.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

/**
 * The development control that moves the simulated market (ADR 79): a person trying the app
 * sees a price alert fire, end to end, through the shared market and the instance watching.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.services.alertWatch.start(t.app.log);
});
afterAll(async () => {
  await t.close();
});

const move = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/dev/market/move', payload });

describe('moving the simulated market', () => {
  it('moves the price at once, and an alert past the new price fires', async () => {
    const me = await signedInCustomer(t, { verified: false });
    const before = t.services.market.tickers().get('ETH')?.price ?? 0n;
    const level = trimmedDecimalString((before * 101n) / 100n, 8);
    expect((await createAlert(t, me, { condition: 'above', asset: 'ETH', level })).statusCode).toBe(
      201,
    );
    await t.services.alertWatch.settled();
    t.clock.advance(1);
    const moved = await move({ asset: 'ETH', percent: 3 });
    expect(moved.statusCode).toBe(200);
    const price = BigInt(moved.json().data.price.replace('.', ''));
    expect((price * 1000n) / before).toBeGreaterThanOrEqual(1025n);
    const list = await eventually('the alert told in the app', async () => {
      const res = await t.app.inject({
        url: '/customers/notifications',
        headers: bearer(me.tokens.ut),
      });
      const data = res.json().data;
      return data.objects.length > 0 ? data : undefined;
    });
    expect(list.objects[0]).toMatchObject({ kind: 'price_alert', facts: { asset: 'ETH', level } });
  });

  it.each([
    [{ asset: 'DOGE', percent: 2 }],
    [{ asset: 'BTC', percent: 0 }],
    [{ asset: 'BTC', percent: 80 }],
    [{ asset: 'BTC', percent: '2' }],
    [{ asset: 'BTC' }],
  ])('refuses %j with a 400', async (payload) => {
    expect((await move(payload)).statusCode).toBe(400);
  });
});
