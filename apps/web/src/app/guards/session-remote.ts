import type { SharedSession } from '@maple/contracts';

/**
 * The server side of the customer session checks (docs/product/lifecycles.md and
 * docs/product/interfaces.md), as the route guards see it. The app uses the real calls
 * (`createSessionRemote`); unit tests pass their own answers.
 */
export type NewestSession =
  /** The issue time (`iat`, seconds) of the user's newest session. */
  | { kind: 'newest'; iat: number }
  /** The server refused the user token (401): the session is over. */
  | { kind: 'refused' }
  /** No answer (offline, server error): nothing is known, so nothing is decided. */
  | { kind: 'unavailable' };

export interface SessionRemote {
  /** regenerate-customer-token: a new access token, or null when none was issued. */
  regenerateAccessToken(userToken: string, customerGuid: string): Promise<string | null>;
  /** check-customer-token-dublicate with the stored e-mail. */
  newestSession(userToken: string, email: string): Promise<NewestSession>;
  /**
   * The browser's session (its session cookie): the tokens to join it with, or why there is
   * none; null when the server cannot be reached.
   */
  joinSession(): Promise<SharedSession | null>;
  /** Revokes the session on the server; resolves whatever the answer, never rejects. */
  signOut(userToken: string): Promise<void>;
}
