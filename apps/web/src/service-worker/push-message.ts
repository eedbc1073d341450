/**
 * A push message as the server sends it (pushMessageSchema in packages/contracts), checked here
 * by hand: the service worker ships on its own, without zod or anything of the app's.
 */
export interface PushMessage {
  title: string;
  body: string;
  /** The app's path the notification opens. */
  url: string;
  /** Replaces an earlier notification about the same thing. */
  tag: string;
  lang: string;
}

/** Extra fields are let through: a newer server may add one before this worker knows it. */
export function isPushMessage(value: unknown): value is PushMessage {
  return (
    typeof value === 'object' &&
    value !== null &&
    'title' in value &&
    typeof value.title === 'string' &&
    'body' in value &&
    typeof value.body === 'string' &&
    'url' in value &&
    typeof value.url === 'string' &&
    'tag' in value &&
    typeof value.tag === 'string' &&
    'lang' in value &&
    typeof value.lang === 'string'
  );
}

/** Where a notification whose path is not acceptable opens. */
export const fallbackPath = '/dashboard';

/**
 * The path a notification opens: a path of the app's own origin, never another site. A message
 * is encrypted for this browser, but a click must not become a way to send the customer
 * elsewhere, so `//host` and the forms URL parsing turns into one (`/\host`, a tab or a newline
 * inside `//`) fall back to the dashboard.
 */
export function appPath(url: unknown, origin: string): string {
  if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//')) return fallbackPath;
  try {
    const resolved = new URL(url, origin);
    return resolved.origin === origin
      ? `${resolved.pathname}${resolved.search}${resolved.hash}`
      : fallbackPath;
  } catch {
    return fallbackPath;
  }
}

/** The path a shown notification carries in its `data` (set by the push handler). */
export const pathOf = (data: unknown): unknown =>
  typeof data === 'object' && data !== null && 'url' in data ? data.url : undefined;
