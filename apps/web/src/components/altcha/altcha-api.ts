import { type AltchaChallenge, parseAltchaChallenge } from './altcha-challenge';

/**
 * `GET /identity/altcha`: a fresh signed challenge each time (each solution is accepted once).
 * A plain request, so the public site's forms use it without the app's store; null when the
 * server could not be reached or answered something else.
 */
export async function fetchAltchaChallenge(): Promise<AltchaChallenge | null> {
  try {
    const response = await fetch(new URL('/identity/altcha', window.location.origin), {
      headers: { accept: 'application/json' },
    });
    return response.ok ? parseAltchaChallenge(await response.json()) : null;
  } catch {
    return null;
  }
}
