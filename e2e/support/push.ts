import type { CDPSession, Page } from '@playwright/test';
import {
  type BrowserSubscription,
  type PushService,
  type ReceivedPush,
  startPushService,
} from '../../apps/server/src/testing/push-service.js';

/** A notification the app's service worker is showing. */
export interface ShownNotification {
  title: string;
  body: string;
  tag: string;
  url: unknown;
}

export interface BrowserPush {
  /** The push service's view: what the server sent it, decrypted. */
  service: PushService;
  /** Hands a message the push service received to the page's service worker, as a vendor would. */
  deliver(push: ReceivedPush): Promise<void>;
  /** The notifications the service worker shows now. */
  notifications(): Promise<ShownNotification[]>;
  close(): Promise<void>;
}

/**
 * A browser vendor's push service for this page (docs/decisions/0063-web-push.md). Debian's
 * Chromium has none: `PushManager.subscribe` fails there. So the page's `subscribe` asks this
 * one for a subscription (a fresh key pair, an endpoint on this machine), the server encrypts and
 * posts each message to it as to Google's or Mozilla's, it checks and decrypts it, and `deliver`
 * gives the plain message to the app's service worker through the DevTools protocol
 * (`ServiceWorker.deliverPushMessage`), which is what the browser does with a real one.
 */
export async function browserPush(page: Page, applicationServerKey: string): Promise<BrowserPush> {
  const service = await startPushService(applicationServerKey);
  await page.context().grantPermissions(['notifications']);
  await page.exposeFunction('maplePushSubscribe', (): BrowserSubscription => service.subscribe());
  await page.addInitScript(standInPushManager);
  const session = await page.context().newCDPSession(page);
  const registrations = await followRegistrations(session);
  return {
    service,
    async deliver(push) {
      const origin = new URL(page.url()).origin;
      const registration = registrations.get(`${origin}/`);
      if (registration === undefined) throw new Error('no service worker registered');
      await session.send('ServiceWorker.deliverPushMessage', {
        origin,
        registrationId: registration,
        data: JSON.stringify(push.message),
      });
    },
    notifications: () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        const shown = await registration.getNotifications();
        return shown.map((n) => ({ title: n.title, body: n.body, tag: n.tag, url: n.data?.url }));
      }),
    close: () => service.close(),
  };
}

/** The service worker registrations of the page's browser, by scope. */
async function followRegistrations(session: CDPSession): Promise<Map<string, string>> {
  const registrations = new Map<string, string>();
  session.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => {
    for (const registration of updated) {
      if (registration.isDeleted) registrations.delete(registration.scopeURL);
      else registrations.set(registration.scopeURL, registration.registrationId);
    }
  });
  await session.send('ServiceWorker.enable');
  return registrations;
}

/**
 * Runs in the page before its scripts: `PushManager` subscribes at the stand-in push service
 * above, and remembers the subscription (in localStorage) as a browser does across reloads.
 */
function standInPushManager() {
  const key = 'e2e.pushSubscription';
  const asSubscription = (json: BrowserSubscription): PushSubscription => ({
    endpoint: json.endpoint,
    expirationTime: null,
    options: { applicationServerKey: null, userVisibleOnly: true },
    toJSON: () => json,
    getKey: () => null,
    unsubscribe: async () => {
      localStorage.removeItem(key);
      return true;
    },
  });
  const stored = (): BrowserSubscription | null => {
    const raw = localStorage.getItem(key);
    return raw === null ? null : JSON.parse(raw);
  };
  PushManager.prototype.getSubscription = async function getSubscription() {
    const json = stored();
    return json === null ? null : asSubscription(json);
  };
  PushManager.prototype.subscribe = async function subscribeHere() {
    const json = stored() ?? (await window.maplePushSubscribe());
    localStorage.setItem(key, JSON.stringify(json));
    return asSubscription(json);
  };
}
