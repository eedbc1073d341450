import type { ApiError } from '../../lib/api/api-error';
import type { PasskeyFailure } from '../../lib/passkeys/passkey-failure';
import { signInProblemOf } from './sign-in-problem';

/**
 * Why a passkey did not sign the customer in, for the screen:
 * - `cancelled`: the browser's prompt was closed or timed out (said calmly: nothing is wrong);
 * - `unknown`: the server knows no such passkey (401), perhaps one removed or made for another
 *   site: the password still works, and the passkey can be added again in Settings;
 * - `locked`, `unverified`: as for the password (docs/identity.md, Sign-in and Lockout);
 * - `expired`: the challenge ran out or was spent before the answer arrived (400);
 * - `failed`: the browser or authenticator could not use the passkey;
 * - an {@link ApiError}: anything else, as the server words it.
 */
export type PasskeyProblem =
  | 'cancelled'
  | 'unknown'
  | 'locked'
  | 'unverified'
  | 'expired'
  | 'failed'
  | { error: ApiError };

/** A refused `POST /identity/signin/passkey`. */
export function passkeyRefusalOf(error: ApiError): PasskeyProblem {
  switch (signInProblemOf(error)) {
    case 'invalid':
    case 'step-expired':
      return 'unknown';
    case 'locked':
      return 'locked';
    case 'unverified':
      return 'unverified';
    default:
      return error.kind === 'http' && error.status === 400 && error.details.length === 0
        ? 'expired'
        : { error };
  }
}

/** A ceremony that ended without an answer; null when there is nothing to say (aborted). */
export function passkeyCeremonyProblemOf(failure: PasskeyFailure): PasskeyProblem | null {
  if (failure === 'aborted') return null;
  return failure === 'cancelled' ? 'cancelled' : 'failed';
}
