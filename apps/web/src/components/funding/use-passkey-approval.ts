import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { useEffect, useRef, useState } from 'react';
import { type ApiError, apiErrorOf } from '../../lib/api/api-error';
import {
  type CodeSubject,
  useApproveWithPasskeyMutation,
  usePasskeyApprovalOptionsMutation,
} from '../../lib/funding/crypto-otp-api';
import { getPasskeyCredential } from '../../lib/passkeys/ceremonies';
import type { PasskeyFailure } from '../../lib/passkeys/passkey-failure';
import { usePasskeysQuery } from '../../lib/security/passkeys-api';

/**
 * Why a passkey did not approve the action, for the screen:
 * - `cancelled`: the browser's prompt was closed or timed out (said calmly: nothing is wrong);
 * - `refused`: the server did not accept the answer for this action (403), or the ceremony ran
 *   out or was spent before the answer arrived (400);
 * - `failed`: the browser or authenticator could not use the passkey;
 * - an {@link ApiError}: anything else, as the server words it.
 */
export type ApprovalProblem = 'cancelled' | 'refused' | 'failed' | { error: ApiError };

/** What a step answers: a problem to show, `no-passkey` (409), or null when nothing is to say. */
type StepEnd = ApprovalProblem | 'no-passkey' | null;

const isStatus = (error: ApiError, status: number) =>
  error.kind === 'http' && error.status === status;

/** A refused call; the answer's refusals (403, 400) say the passkey did not approve this. */
function refusalOf(error: ApiError, answering: boolean): StepEnd {
  if (isStatus(error, 409)) return 'no-passkey';
  if (answering && (isStatus(error, 403) || isStatus(error, 400))) return 'refused';
  return { error };
}

/** Aborted (the page moved on) is not the customer's to see. */
const ceremonyProblemOf = (failure: PasskeyFailure): StepEnd => {
  if (failure === 'aborted') return null;
  return failure === 'cancelled' ? 'cancelled' : 'failed';
};

/** Whether to offer a passkey: the customer has one and this browser can use it. */
export function usePasskeyOffered(): boolean {
  const count = usePasskeysQuery().data?.passkeys.length ?? 0;
  return count > 0 && browserSupportsWebAuthn();
}

/**
 * Approving `subject` with a passkey (ADR 55): the server's options, whose challenge is made from
 * the subject, the browser's prompt, then the signed answer, which earns the confirmation that
 * `onConfirmed` spends. `onNoPasskey` is told when the server knows no passkey for the account.
 */
export function usePasskeyApproval({
  subject,
  onConfirmed,
  onNoPasskey,
}: {
  subject: CodeSubject;
  onConfirmed: (confirmationToken: string) => void;
  onNoPasskey: () => void;
}) {
  const [getOptions] = usePasskeyApprovalOptionsMutation();
  const [approve] = useApproveWithPasskeyMutation();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<ApprovalProblem | null>(null);
  // A confirmation arriving after the customer left the step must not send anything.
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = async (): Promise<StepEnd> => {
    const ceremony = await getOptions(subject);
    if (!ceremony.data) return refusalOf(apiErrorOf(ceremony.error), false);
    const outcome = await getPasskeyCredential(ceremony.data.options, { autofill: false });
    if (!outcome.ok) return ceremonyProblemOf(outcome.failure);
    const { session_info: sessionInfo } = ceremony.data;
    const result = await approve({ subject, sessionInfo, credential: outcome.credential });
    if (!result.data) return refusalOf(apiErrorOf(result.error), true);
    if (mounted.current) onConfirmed(result.data.confirmation_token);
    return null;
  };

  const start = async () => {
    setProblem(null);
    setBusy(true);
    const end = await run();
    if (!mounted.current) return;
    setBusy(false);
    if (end === 'no-passkey') onNoPasskey();
    else setProblem(end);
  };

  return { busy, problem, approve: () => void start() };
}
