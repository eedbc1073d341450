import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchAltchaChallenge } from './altcha-api';
import { altchaExpiryMs, encodeAltchaPayload } from './altcha-challenge';
import { solveAltcha } from './solve-altcha';

export type AltchaStatus = 'idle' | 'verifying' | 'verified' | 'failed';

interface AltchaState {
  status: AltchaStatus;
  /** What the form sends as `altcha`; null until verified. */
  payload: string | null;
}

/** A solution is renewed this long before its challenge expires, so it is never sent stale. */
const renewMarginMs = 30_000;

/**
 * The bot check's state: fetching a challenge and solving it in a worker on request, renewing
 * the solution before it expires, and after a submission spent it (`renew`).
 */
export function useAltcha() {
  const [state, setState] = useState<AltchaState>({ status: 'idle', payload: null });
  const [expiresAt, setExpiresAt] = useState<number | null>(null);
  const running = useRef<AbortController | null>(null);

  const verify = useCallback(async () => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setState({ status: 'verifying', payload: null });
    setExpiresAt(null);

    const challenge = await fetchAltchaChallenge();
    const number = challenge ? await solveAltcha(challenge, controller.signal) : null;
    if (controller.signal.aborted) return;
    if (!challenge || number === null) {
      setState({ status: 'failed', payload: null });
      return;
    }
    setState({ status: 'verified', payload: encodeAltchaPayload(challenge, number) });
    setExpiresAt(altchaExpiryMs(challenge));
  }, []);

  const clear = useCallback(() => {
    running.current?.abort();
    setState({ status: 'idle', payload: null });
    setExpiresAt(null);
  }, []);

  /** After a submission: the solution was used up, so a verified check solves a fresh one. */
  const renew = useCallback(() => {
    if (state.status === 'verified') void verify();
  }, [state.status, verify]);

  useEffect(() => {
    if (expiresAt === null) return;
    const timer = setTimeout(
      () => void verify(),
      Math.max(expiresAt - Date.now() - renewMarginMs, 0),
    );
    return () => clearTimeout(timer);
  }, [expiresAt, verify]);

  useEffect(() => () => running.current?.abort(), []);

  return { ...state, verify, clear, renew };
}

export type Altcha = ReturnType<typeof useAltcha>;
