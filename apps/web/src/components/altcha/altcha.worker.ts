import { solveChallenge } from 'altcha-lib/v1';
import { parseAltchaChallenge } from './altcha-challenge';

/**
 * Finds the number of an ALTCHA challenge off the main thread, so the page stays responsive
 * while the proof of work runs. Answers `{ number }`, or `{ number: null }` when the challenge
 * has no solution in its range or cannot be worked on.
 */
addEventListener('message', async (event: MessageEvent<unknown>) => {
  const challenge = parseAltchaChallenge(event.data);
  if (!challenge) {
    postMessage({ number: null });
    return;
  }
  try {
    const { promise } = solveChallenge(
      challenge.challenge,
      challenge.salt,
      challenge.algorithm,
      challenge.maxnumber,
    );
    postMessage({ number: (await promise)?.number ?? null });
  } catch {
    postMessage({ number: null });
  }
});
