import { type SessionEnd, sessionEndSchema } from '@maple/contracts';
import { paths } from '../routing/paths';

/**
 * What /signin is told in its address: the page the customer asked for (`next`), opened once
 * they are signed in, and why they are signed out (`signed_out`), which the page says.
 */
export const signinParams = { next: 'next', signedOut: 'signed_out' } as const;

/** Pages that would undo the sign-in, or make no sense after it, are not returned to. */
const notAfterSignIn = new Set(
  [paths.signin, paths.signup, paths.logout].map((path) => path.toLowerCase()),
);

/**
 * The in-app path `value` names, or null when it is none: only a path of this site (never
 * `//host`, a scheme, or a backslash trick a browser reads as another host) is followed after
 * sign-in, so a crafted link cannot send the customer elsewhere.
 */
export function safeNext(value: string | null): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(value, 'https://maple.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'https://maple.invalid') return null;
  if (notAfterSignIn.has(url.pathname.toLowerCase())) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** /signin with the page to return to and why the customer is signed out, when known. */
export function signinLocation({
  next,
  reason,
}: {
  next?: string | null;
  reason?: SessionEnd | null;
} = {}): string {
  const params = new URLSearchParams();
  const returnTo = safeNext(next ?? null);
  if (returnTo !== null && returnTo !== paths.dashboard) params.set(signinParams.next, returnTo);
  if (reason) params.set(signinParams.signedOut, reason);
  const query = params.toString();
  return query === '' ? paths.signin : `${paths.signin}?${query}`;
}

/** Why /signin was opened signed out, as its address says; null for anything else. */
export function signedOutReason(search: URLSearchParams): SessionEnd | null {
  const parsed = sessionEndSchema.safeParse(search.get(signinParams.signedOut));
  return parsed.success ? parsed.data : null;
}
