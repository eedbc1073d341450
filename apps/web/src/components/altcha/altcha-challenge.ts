/**
 * The ALTCHA proof-of-work challenge the server signs (`GET /identity/altcha`, altcha-lib v1
 * format): find the number n, at most `maxnumber`, whose hash of `salt + n` is `challenge`.
 */
export interface AltchaChallenge {
  algorithm: string;
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** Reads a challenge from the server's answer; null when it is not one. */
export function parseAltchaChallenge(value: unknown): AltchaChallenge | null {
  if (!isRecord(value)) return null;
  const { algorithm, challenge, maxnumber, salt, signature } = value;
  if (
    typeof algorithm !== 'string' ||
    typeof challenge !== 'string' ||
    typeof salt !== 'string' ||
    typeof signature !== 'string' ||
    typeof maxnumber !== 'number' ||
    !Number.isSafeInteger(maxnumber) ||
    maxnumber < 0
  ) {
    return null;
  }
  return { algorithm, challenge, maxnumber, salt, signature };
}

/** When the challenge stops being accepted, from the `expires` parameter in its salt (ms). */
export function altchaExpiryMs(challenge: AltchaChallenge): number | null {
  const query = challenge.salt.split('?')[1];
  const expires = Number(new URLSearchParams(query ?? '').get('expires'));
  return Number.isSafeInteger(expires) && expires > 0 ? expires * 1000 : null;
}

/**
 * The form field value: base64 of the JSON the server verifies. The challenge's fields are
 * ASCII (hex, algorithm names, URL-encoded parameters), so plain btoa is exact.
 */
export const encodeAltchaPayload = (challenge: AltchaChallenge, number: number): string =>
  btoa(
    JSON.stringify({
      algorithm: challenge.algorithm,
      challenge: challenge.challenge,
      number,
      salt: challenge.salt,
      signature: challenge.signature,
    }),
  );
