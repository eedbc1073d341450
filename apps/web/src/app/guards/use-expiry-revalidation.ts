import { useEffect } from 'react';
import { useRevalidator } from 'react-router';
import { msUntilSessionExpiry, type SessionKind } from '../../lib/session';

// setTimeout runs at once for delays above 2^31 − 1 ms; such a session is re-checked on the
// next navigation instead.
const maxTimerDelayMs = 2 ** 31 - 1;

/**
 * Re-runs the page's guard the moment the session token expires, so an idle tab leaves the
 * protected page with the expiry message instead of waiting for the next click.
 */
export function useExpiryRevalidation(kind: SessionKind): void {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    const delay = msUntilSessionExpiry(kind);
    if (delay === null || delay > maxTimerDelayMs) return;
    const timer = setTimeout(() => void revalidate(), Math.max(delay, 0));
    return () => clearTimeout(timer);
  }, [kind, revalidate]);
}
