import type { ApiError } from '../../../lib/api/api-error';
import type { PasskeyFailure } from '../../../lib/passkeys/passkey-failure';

/**
 * Why a passkey did not sign a staff member in, for the screen:
 * - `cancelled`: the browser's prompt was closed or timed out (said calmly: nothing is wrong);
 * - `unknown`: the back office knows no such passkey (401): perhaps one removed, a customer's,
 *   or one made for another site; the password and code still work;
 * - `locked`: as for the password (423);
 * - `expired`: the challenge ran out or was spent before the answer arrived (400);
 * - `failed`: the browser or authenticator could not use the passkey;
 * - an {@link ApiError}: anything else, as the server words it.
 */
export type AdminPasskeyProblem =
  | 'cancelled'
  | 'unknown'
  | 'locked'
  | 'expired'
  | 'failed'
  | { error: ApiError };

/** A refused `POST /admin/api/signin/passkey`. */
export function adminPasskeyRefusalOf(error: ApiError): AdminPasskeyProblem {
  if (error.kind !== 'http') return { error };
  if (error.status === 401) return 'unknown';
  if (error.status === 423) return 'locked';
  return error.status === 400 ? 'expired' : { error };
}

/** A ceremony that ended without an answer; null when there is nothing to say (aborted). */
export function adminPasskeyCeremonyProblemOf(failure: PasskeyFailure): AdminPasskeyProblem | null {
  if (failure === 'aborted') return null;
  return failure === 'cancelled' ? 'cancelled' : 'failed';
}
