import type { ApiError } from '../../lib/api/api-error';

/**
 * What a refused sign-in step means for the screen (docs/identity.md, Sign-in and Lockout):
 * - `invalid`: wrong e-mail or password, or a wrong code (401);
 * - `step-expired`: the five-minute MFA step ran out or was already used (401 on its token);
 * - `unverified`: right password, address not confirmed yet (403) — offer a new link;
 * - `locked`: right password, account locked (423) — the unlock link is on its way;
 * - `other`: anything else, shown as the server words it.
 */
export type SignInProblem = 'invalid' | 'step-expired' | 'unverified' | 'locked' | 'other';

/** Messages of a refused MFA token rather than a refused code. */
const tokenMessages = new Set(['Signature has expired', 'Invalid token']);

export function signInProblemOf(error: ApiError): SignInProblem {
  if (error.kind !== 'http') return 'other';
  switch (error.status) {
    case 401:
      return tokenMessages.has(error.message) ? 'step-expired' : 'invalid';
    case 403:
      return 'unverified';
    case 423:
      return 'locked';
    default:
      return 'other';
  }
}
