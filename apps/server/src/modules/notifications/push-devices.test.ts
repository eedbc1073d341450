import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  type SignedInCustomer,
  signedInCustomer,
  tableCounts,
} from '../../testing/flows.js';
import { eventually } from '../../testing/jobs.js';
import { pushDevice } from '../../testing/push-flows.js';
import {
  type BrowserSubscription,
  type PushService,
  startPushService,
} from '../../testing/push-service.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { developmentVapidKeys } from './notifications.config.js';
import { MAX_PUSH_DEVICES } from './push-devices.service.js';

/**
 * A customer's devices for web push (docs/decisions/0063-web-push.md): registered, listed,
 * removed and tested from the settings; only a known push service's endpoint and a real browser
 * key taken; a device its push service forgot removed.
 */
let t: TestApp;
let push: PushService;
beforeAll(async () => {
  t = await createTestApp();
  push = await startPushService(developmentVapidKeys.publicKey);
});
afterAll(async () => {
  await push.close();
  await t.close();
});

const call = (
  who: SignedInCustomer,
  method: 'GET' | 'PUT' | 'DELETE' | 'POST',
  url: string,
  payload?: object,
) =>
  t.app.inject({
    method,
    url,
    headers: bearer(who.tokens.ut),
    ...(payload === undefined ? {} : { payload }),
  });

const devicesOf = async (who: SignedInCustomer) =>
  (await call(who, 'GET', '/customers/push-devices')).json().data;

describe('the devices a customer receives notifications on', () => {
  it('lists the browsers turned on, newest first, with the key to subscribe with', async () => {
    const me = await signedInCustomer(t);
    expect(await devicesOf(me)).toEqual({
      application_server_key: developmentVapidKeys.publicKey,
      devices: [],
    });
    const laptop = await pushDevice(t, me, push, 'Firefox on Linux');
    t.clock.advance(60);
    const phone = await pushDevice(t, me, push, 'Chrome on Android');
    const { devices } = await devicesOf(me);
    expect(devices).toEqual([
      expect.objectContaining({
        guid: phone.guid,
        device: 'Chrome on Android',
        last_delivered_at: null,
      }),
      expect.objectContaining({ guid: laptop.guid, endpoint: laptop.subscription.endpoint }),
    ]);
  });

  it('keeps a device when its browser registers again, and moves it to whoever signs in on it', async () => {
    const me = await signedInCustomer(t);
    const other = await signedInCustomer(t);
    const { guid, subscription } = await pushDevice(t, me, push);
    const again = await call(me, 'PUT', '/customers/push-devices', {
      ...subscription,
      device: 'Work laptop',
    });
    expect(again.json().data).toMatchObject({ guid, device: 'Work laptop' });
    const moved = await call(other, 'PUT', '/customers/push-devices', {
      ...subscription,
      device: 'Shared',
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data.guid).not.toBe(guid);
    expect((await devicesOf(me)).devices).toEqual([]);
    expect((await devicesOf(other)).devices).toHaveLength(1);
  });

  it('sends a test notification in the customer’s language, and records its delivery', async () => {
    const me = await signedInCustomer(t);
    const prefs = await call(me, 'PUT', '/customers/preferences', { language: 'fr-CA' });
    expect(prefs.statusCode).toBe(200);
    const { guid, subscription } = await pushDevice(t, me, push);
    expect((await call(me, 'POST', `/customers/push-devices/${guid}/test`)).statusCode).toBe(204);
    const received = await push.waitFor((p) => p.endpoint === subscription.endpoint);
    expect(received.message).toEqual({
      title: 'Les notifications sont activées',
      body: 'Cet appareil affichera les notifications choisies dans vos paramètres de notification.',
      url: '/settings-notifications',
      tag: 'test',
      lang: 'fr-CA',
    });
    expect(received.urgency).toBe('normal');
    const delivered = await eventually('the delivery recorded', async () => {
      const [device] = (await devicesOf(me)).devices;
      return device?.last_delivered_at ?? undefined;
    });
    expect(new Date(delivered).getTime()).toBeGreaterThan(0);
  });

  it('removes a device its push service no longer knows (410)', async () => {
    const me = await signedInCustomer(t);
    const { guid, subscription } = await pushDevice(t, me, push);
    push.answer(subscription.endpoint, 410);
    await call(me, 'POST', `/customers/push-devices/${guid}/test`);
    await eventually('the device removed', async () =>
      (await devicesOf(me)).devices.length === 0 ? true : undefined,
    );
  });

  it('removes a device on request, and only the customer’s own', async () => {
    const me = await signedInCustomer(t);
    const other = await signedInCustomer(t);
    const mine = await pushDevice(t, me, push);
    const theirs = await pushDevice(t, other, push);
    const refused = await call(me, 'DELETE', `/customers/push-devices/${theirs.guid}`);
    expect(refused.statusCode).toBe(404);
    expect((await call(me, 'POST', `/customers/push-devices/${theirs.guid}/test`)).statusCode).toBe(
      404,
    );
    expect((await devicesOf(other)).devices).toHaveLength(1);
    expect((await call(me, 'DELETE', `/customers/push-devices/${mine.guid}`)).statusCode).toBe(204);
    expect((await devicesOf(me)).devices).toEqual([]);
    expect((await call(me, 'DELETE', `/customers/push-devices/${mine.guid}`)).statusCode).toBe(404);
  });
});

describe('what a device registration refuses, writing nothing', () => {
  const refusals: [string, (s: BrowserSubscription) => object, RegExp][] = [
    [
      'another host',
      (s) => ({ ...s, endpoint: 'https://attacker.example/push/1' }),
      /push service is not one/,
    ],
    [
      'a look-alike host',
      (s) => ({ ...s, endpoint: 'https://evilpush.example/push/1' }),
      /push service is not one/,
    ],
    [
      'a known host on another port',
      (s) => ({ ...s, endpoint: 'https://fcm.push.example:8443/x' }),
      /push service/,
    ],
    [
      'a known host with a user',
      (s) => ({ ...s, endpoint: 'https://me@fcm.push.example/x' }),
      /push service/,
    ],
    [
      'a known host over http',
      (s) => ({ ...s, endpoint: 'http://fcm.push.example/x' }),
      /push service/,
    ],
    [
      'a key off the curve',
      (s) => ({ ...s, keys: { ...s.keys, p256dh: Buffer.alloc(65, 4).toString('base64url') } }),
      /P-256/,
    ],
    ['a short secret', (s) => ({ ...s, keys: { ...s.keys, auth: 'abc' } }), /keys\.auth/],
    ['no device name', (s) => ({ ...s, device: '  ' }), /name/],
    ['an unknown field', (s) => ({ ...s, expirationTime: null }), /expirationTime|Unrecognized/i],
  ];

  it.each(refusals)('refuses %s with a 400 that says why', async (_case, change, message) => {
    const me = await signedInCustomer(t);
    const before = await tableCounts(t);
    const body = change(push.subscribe());
    const res = await call(me, 'PUT', '/customers/push-devices', {
      device: 'Chrome on Linux',
      ...body,
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatch(message);
    expect(await tableCounts(t)).toEqual(before);
  });

  it(`refuses an eleventh device with a 409 that says to remove one`, async () => {
    const me = await signedInCustomer(t);
    for (let n = 0; n < MAX_PUSH_DEVICES; n += 1) await pushDevice(t, me, push);
    const res = await call(me, 'PUT', '/customers/push-devices', {
      ...push.subscribe(),
      device: 'One more',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/remove one first/);
    expect((await devicesOf(me)).devices).toHaveLength(MAX_PUSH_DEVICES);
  });

  it('answers 401 without a session, and 404 for a device guid that is not one', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/customers/push-devices' });
    expect(anonymous.statusCode).toBe(401);
    const me = await signedInCustomer(t);
    expect((await call(me, 'DELETE', '/customers/push-devices/not-a-guid')).statusCode).toBe(400);
  });
});
