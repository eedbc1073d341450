import type { PasskeyAnswer, SecurityChange } from '@maple/contracts';
import { useRef, useState } from 'react';
import { type ApiError, apiErrorOf } from '../../../lib/api/api-error';
import { getPasskeyCredential } from '../../../lib/passkeys/ceremonies';
import type { PasskeyFailure } from '../../../lib/passkeys/passkey-failure';
import { useChangeApprovalOptionsMutation } from '../api/sign-in-methods-api';

/**
 * Why a passkey did not confirm a security change, for the screen:
 * - `cancelled`: the browser's prompt was closed or timed out (nothing is wrong);
 * - `failed`: the browser or authenticator could not use the passkey;
 * - `refused`: the server did not take the answer for this change (403);
 * - `expired`: the ceremony ran out before the change was sent (400 on its answer);
 * - an {@link ApiError}: anything else, as the server words it (the last way in: 409).
 */
export type ApprovalProblem = 'cancelled' | 'failed' | 'refused' | 'expired' | { error: ApiError };

export type ApprovalOutcome =
  | { ok: true; passkey: PasskeyAnswer }
  /** `problem` is null when there is nothing to show (another ceremony replaced this one). */
  | { ok: false; problem: ApprovalProblem | null };

const problemOf = (failure: PasskeyFailure): ApprovalProblem | null => {
  if (failure === 'aborted') return null;
  return failure === 'cancelled' ? 'cancelled' : 'failed';
};

/**
 * A change's refusal that is about the passkey's answer, not the form's fields: 403, or a 400
 * naming the answer (its ceremony expired or was spent). Null for any other refusal.
 */
export function answerRefusal(error: ApiError): ApprovalProblem | null {
  if (error.kind !== 'http') return null;
  if (error.status === 403) return 'refused';
  const aboutAnswer = error.details.some((issue) =>
    /^body\.(passkey|session_info|credential)/.test(issue.path),
  );
  return error.status === 400 && aboutAnswer ? 'expired' : null;
}

interface Kept {
  key: string;
  passkey: PasskeyAnswer;
  expiresAt: number;
}

/**
 * One of the customer's passkeys approving a security change (ADR 57): the server's options,
 * whose challenge is made from the change, then the browser's prompt. The answer is kept until
 * `forget`: a change refused for a field (a wrong or weak password) spent nothing on the server,
 * so the next attempt reuses it rather than prompting again.
 */
export function useChangeApproval() {
  const [getOptions, options] = useChangeApprovalOptionsMutation();
  const [inCeremony, setInCeremony] = useState(false);
  const kept = useRef<Kept | null>(null);

  const approve = async (change: SecurityChange, passkeyId?: string): Promise<ApprovalOutcome> => {
    const key = `${change} ${passkeyId ?? ''}`;
    const live = kept.current;
    if (live?.key === key && live.expiresAt > Date.now())
      return { ok: true, passkey: live.passkey };
    const ceremony = await getOptions({ change, ...(passkeyId && { passkey_id: passkeyId }) });
    if (!ceremony.data) return { ok: false, problem: { error: apiErrorOf(ceremony.error) } };
    setInCeremony(true);
    const outcome = await getPasskeyCredential(ceremony.data.options, { autofill: false });
    setInCeremony(false);
    if (!outcome.ok) return { ok: false, problem: problemOf(outcome.failure) };
    const passkey = { session_info: ceremony.data.session_info, credential: outcome.credential };
    kept.current = { key, passkey, expiresAt: Date.parse(ceremony.data.expires_at) };
    return { ok: true, passkey };
  };

  const forget = () => {
    kept.current = null;
  };

  return { approve, forget, busy: options.isLoading || inCeremony };
}
