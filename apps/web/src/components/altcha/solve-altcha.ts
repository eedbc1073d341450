import type { AltchaChallenge } from './altcha-challenge';

/** Longer than any honest device needs for our challenge sizes; then the user may retry. */
const solveTimeoutMs = 60_000;

const isSolved = (data: unknown): data is { number: number } =>
  typeof data === 'object' &&
  data !== null &&
  'number' in data &&
  typeof data.number === 'number' &&
  Number.isSafeInteger(data.number);

/**
 * Solves a challenge in a module Web Worker (allowed by the CSP's `worker-src 'self'`): the
 * number, or null when it failed, timed out or was aborted. The worker ends either way.
 */
export function solveAltcha(
  challenge: AltchaChallenge,
  signal: AbortSignal,
): Promise<number | null> {
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./altcha.worker.ts', import.meta.url), { type: 'module' });
    const finish = (number: number | null) => {
      clearTimeout(timer);
      signal.removeEventListener('abort', abort);
      worker.terminate();
      resolve(number);
    };
    const abort = () => finish(null);
    const timer = setTimeout(abort, solveTimeoutMs);
    signal.addEventListener('abort', abort);
    worker.addEventListener('message', (event: MessageEvent<unknown>) =>
      finish(isSolved(event.data) ? event.data.number : null),
    );
    worker.addEventListener('error', abort);
    worker.postMessage(challenge);
  });
}
