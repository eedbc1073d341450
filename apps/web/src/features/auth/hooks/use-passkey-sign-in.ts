import type { AuthenticationCredential } from '@maple/contracts';
import { browserSupportsWebAuthnAutofill, WebAuthnAbortService } from '@simplewebauthn/browser';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { apiErrorOf } from '../../../lib/api/api-error';
import { getPasskeyCredential } from '../../../lib/passkeys/ceremonies';
import { usePasskeySignInOptionsMutation, useSignInWithPasskeyMutation } from '../api/auth-api';
import {
  type PasskeyProblem,
  passkeyCeremonyProblemOf,
  passkeyRefusalOf,
} from '../passkey-problem';
import type { FinishSignIn } from './use-finish-sign-in';

/** Whether a run may still act: the page is there and no newer run replaced it. */
type IsCurrent = () => boolean;

interface SignInSteps {
  finishSignIn: FinishSignIn;
  onMfaRequired: (mfaToken: string) => void;
}

/**
 * Sends the signed challenge, then finishes as the password sign-in does. Answers null when the
 * sign-in went on (signed in, or on to the code step: the page is on its way out), else why not.
 */
function useSendSignedChallenge({ finishSignIn, onMfaRequired }: SignInSteps) {
  const [signIn] = useSignInWithPasskeyMutation();
  return async (
    sessionInfo: string,
    credential: AuthenticationCredential,
  ): Promise<PasskeyProblem | null> => {
    const result = await signIn({ session_info: sessionInfo, credential });
    if (!result.data) return passkeyRefusalOf(apiErrorOf(result.error));
    if (result.data.status === 'mfa_required') {
      onMfaRequired(result.data.mfa_token);
      return null;
    }
    const exchangeError = await finishSignIn.finish(result.data.id_token);
    return exchangeError && { error: exchangeError };
  };
}

/**
 * Signing in with a passkey, in the browser's prompt (the button) or from the e-mail field's
 * suggestions (autofill, started on mount where the browser offers it). The library keeps one
 * ceremony at a time: starting the prompt aborts the waiting autofill, which is started again once
 * the prompt ends without signing in. Nothing acts after the page is left.
 */
export function usePasskeySignIn(steps: SignInSteps) {
  const [getOptions] = usePasskeySignInOptionsMutation();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<PasskeyProblem | null>(null);
  const mounted = useRef(false);
  const autofillRun = useRef(0);

  const send = useSendSignedChallenge(steps);

  /** Sends the answer; a refusal is shown, and answers false. */
  const complete = async (
    sessionInfo: string,
    credential: AuthenticationCredential,
    isCurrent: IsCurrent,
  ): Promise<boolean> => {
    setBusy(true);
    const refused = await send(sessionInfo, credential);
    if (refused === null || !isCurrent()) return refused === null;
    setProblem(refused);
    setBusy(false);
    return false;
  };

  /** Offers the passkeys among the e-mail field's suggestions until one is picked. */
  const autofill = async () => {
    autofillRun.current += 1;
    const run = autofillRun.current;
    const isCurrent = () => mounted.current && autofillRun.current === run;
    const supported = await browserSupportsWebAuthnAutofill().catch(() => false);
    if (!supported || !isCurrent()) return;
    const ceremony = await getOptions();
    // Autofill waits unseen: a failure before the customer picks a passkey is not theirs to see.
    if (!ceremony.data || !isCurrent()) return;
    const outcome = await getPasskeyCredential(ceremony.data.options, { autofill: true });
    if (!outcome.ok || !isCurrent()) return;
    setProblem(null);
    const wentOn = await complete(ceremony.data.session_info, outcome.credential, isCurrent);
    // Refused: the suggestions are offered again, with a new challenge.
    if (!wentOn && isCurrent()) void autofill();
  };

  /** The button: the browser's own prompt, which replaces any waiting autofill. */
  const withPrompt = async () => {
    autofillRun.current += 1;
    const isCurrent = () => mounted.current;
    setProblem(null);
    setBusy(true);
    const ceremony = await getOptions();
    if (!isCurrent()) return;
    if (!ceremony.data) {
      setProblem({ error: apiErrorOf(ceremony.error) });
    } else {
      const outcome = await getPasskeyCredential(ceremony.data.options, { autofill: false });
      if (!isCurrent()) return;
      if (!outcome.ok) setProblem(passkeyCeremonyProblemOf(outcome.failure));
      else if (await complete(ceremony.data.session_info, outcome.credential, isCurrent)) return;
    }
    if (!isCurrent()) return;
    setBusy(false);
    void autofill();
  };

  const startAutofill = useEffectEvent(() => void autofill());
  useEffect(() => {
    mounted.current = true;
    startAutofill();
    return () => {
      mounted.current = false;
      // A waiting autofill would otherwise outlive the page in the browser's suggestions.
      WebAuthnAbortService.cancelCeremony();
    };
  }, []);

  return { busy, problem, withPrompt: () => void withPrompt() };
}

export type PasskeySignInState = ReturnType<typeof usePasskeySignIn>;
