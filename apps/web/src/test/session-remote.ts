import type { SharedSession } from '@maple/contracts';
import { vi } from 'vitest';
import type { NewestSession, SessionRemote } from '../app/guards/session-remote';
import { readClaims } from '../lib/session/token';
import { tokenExpiringIn } from './jwt';

/**
 * A stand-in for the server's session calls, answering as a healthy server would: a fresh
 * access token on request, the presented user token as the newest session, and no session in
 * the browser's cookie. Tests override single answers to play out refusals, duplicate logins
 * and other tabs; every call is recorded.
 */
export function fakeSessionRemote(overrides: Partial<SessionRemote> = {}) {
  return {
    regenerateAccessToken: vi.fn(
      overrides.regenerateAccessToken ?? (async () => tokenExpiringIn(900)),
    ),
    newestSession: vi.fn(
      overrides.newestSession ??
        (async (userToken: string): Promise<NewestSession> => ({
          kind: 'newest',
          iat: readClaims(userToken)?.iat ?? 0,
        })),
    ),
    joinSession: vi.fn(
      overrides.joinSession ??
        (async (): Promise<SharedSession | null> => ({ status: 'signed_out', reason: null })),
    ),
    signOut: vi.fn(overrides.signOut ?? (async () => {})),
  } satisfies SessionRemote;
}
