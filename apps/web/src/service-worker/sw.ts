import { openApp } from './open-app';
import { appPath, isPushMessage, type PushMessage, pathOf } from './push-message';

/**
 * The service worker (/sw.js, scope /): shows the push messages the server sends to this browser
 * (docs/decisions/0063-web-push.md) and opens the app when one is clicked. Built on its own by
 * scripts/service-worker.ts, type-checked by tsconfig.sw.json; it imports nothing of the app's,
 * so it stays about a kilobyte and a change to the app does not change it.
 *
 * There is deliberately no `fetch` handler and nothing is cached: every request goes to the
 * network as if there were no worker. Offline caching is a later step, and it must never cache an
 * API answer, which carries the customer's personal data.
 */
declare const self: ServiceWorkerGlobalScope;

const icon = '/maple-leaf.svg';

// A new version takes over at once: it only shows notifications, so no page depends on the old.
self.addEventListener('install', (event) => {
  event.waitUntil(self.skipWaiting());
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

/** The message, or null when it is not JSON or not a message of ours. */
function readMessage(data: PushMessageData | null): PushMessage | null {
  try {
    const value: unknown = data?.json();
    return isPushMessage(value) ? value : null;
  } catch {
    return null;
  }
}

// A message that is not ours is ignored: with `userVisibleOnly`, the browser may then show its
// own generic notification, which is better than showing words we cannot vouch for.
self.addEventListener('push', (event) => {
  const message = readMessage(event.data);
  if (message === null) return;
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      tag: message.tag,
      lang: message.lang,
      icon,
      badge: icon,
      data: { url: appPath(message.url, self.location.origin) },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = appPath(pathOf(event.notification.data), self.location.origin);
  event.waitUntil(openApp(self.clients, path));
});
