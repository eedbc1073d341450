import { useEffect } from 'react';
import { registerServiceWorkerWhenIdle } from './registration';

/**
 * Registers the app's service worker after the page has loaded (registration.ts): what makes
 * the app installable and its shell available offline. Used by the signed-in app's layout only:
 * the public site's pages keep their small JavaScript budget (docs/public-site.md).
 */
export function useServiceWorker(): void {
  useEffect(() => registerServiceWorkerWhenIdle(), []);
}
