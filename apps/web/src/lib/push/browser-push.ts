import { decodeBase64url } from '../encoding/base64url';
import { registerServiceWorker, serviceWorkerScope } from '../service-worker/registration';

/**
 * This browser's side of web push (docs/decisions/0063-web-push.md): its permission, the service
 * worker (/sw.js, built from src/service-worker) and the push subscription it holds. The worker
 * is the app's one registration (lib/service-worker, docs/decisions/0080-installable-web-app.md):
 * the signed-in app registers it on load, and turning notifications on reuses it, registering it
 * first when the page has not yet. The public site's pages never register it.
 */

/** Whether this browser can show our notifications, and what the customer allowed. */
export type PushSupport = 'unsupported' | NotificationPermission;

/**
 * Why notifications were not turned on:
 * - `denied`: the customer (or the browser, for this site) refused the permission;
 * - `dismissed`: the permission prompt was closed without an answer;
 * - `unavailable`: the browser's push service could not be reached or is turned off
 *   (`AbortError`, "push service not available", as in Brave by default);
 * - `failed`: anything else (the worker did not install, a subscription without keys).
 */
export type PushFailure = 'denied' | 'dismissed' | 'unavailable' | 'failed';

/** What the server needs of a subscription: `PushSubscription.toJSON()`'s endpoint and keys. */
export interface BrowserSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export type SubscribeOutcome =
  | { ok: true; subscription: BrowserSubscription }
  | { ok: false; failure: PushFailure };

export function pushSupport(): PushSupport {
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window))
    return 'unsupported';
  return Notification.permission;
}

/** The VAPID public key as `subscribe` wants it: its bytes, not its base64url text. */
export function applicationServerKeyBytes(key: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(decodeBase64url(key), (char) => char.charCodeAt(0));
}

/** A browser that does not say which key a subscription was made with is taken at its word. */
const madeWith = (held: PushSubscription, key: Uint8Array): boolean => {
  const used = held.options.applicationServerKey;
  return (
    used === null ||
    (used.byteLength === key.length &&
      new Uint8Array(used).every((byte, index) => byte === key[index]))
  );
};

/**
 * A DOMException is read by its name rather than `instanceof`: it is not an Error in every
 * environment.
 */
function failureOf(error: unknown): PushFailure {
  const name = typeof error === 'object' && error !== null && 'name' in error ? error.name : '';
  if (name === 'NotAllowedError') return 'denied';
  if (name === 'AbortError') return 'unavailable';
  return 'failed';
}

/**
 * The subscription made with the server's key: the one this browser holds when it was made with
 * that key, else a new one. One made with an earlier key (the server's key changed) is replaced:
 * the push service would refuse every message signed with the new one.
 */
async function subscriptionFor(pushManager: PushManager, key: Uint8Array<ArrayBuffer>) {
  const held = await pushManager.getSubscription();
  if (held && madeWith(held, key)) return held;
  await held?.unsubscribe();
  return pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}

function endpointAndKeys(subscription: PushSubscription): SubscribeOutcome {
  const { endpoint, keys } = subscription.toJSON();
  const p256dh = keys?.p256dh;
  const auth = keys?.auth;
  if (endpoint === undefined || p256dh === undefined || auth === undefined)
    return { ok: false, failure: 'failed' };
  return { ok: true, subscription: { endpoint, keys: { p256dh, auth } } };
}

/**
 * Asks the customer's permission, registers the service worker and subscribes this browser with
 * the server's key (`applicationServerKey`, base64url). The caller sends the subscription to the
 * server under the device's name.
 */
export async function subscribeThisBrowser(
  applicationServerKey: string,
): Promise<SubscribeOutcome> {
  try {
    const permission = await Notification.requestPermission();
    if (permission !== 'granted')
      return { ok: false, failure: permission === 'denied' ? 'denied' : 'dismissed' };
    await registerServiceWorker();
    const registration = await navigator.serviceWorker.ready;
    const key = applicationServerKeyBytes(applicationServerKey);
    return endpointAndKeys(await subscriptionFor(registration.pushManager, key));
  } catch (error) {
    return { ok: false, failure: failureOf(error) };
  }
}

/** This browser's subscription, without registering a worker when none is. */
async function heldSubscription(): Promise<PushSubscription | null> {
  if (pushSupport() === 'unsupported') return null;
  const registration = await navigator.serviceWorker.getRegistration(serviceWorkerScope);
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** The endpoint of this browser's subscription, which tells "this device" among the customer's. */
export async function currentEndpoint(): Promise<string | null> {
  try {
    return (await heldSubscription())?.endpoint ?? null;
  } catch {
    return null;
  }
}

/**
 * Ends this browser's subscription when it is the one at `endpoint`, so that notifications stop
 * here even if the server cannot be told. A failure is left to the server: its next message to
 * the dead endpoint is refused (410), and it forgets the device then.
 */
export async function unsubscribeThisBrowser(endpoint: string): Promise<void> {
  try {
    const subscription = await heldSubscription();
    if (subscription?.endpoint === endpoint) await subscription.unsubscribe();
  } catch {
    // See above: the server still removes the device.
  }
}
