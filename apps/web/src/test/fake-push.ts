import type { PushDevice } from '@maple/contracts';
import { onTestFinished, vi } from 'vitest';
import { decodeBase64url } from '../lib/encoding/base64url';

/** The server's VAPID public key: an uncompressed P-256 point (65 bytes), base64url. */
export const applicationServerKey =
  'BAcOFRwjKjE4P0ZNVFtiaXB3foWMk5qhqK-2vcTL0tng5-71_AMKERgfJi00O0JJUFdeZWxzeoGIj5adpKuyucA';

/** What a browser's subscription holds: its push service's address and its keys. */
export const subscriptionKeys = {
  p256dh: 'BBIfLDlGU2BteoeUoa67yNXi7_wJFiMwPUpXZHF-i5ilsr_M2ebzAA0aJzRBTltodYKPnKm2w9Dd6vcEER4rOEU',
  auth: 'ABEiM0RVZneImaq7zN3u_w',
};

export const thisBrowserEndpoint = 'https://fcm.googleapis.com/fcm/send/this-browser';

export const pushDevice = (overrides: Partial<PushDevice> = {}): PushDevice => ({
  guid: 'a0a1a2a3a4a5a6a7a8a9aaabacadaeaf',
  device: 'Chrome on Linux',
  endpoint: thisBrowserEndpoint,
  created_at: '2026-11-01T15:30:00.000Z',
  last_delivered_at: null,
  ...overrides,
});

export const chromeOnLinux =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

interface FakeSubscription {
  endpoint: string;
  /** Made with this key; `PushSubscription.options.applicationServerKey`. */
  key: ArrayBuffer;
}

/** What the fake browser saw and holds, for a test's assertions. */
export interface FakePushBrowser {
  permission: NotificationPermission;
  /** `navigator.serviceWorker.register` calls. */
  registered: { url: string; scope: string | undefined }[];
  /** `pushManager.subscribe` calls. */
  subscribeOptions: PushSubscriptionOptionsInit[];
  /** The subscription held, null once unsubscribed. */
  subscription: FakeSubscription | null;
  hasRegistration: boolean;
}

/** A copy of the key `subscribe` was given, as `options.applicationServerKey` holds it. */
function bufferOf(key: PushSubscriptionOptionsInit['applicationServerKey']): ArrayBuffer {
  if (typeof key === 'string') return bytesOf(key);
  if (key === null || key === undefined) return new ArrayBuffer(0);
  if (ArrayBuffer.isView(key))
    return key.buffer.slice(key.byteOffset, key.byteOffset + key.byteLength);
  return key.slice(0);
}

const bytesOf = (base64url: string): ArrayBuffer =>
  Uint8Array.from(decodeBase64url(base64url), (char) => char.charCodeAt(0)).buffer;

/**
 * A browser with web push, as far as the app uses it: the permission, the service worker's
 * registration and the push subscription, none of which jsdom has. Its user agent is Chrome on
 * Linux.
 */
export function fakePushBrowser({
  permission = 'default',
  answer = 'granted',
  subscribed = false,
  subscribeError,
  subscribedWith,
}: {
  permission?: NotificationPermission;
  /** What the permission prompt answers. */
  answer?: NotificationPermission;
  /** This browser already holds a subscription, made with `applicationServerKey`. */
  subscribed?: boolean;
  /** What `pushManager.subscribe` throws, when it fails. */
  subscribeError?: DOMException;
  /** Held already, made with this key instead of the server's (the server's key changed). */
  subscribedWith?: string;
} = {}): FakePushBrowser {
  const heldKey = subscribedWith ?? (subscribed ? applicationServerKey : undefined);
  const browser: FakePushBrowser = {
    permission,
    registered: [],
    subscribeOptions: [],
    subscription:
      heldKey === undefined ? null : { endpoint: thisBrowserEndpoint, key: bytesOf(heldKey) },
    hasRegistration: heldKey !== undefined,
  };

  const asPushSubscription = (subscription: FakeSubscription) => ({
    endpoint: subscription.endpoint,
    options: { applicationServerKey: subscription.key, userVisibleOnly: true },
    toJSON: () => ({
      endpoint: subscription.endpoint,
      expirationTime: null,
      keys: subscriptionKeys,
    }),
    unsubscribe: async () => {
      browser.subscription = null;
      return true;
    },
  });
  const pushManager = {
    getSubscription: async () => browser.subscription && asPushSubscription(browser.subscription),
    subscribe: async (options: PushSubscriptionOptionsInit) => {
      if (subscribeError) throw subscribeError;
      browser.subscribeOptions.push(options);
      browser.subscription = {
        endpoint: thisBrowserEndpoint,
        key: bufferOf(options.applicationServerKey),
      };
      return asPushSubscription(browser.subscription);
    },
  };
  const registration = { pushManager };

  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal('Notification', {
    get permission() {
      return browser.permission;
    },
    requestPermission: async () => {
      browser.permission = answer;
      return answer;
    },
  });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      register: async (url: string, options?: RegistrationOptions) => {
        browser.registered.push({ url, scope: options?.scope });
        browser.hasRegistration = true;
        return registration;
      },
      get ready() {
        return Promise.resolve(registration);
      },
      getRegistration: async () => (browser.hasRegistration ? registration : undefined),
    },
  });
  const userAgent = vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(chromeOnLinux);
  onTestFinished(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    userAgent.mockRestore();
  });
  return browser;
}
