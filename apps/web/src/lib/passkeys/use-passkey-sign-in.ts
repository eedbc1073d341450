import type { AuthenticationCredential, PasskeyCeremony } from '@maple/contracts';
import { browserSupportsWebAuthnAutofill, WebAuthnAbortService } from '@simplewebauthn/browser';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { type ApiError, apiErrorOf } from '../api/api-error';
import { getPasskeyCredential } from './ceremonies';
import type { PasskeyFailure } from './passkey-failure';

/** A mutation's outcome, as RTK Query answers it. */
type Answer<T> = { data: T; error?: undefined } | { data?: undefined; error: unknown };

/** Whether a run may still act: the page is there and no newer run replaced it. */
type IsCurrent = () => boolean;

/**
 * What one door's passkey sign-in (the customer's /signin, the back office's /admin/signin)
 * does at each step, and what the screen says when a step fails (`P`, the door's problems).
 */
export interface PasskeySignInSteps<P> {
  /** Opens a sign-in ceremony on the server: its options and handle. */
  openCeremony: () => Promise<Answer<PasskeyCeremony>>;
  /**
   * Sends the signed challenge and goes on as a password sign-in would; answers null when the
   * sign-in went on (the page is on its way out), else why not.
   */
  send: (sessionInfo: string, credential: AuthenticationCredential) => Promise<P | null>;
  /** The ceremony could not be opened. */
  unavailable: (error: ApiError) => P;
  /** The browser's prompt ended without an answer; null when there is nothing to say (aborted). */
  unanswered: (failure: PasskeyFailure) => P | null;
}

/**
 * Signing in with a passkey, in the browser's prompt (the button) or from the e-mail field's
 * suggestions (autofill, started on mount where the browser offers it). The library keeps one
 * ceremony at a time: starting the prompt aborts the waiting autofill, which is started again once
 * the prompt ends without signing in. Nothing acts after the page is left.
 */
export function usePasskeySignIn<P>(steps: PasskeySignInSteps<P>) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<P | null>(null);
  const mounted = useRef(false);
  const autofillRun = useRef(0);

  /** Sends the answer; a refusal is shown, and answers false. */
  const complete = async (
    sessionInfo: string,
    credential: AuthenticationCredential,
    isCurrent: IsCurrent,
  ): Promise<boolean> => {
    setBusy(true);
    const refused = await steps.send(sessionInfo, credential);
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
    const ceremony = await steps.openCeremony();
    // Autofill waits unseen: a failure before a passkey is picked is not the reader's to see.
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
    const ceremony = await steps.openCeremony();
    if (!isCurrent()) return;
    if (!ceremony.data) {
      setProblem(steps.unavailable(apiErrorOf(ceremony.error)));
    } else {
      const outcome = await getPasskeyCredential(ceremony.data.options, { autofill: false });
      if (!isCurrent()) return;
      if (!outcome.ok) setProblem(steps.unanswered(outcome.failure));
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
