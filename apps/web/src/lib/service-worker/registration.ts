/**
 * The app's one service worker registration (docs/decisions/0080-installable-web-app.md): the
 * worker at /sw.js, built from src/service-worker, keeps the app's shell for offline use and
 * shows push notifications (docs/decisions/0063-web-push.md).
 */

const serviceWorkerUrl = '/sw.js';
/** The whole app: a notification may open any of its pages, and any may be opened offline. */
export const serviceWorkerScope = '/';

/**
 * Held per container rather than in a variable: a page has one, so this is one registration per
 * page, and a test's fake browser (src/test/fake-push.ts) starts with none.
 */
const registrations = new WeakMap<ServiceWorkerContainer, Promise<ServiceWorkerRegistration>>();

export const serviceWorkerSupported = (): boolean => 'serviceWorker' in navigator;

/**
 * Registers the worker, once: the app's pages on load and the notifications' settings get the
 * same registration. A failed attempt is forgotten, so the next caller tries again.
 */
export function registerServiceWorker(): Promise<ServiceWorkerRegistration> {
  const container = navigator.serviceWorker;
  const held = registrations.get(container);
  if (held !== undefined) return held;
  const registering = container.register(serviceWorkerUrl, { scope: serviceWorkerScope });
  registrations.set(container, registering);
  registering.catch(() => registrations.delete(container));
  return registering;
}

/** The longest the registration waits for the browser to be idle. */
const idleTimeoutMs = 5_000;

/**
 * Registers the worker once the page has loaded and the browser is idle, so that fetching it and
 * the shell it caches never competes with the page's own first requests. A failure is left
 * alone: the app works without the worker, and the next page load tries again. Returns what
 * cancels a registration still waiting (the signed-in pages were left before it was made).
 */
export function registerServiceWorkerWhenIdle(): () => void {
  if (!serviceWorkerSupported()) return () => {};
  const register = () => {
    registerServiceWorker().catch(() => undefined);
  };
  let cancel = () => window.removeEventListener('load', whenIdle);
  // Safari has no requestIdleCallback: a second after the load stands in for it.
  function whenIdle() {
    if ('requestIdleCallback' in window) {
      const idle = requestIdleCallback(register, { timeout: idleTimeoutMs });
      cancel = () => cancelIdleCallback(idle);
    } else {
      const timer = setTimeout(register, 1_000);
      cancel = () => clearTimeout(timer);
    }
  }
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  return () => cancel();
}
