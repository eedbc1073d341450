import { describe, expect, it } from 'vitest';
import {
  applicationServerKey,
  fakePushBrowser,
  subscriptionKeys,
  thisBrowserEndpoint,
} from '../../test/fake-push';
import {
  applicationServerKeyBytes,
  currentEndpoint,
  pushSupport,
  subscribeThisBrowser,
  unsubscribeThisBrowser,
} from './browser-push';

/** Another server key than the one the server answers now. */
const earlierKey =
  'BBIfLDlGU2BteoeUoa67yNXi7_wJFiMwPUpXZHF-i5ilsr_M2ebzAA0aJzRBTltodYKPnKm2w9Dd6vcEER4rOEU';

describe("this browser's push subscription", () => {
  it('is unsupported without a service worker, PushManager or Notification (jsdom has none)', async () => {
    expect(pushSupport()).toBe('unsupported');
    expect(await currentEndpoint()).toBeNull();
  });

  it("reads the customer's permission", () => {
    fakePushBrowser({ permission: 'denied' });
    expect(pushSupport()).toBe('denied');
  });

  it('finds no endpoint, and registers no worker, where notifications were never turned on', async () => {
    const browser = fakePushBrowser({ permission: 'granted' });
    expect(await currentEndpoint()).toBeNull();
    expect(browser.registered).toEqual([]);
  });

  it('finds the endpoint of the subscription held', async () => {
    fakePushBrowser({ permission: 'granted', subscribed: true });
    expect(await currentEndpoint()).toBe(thisBrowserEndpoint);
  });

  it('decodes the base64url server key into its 65 bytes', () => {
    const bytes = applicationServerKeyBytes(applicationServerKey);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(4);
  });

  it('uses the subscription held when it was made with the same key', async () => {
    const browser = fakePushBrowser({ permission: 'granted', subscribed: true });
    expect(await subscribeThisBrowser(applicationServerKey)).toEqual({
      ok: true,
      subscription: { endpoint: thisBrowserEndpoint, keys: subscriptionKeys },
    });
    expect(browser.subscribeOptions).toEqual([]);
  });

  it('replaces a subscription made with an earlier server key', async () => {
    const browser = fakePushBrowser({ permission: 'granted', subscribedWith: earlierKey });
    const outcome = await subscribeThisBrowser(applicationServerKey);
    expect(outcome.ok).toBe(true);
    expect(browser.subscribeOptions).toHaveLength(1);
  });

  it('tells a refused or unanswered permission apart', async () => {
    fakePushBrowser({ answer: 'denied' });
    expect(await subscribeThisBrowser(applicationServerKey)).toEqual({
      ok: false,
      failure: 'denied',
    });
    fakePushBrowser({ answer: 'default' });
    expect(await subscribeThisBrowser(applicationServerKey)).toEqual({
      ok: false,
      failure: 'dismissed',
    });
  });

  it("reads the browser's refusal to subscribe", async () => {
    fakePushBrowser({ subscribeError: new DOMException('denied', 'NotAllowedError') });
    expect(await subscribeThisBrowser(applicationServerKey)).toEqual({
      ok: false,
      failure: 'denied',
    });
    fakePushBrowser({ subscribeError: new DOMException('other', 'InvalidStateError') });
    expect(await subscribeThisBrowser(applicationServerKey)).toEqual({
      ok: false,
      failure: 'failed',
    });
  });

  it("ends this browser's subscription only when it is the device's", async () => {
    const browser = fakePushBrowser({ permission: 'granted', subscribed: true });
    await unsubscribeThisBrowser('https://updates.push.services.mozilla.com/wpush/v2/phone');
    expect(browser.subscription).not.toBeNull();
    await unsubscribeThisBrowser(thisBrowserEndpoint);
    expect(browser.subscription).toBeNull();
  });
});
