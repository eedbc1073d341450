import { defaultNotificationSettings } from '@maple/contracts';
import { scaledDecimalString, trimmedDecimalString } from '@maple/money';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { appPrice, createAlert, HandMarket, handWatch } from '../../testing/alert-flows.js';
import {
  bearer,
  countMails,
  lastMail,
  type SignedInCustomer,
  signedInCustomer,
} from '../../testing/flows.js';
import { eventually, jobsIn } from '../../testing/jobs.js';
import { pushDevice } from '../../testing/push-flows.js';
import { type PushService, startPushService } from '../../testing/push-service.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { developmentVapidKeys } from '../notifications/notifications.config.js';
import type { AlertWatch } from './alert-watch.js';

/**
 * Alerts watched on the market's ticks (ADR 79): a crossing is told once, in the app, by e-mail
 * and by push; never without a crossing, never within a cooldown, never twice when two
 * instances watch at once, never after a cancel.
 */
let t: TestApp;
let push: PushService;
let market: HandMarket;
let watches: AlertWatch[] = [];
beforeAll(async () => {
  t = await createTestApp();
  push = await startPushService(developmentVapidKeys.publicKey);
});
afterEach(async () => {
  for (const watch of watches) await watch.stop();
  watches = [];
});
afterAll(async () => {
  await push.close();
  await t.close();
});

/** A watch on a fresh hand-moved market, started at `price` for BTC. */
async function watching(price: bigint, count = 1): Promise<AlertWatch[]> {
  market = new HandMarket(t);
  const started = Array.from({ length: count }, () => handWatch(t, market));
  for (const watch of started) watch.start(t.app.log);
  watches.push(...started);
  market.tick({ BTC: price });
  await Promise.all(started.map((watch) => watch.settled()));
  return started;
}

async function tick(price: bigint, dayAgo?: bigint) {
  t.clock.advance(5);
  market.tick({ BTC: price }, dayAgo === undefined ? {} : { BTC: dayAgo });
  await Promise.all(watches.map((watch) => watch.settled()));
}

const notificationsOf = async (who: SignedInCustomer, query = '') =>
  (
    await t.app.inject({ url: `/customers/notifications${query}`, headers: bearer(who.tokens.ut) })
  ).json().data;

const alertOf = async (who: SignedInCustomer, guid: string) =>
  (await t.app.inject({ url: '/customers/price-alerts', headers: bearer(who.tokens.ut) }))
    .json()
    .data.objects.find((alert: { guid: string }) => alert.guid === guid);

const told = (who: SignedInCustomer, count: number) =>
  eventually(`${count} notifications`, async () => {
    const list = await notificationsOf(who);
    return list.objects.length >= count ? list : undefined;
  });

const level = (price: bigint) => trimmedDecimalString(price, 8);

describe('a level crossed', () => {
  it('is told once in the app, by e-mail and by push, and an alert that fires once ends', async () => {
    const me = await signedInCustomer(t, { verified: false });
    const device = await pushDevice(t, me, push, 'Chrome on Android');
    const start = appPrice(t, 'BTC');
    const up = start + 1_000_00000000n;
    const alert = (
      await createAlert(t, me, { condition: 'above', asset: 'BTC', level: level(up) })
    ).json().data;
    await watching(start);
    await tick(start + 500_00000000n);
    expect((await notificationsOf(me)).objects).toEqual([]);
    await tick(up + 1n);
    const list = await told(me, 1);
    expect(list.unread_count).toBe(1);
    expect(list.objects[0]).toMatchObject({
      kind: 'price_alert',
      url: '/exchange?side=sell&asset=BTC',
      read_at: null,
      facts: {
        alert_guid: alert.guid,
        asset: 'BTC',
        condition: 'above',
        level: level(up),
        price: scaledDecimalString(up + 1n, 8),
      },
    });
    const mail = await lastMail(t.app, me.email, 'price_alert');
    expect(mail.subject).toMatch(/^BTC rose above \$[\d,]+\.00$/);
    const notice = await push.waitFor((p) => p.endpoint === device.subscription.endpoint);
    expect(notice.message).toMatchObject({
      title: mail.subject,
      url: '/exchange?side=sell&asset=BTC',
      tag: 'price-alert:BTC',
    });
    expect(notice.message.body).toMatch(/^Now \$[\d,]+\.\d{2}\. Tap to buy or sell\.$/);
    expect(await alertOf(me, alert.guid)).toMatchObject({ state: 'triggered', times_triggered: 1 });
    await tick(start);
    await tick(up + 2n);
    expect((await notificationsOf(me)).objects).toHaveLength(1);
    expect(await countMails(t, me.email, 'price_alert')).toBe(1);
  });

  it('says nothing while the price only stays past the level', async () => {
    const me = await signedInCustomer(t, { verified: false });
    const start = appPrice(t, 'BTC');
    await createAlert(t, me, {
      condition: 'below',
      asset: 'BTC',
      level: level(start - 100_00000000n),
    });
    await watching(start - 200_00000000n); // the first tick seen is already past it
    await tick(start - 300_00000000n);
    await tick(start - 250_00000000n);
    expect(await countMails(t, me.email, 'price_alert')).toBe(0);
  });

  it('repeats after its cooldown only, each time on a new crossing', async () => {
    const me = await signedInCustomer(t, { verified: false });
    const start = appPrice(t, 'BTC');
    const down = start - 1_000_00000000n;
    const { guid } = (
      await createAlert(t, me, {
        condition: 'below',
        asset: 'BTC',
        level: level(down),
        repeats: true,
        cooldown_minutes: 10,
      })
    ).json().data;
    await watching(start);
    await tick(down);
    await told(me, 1);
    await tick(start);
    await tick(down - 1n); // within the cooldown: let go
    t.clock.advance(10 * 60);
    await tick(down - 2n); // past it, but no new crossing
    await tick(start);
    await tick(down - 3n);
    const list = await told(me, 2);
    expect(list.objects.map((n: { facts: { condition: string } }) => n.facts.condition)).toEqual([
      'below',
      'below',
    ]);
    expect(list.objects[0].url).toBe('/exchange?side=buy&asset=BTC');
    expect(await alertOf(me, guid)).toMatchObject({ state: 'active', times_triggered: 2 });
    expect(await countMails(t, me.email, 'price_alert')).toBe(2);
  });

  it('is told only by the channels the customer chose for alerts', async () => {
    const appOnly = await signedInCustomer(t, { verified: false });
    const device = await pushDevice(t, appOnly, push);
    const mailOnly = await signedInCustomer(t, { verified: false });
    const choose = (who: SignedInCustomer, alerts: object) =>
      t.app.inject({
        method: 'PUT',
        url: '/customers/notification-settings',
        headers: bearer(who.tokens.ut),
        payload: { ...defaultNotificationSettings, alerts },
      });
    expect((await choose(appOnly, { in_app: true, email: false, push: false })).statusCode).toBe(
      200,
    );
    expect((await choose(mailOnly, { in_app: false, email: true, push: true })).statusCode).toBe(
      200,
    );
    const start = appPrice(t, 'BTC');
    const up = start + 1_000_00000000n;
    for (const who of [appOnly, mailOnly]) {
      await createAlert(t, who, { condition: 'above', asset: 'BTC', level: level(up) });
    }
    await watching(start);
    await tick(up + 1n);

    await told(appOnly, 1);
    expect(await countMails(t, appOnly.email, 'price_alert')).toBe(0);
    const pushes = await jobsIn(t.database.db, 'deliver-push');
    const toDevice = pushes.filter(
      (job) => (job.data as { device_guid: string }).device_guid === device.guid,
    );
    expect(toDevice).toEqual([]);

    // Each customer's firing is its own job: wait for the other's e-mail, not a time.
    await eventually('the e-mail of the customer who chose e-mail', async () =>
      (await countMails(t, mailOnly.email, 'price_alert')) > 0 ? true : undefined,
    );
    expect((await lastMail(t.app, mailOnly.email, 'price_alert')).subject).toMatch(/^BTC rose/);
    expect(await notificationsOf(mailOnly)).toMatchObject({ objects: [], unread_count: 0 });
  });

  it('is told once when two instances see it at once', async () => {
    const me = await signedInCustomer(t, { verified: false });
    const start = appPrice(t, 'BTC');
    const up = start + 1_000_00000000n;
    const { guid } = (
      await createAlert(t, me, {
        condition: 'above',
        asset: 'BTC',
        level: level(up),
        repeats: true,
        cooldown_minutes: 5,
      })
    ).json().data;
    await watching(start, 2);
    await tick(up);
    // Both saw the crossing; the database let one of them record it.
    const jobs = await jobsIn(t.database.db, 'deliver-price-alert');
    expect(jobs.filter((job) => job.data?.alert_guid === guid)).toHaveLength(1);
    await told(me, 1);
    await eventually('the delivery jobs to finish', async () =>
      (await countMails(t, me.email, 'price_alert')) === 1 ? true : undefined,
    );
    expect((await notificationsOf(me)).objects).toHaveLength(1);
  });

  it('is not told once cancelled, even by an instance that did not hear of the cancel', async () => {
    const me = await signedInCustomer(t, { verified: false });
    const start = appPrice(t, 'BTC');
    const up = start + 1_000_00000000n;
    const { guid } = (
      await createAlert(t, me, { condition: 'above', asset: 'BTC', level: level(up) })
    ).json().data;
    const [watch] = await watching(start);
    expect(watch?.watching).toBeGreaterThan(0);
    const cancel = await t.app.inject({
      method: 'DELETE',
      url: `/customers/price-alerts/${guid}`,
      headers: bearer(me.tokens.ut),
    });
    expect(cancel.statusCode).toBe(204);
    await tick(up);
    await tick(up + 1n);
    expect((await notificationsOf(me)).objects).toEqual([]);
    expect(await alertOf(me, guid)).toMatchObject({ state: 'cancelled', times_triggered: 0 });
  });
});

describe('a move over a day', () => {
  it('is told with the change, either way', async () => {
    const me = await signedInCustomer(t, { verified: false });
    const start = appPrice(t, 'BTC');
    await createAlert(t, me, { condition: 'move', asset: 'BTC', move_percent: '5', window: '24h' });
    await watching(start);
    await tick((start * 96n) / 100n, start);
    expect((await notificationsOf(me)).objects).toEqual([]);
    await tick((start * 94n) / 100n, start);
    const [first] = (await told(me, 1)).objects;
    expect(first.facts).toMatchObject({
      condition: 'move',
      move_percent: '5',
      window: '24h',
      change_percent: '-6.00',
    });
    expect(first.url).toBe('/exchange?side=buy&asset=BTC');
    expect((await lastMail(t.app, me.email, 'price_alert')).subject).toBe(
      'BTC moved -6.00% in 24 hours',
    );
  });
});

describe('the notification centre', () => {
  it('pages newest first and marks read what it is told, only the customer’s own', async () => {
    const me = await signedInCustomer(t, { verified: false });
    const other = await signedInCustomer(t, { verified: false });
    const start = appPrice(t, 'BTC');
    await createAlert(t, me, {
      condition: 'move',
      asset: 'BTC',
      move_percent: '1',
      window: '24h',
      repeats: true,
      cooldown_minutes: 5,
    });
    await createAlert(t, other, {
      condition: 'move',
      asset: 'BTC',
      move_percent: '1',
      window: '24h',
    });
    await watching(start);
    for (let round = 0; round < 3; round += 1) {
      await tick(start, start);
      await tick((start * 98n) / 100n, start);
      t.clock.advance(5 * 60);
    }
    await told(me, 3);
    const [otherOne] = (await told(other, 1)).objects;
    const first = await notificationsOf(me, '?per_page=2');
    expect(first.objects).toHaveLength(2);
    expect(first.next_cursor).not.toBeNull();
    const rest = await notificationsOf(me, `?per_page=2&cursor=${first.next_cursor}`);
    expect(rest.objects).toHaveLength(1);
    expect(rest.next_cursor).toBeNull();
    expect(first.objects[0].created_at >= first.objects[1].created_at).toBe(true);

    const read = (payload: object, who = me) =>
      t.app.inject({
        method: 'POST',
        url: '/customers/notifications/read',
        headers: bearer(who.tokens.ut),
        payload,
      });
    expect((await read({ guids: [first.objects[0].guid, otherOne.guid] })).json().data).toEqual({
      unread_count: 2,
    });
    expect((await notificationsOf(other)).unread_count).toBe(1);
    const unread = await t.app.inject({
      url: '/customers/notifications/unread',
      headers: bearer(me.tokens.ut),
    });
    expect(unread.json().data).toEqual({ unread_count: 2 });
    expect((await read({ all: true })).json().data).toEqual({ unread_count: 0 });
    expect((await read({ guids: [] })).statusCode).toBe(400);
    expect((await read({ everything: true })).statusCode).toBe(400);
    const badCursor = await t.app.inject({
      url: '/customers/notifications?cursor=x',
      headers: bearer(me.tokens.ut),
    });
    expect(badCursor.statusCode).toBe(400);
    expect((await t.app.inject({ url: '/customers/notifications' })).statusCode).toBe(401);
  });
});
