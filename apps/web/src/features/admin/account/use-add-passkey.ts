import type { Passkey, StaffPasskeyRegistrationRequest } from '@maple/contracts';
import { useState } from 'react';
import { type ApiError, apiErrorOf } from '../../../lib/api/api-error';
import { createPasskeyCredential } from '../../../lib/passkeys/ceremonies';
import type { PasskeyFailure } from '../../../lib/passkeys/passkey-failure';
import {
  useCreateStaffPasskeyMutation,
  useStartStaffPasskeyRegistrationMutation,
} from './api/staff-passkeys-api';

/** The app's own words for a passkey that was not added (keys of `passkeys.settings`). */
export type AddMessage = 'cancelled' | 'alreadyOnDevice' | 'conflict' | 'expired' | 'failed';

export type AddProblem =
  | { kind: 'message'; message: AddMessage }
  /** A refusal the form shows as the server words it (on its fields when it names them). */
  | { kind: 'refused'; error: ApiError };

export type AddResult = { ok: true; passkey: Passkey } | { ok: false; problem: AddProblem };

const ceremonyMessage: Record<PasskeyFailure, AddMessage> = {
  cancelled: 'cancelled',
  // Only another ceremony or leaving the page aborts one; for the reader it did not happen.
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
  if (error.status === 400 && !error.details.some((detail) => detail.path === 'body.name')) {
    return refused({ kind: 'message', message: 'expired' });
  }
  if (error.status === 409) return refused({ kind: 'message', message: 'conflict' });
  return refused({ kind: 'refused', error });
}

/**
 * A staff member adding a passkey (ADR 56): the password and a current authenticator code open
 * a registration ceremony, the browser creates the passkey with its options, and the server
 * keeps the credential under the chosen name.
 */
export function useAddPasskey() {
  const [start, started] = useStartStaffPasskeyRegistrationMutation();
  const [create, created] = useCreateStaffPasskeyMutation();
  const [inCeremony, setInCeremony] = useState(false);

  const add = async ({
    name,
    ...confirmation
  }: StaffPasskeyRegistrationRequest & { name: string }) => {
    const ceremony = await start(confirmation);
    // A wrong password or code is a 400 naming its field: the form puts it there.
    if (!ceremony.data) return refused({ kind: 'refused', error: apiErrorOf(ceremony.error) });
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
