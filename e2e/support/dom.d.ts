// Callbacks passed to page.evaluate / addInitScript run in the browser; the DOM types let them
// touch sessionStorage, document and window without casts.
/// <reference lib="dom" />

/** A push subscription from the specs' stand-in push service (support/push.ts). */
interface Window {
  maplePushSubscribe(): Promise<{ endpoint: string; keys: { p256dh: string; auth: string } }>;
}
