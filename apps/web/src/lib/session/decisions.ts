import type { StoredCustomerSession } from './session';
import { readClaims, tokenState } from './token';

/**
 * What a customer page must do before it renders (docs/product/lifecycles.md):
 * - `signed-out`: no usable user token — go to /signin, no message;
 * - `expired`: the user token has expired — clear everything, say so, go to /signin;
 * - `refresh-access`: the user token is valid but the access token is missing, unreadable or
 *   about to expire — get a new one first (a loading screen shows meanwhile);
 * - `continue`: both tokens are good.
 */
export type CustomerSessionAction = 'signed-out' | 'expired' | 'refresh-access' | 'continue';

/**
 * An access token this close to its expiry is renewed before the page renders, so the page's
 * own calls do not fail a moment after it opens.
 */
export const accessTokenMarginMs = 30_000;

export function decideCustomerSession(
  stored: Pick<StoredCustomerSession, 'userToken' | 'accessToken'>,
  nowMs: number = Date.now(),
): CustomerSessionAction {
  const user = tokenState(stored.userToken, nowMs);
  if (user === 'none') return 'signed-out';
  if (user === 'expired') return 'expired';
  const access = tokenState(stored.accessToken, nowMs + accessTokenMarginMs);
  return access === 'valid' ? 'continue' : 'refresh-access';
}

/**
 * The duplicate-login rule (docs/product/lifecycles.md and docs/product/sessions.md): the server
 * reports the issue time of the user's newest session; a user token issued at any other time
 * belongs to a session a newer sign-in ended. A user token without an issue time cannot prove it is
 * the newest.
 */
export function isDuplicateLogin(userToken: string, newestIat: number): boolean {
  const iat = readClaims(userToken)?.iat;
  return iat === undefined || iat !== newestIat;
}
