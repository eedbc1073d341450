import { cacheVersion, precache, shell, sitePages } from 'virtual:maple-worker-build';
import { offlineCache } from './offline-cache';
import { openApp } from './open-app';
import { appPath, isPushMessage, type PushMessage, pathOf } from './push-message';

/**
 * The service worker (/sw.js, scope /): keeps the app's shell, its built files and the public
 * site's pages for offline use (docs/decisions/0080-installable-web-app.md), shows the push
 * messages the server sends to this browser (docs/decisions/0063-web-push.md) and opens the app
 * when one is clicked. Built on its own by scripts/service-worker.ts, which writes this deploy's
 * shell and cache version into it (virtual:maple-worker-build), type-checked by
 * tsconfig.sw.json; it imports nothing of the app's, so it stays a few kilobytes.
 *
 * No answer of the server's interfaces is ever cached (cache-rules.ts): they carry the
 * customer's personal data. Those requests go to the network as if there were no worker.
 */
declare const self: ServiceWorkerGlobalScope;

/** Null on the dev server: its modules change with every edit, so nothing is kept there. */
const caching =
  cacheVersion === null
    ? null
    : offlineCache(
        { cacheVersion, shell, precache, sitePages },
        self.caches,
        (request) => fetch(request),
        self.location.origin,
      );

const icon = '/maple-leaf.svg';

// A new version takes over at once, once its shell is cached: pages still open from the last
// deploy load their later chunks from the network, as they would without a worker.
self.addEventListener('install', (event) => {
  event.waitUntil(Promise.all([caching?.install(), self.skipWaiting()]));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(Promise.all([caching?.removeOtherVersions(), self.clients.claim()]));
});

// A request the caches do not answer gets no `respondWith`: the browser sends it itself. The dev
// server's worker has no handler at all, so the browser skips it for every request.
if (caching !== null) {
  self.addEventListener('fetch', (event) => {
    const answer = caching.respond(event.request, (work) => event.waitUntil(work));
    if (answer !== undefined) event.respondWith(answer);
  });
}

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
