import type { Passkey } from '@maple/contracts';
import { useState } from 'react';
import { type ApiError, apiErrorOf } from '../../../lib/api/api-error';
import { createPasskeyCredential } from '../../../lib/passkeys/ceremonies';
import type { PasskeyFailure } from '../../../lib/passkeys/passkey-failure';
import { useCreatePasskeyMutation, useStartPasskeyRegistrationMutation } from '../api/passkeys-api';
import type { SecurityProofBody } from '../approval/use-security-proof';

/** The app's own words for a passkey that was not added (keys of `passkeys.settings`). */
export type AddMessage =
  | 'cancelled'
  | 'alreadyOnDevice'
  | 'conflict'
  | 'expired'
  | 'failed'
  | 'notApproved';

export type AddProblem =
  | { kind: 'message'; message: AddMessage }
  /** A refusal the form shows as the server words it (on its fields when it names them). */
  | { kind: 'refused'; error: ApiError };

export type AddResult = { ok: true; passkey: Passkey } | { ok: false; problem: AddProblem };

const ceremonyMessage: Record<PasskeyFailure, AddMessage> = {
  cancelled: 'cancelled',
  // Only another ceremony or leaving the page aborts one; for the customer it did not happen.
  aborted: 'cancelled',
  'already-registered': 'alreadyOnDevice',
  invalid: 'failed',
  failed: 'failed',
};

const refused = (problem: AddProblem): AddResult => ({ ok: false, problem });

/**
 * The ceremony is spent once the server has seen its answer: a 400 without field problems is an
 * expired or unverified ceremony, a 409 a passkey the account already has.
 */
function refusedCredential(error: ApiError): AddResult {
  if (error.details.length === 0 && error.status === 400)
    return refused({ kind: 'message', message: 'expired' });
  if (error.status === 409) return refused({ kind: 'message', message: 'conflict' });
  return refused({ kind: 'refused', error });
}

/** The registration's start refused: a passkey that did not approve it (403) has words of its own. */
const refusedStart = (error: ApiError): AddResult =>
  error.kind === 'http' && error.status === 403
    ? refused({ kind: 'message', message: 'notApproved' })
    : refused({ kind: 'refused', error });

/**
 * Adding a passkey: the proof (the current password, or another passkey's approval on an account
 * without one) opens a registration ceremony, the browser creates the passkey with its options,
 * and the server keeps the credential under the chosen name.
 */
export function useAddPasskey() {
  const [start, started] = useStartPasskeyRegistrationMutation();
  const [create, created] = useCreatePasskeyMutation();
  const [inCeremony, setInCeremony] = useState(false);

  const add = async ({ name, proof }: { name: string; proof: SecurityProofBody }) => {
    const ceremony = await start(proof);
    // A wrong password is a 400 naming the password field: the form puts it there.
    if (!ceremony.data) return refusedStart(apiErrorOf(ceremony.error));
    setInCeremony(true);
    const outcome = await createPasskeyCredential(ceremony.data.options);
    setInCeremony(false);
    if (!outcome.ok) return refused({ kind: 'message', message: ceremonyMessage[outcome.failure] });
    const saved = await create({
      session_info: ceremony.data.session_info,
      name,
      credential: outcome.credential,
    });
    if (saved.data) return { ok: true, passkey: saved.data } satisfies AddResult;
    return refusedCredential(apiErrorOf(saved.error));
  };

  return { add, busy: started.isLoading || inCeremony || created.isLoading };
}
