import { createChallenge, solveChallenge, verifySolution } from 'altcha-lib/v1';
import { describe, expect, it } from 'vitest';
import { altchaExpiryMs, encodeAltchaPayload, parseAltchaChallenge } from './altcha-challenge';

const hmacKey = 'test-only-altcha-key';

/** A challenge made the way the server makes it (altcha-lib v1, SHA-256, signed, expiring). */
const serverChallenge = (expires: Date) =>
  createChallenge({ algorithm: 'SHA-256', hmacKey, maxNumber: 1000, expires });

describe('ALTCHA challenge and payload', () => {
  it('reads a server challenge and its expiry', async () => {
    const expires = new Date(Math.floor(Date.now() / 1000 + 600) * 1000);
    const challenge = parseAltchaChallenge(await serverChallenge(expires));
    expect(challenge).not.toBeNull();
    if (!challenge) return;
    expect(challenge.maxnumber).toBe(1000);
    expect(altchaExpiryMs(challenge)).toBe(expires.getTime());
  });

  it('refuses what is not a challenge', () => {
    for (const value of [null, 'x', {}, { algorithm: 'SHA-256', challenge: 'c', salt: 's' }]) {
      expect(parseAltchaChallenge(value)).toBeNull();
    }
    expect(
      parseAltchaChallenge({
        algorithm: 'SHA-256',
        challenge: 'c',
        salt: 's',
        signature: 'x',
        maxnumber: -1,
      }),
    ).toBeNull();
  });

  it('encodes a solution the server accepts, and no other', async () => {
    const challenge = parseAltchaChallenge(await serverChallenge(new Date(Date.now() + 600_000)));
    if (!challenge) throw new Error('no challenge');
    const solution = await solveChallenge(
      challenge.challenge,
      challenge.salt,
      challenge.algorithm,
      challenge.maxnumber,
    ).promise;
    if (!solution) throw new Error('unsolved');

    const payload = encodeAltchaPayload(challenge, solution.number);
    expect(JSON.parse(atob(payload))).toEqual({
      algorithm: 'SHA-256',
      challenge: challenge.challenge,
      number: solution.number,
      salt: challenge.salt,
      signature: challenge.signature,
    });
    expect(await verifySolution(payload, hmacKey)).toBe(true);
    expect(await verifySolution(encodeAltchaPayload(challenge, solution.number + 1), hmacKey)).toBe(
      false,
    );
  });
});
