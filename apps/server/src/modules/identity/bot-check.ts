import { createChallenge, verifySolution } from 'altcha-lib/v1';
import type { Challenge } from 'altcha-lib/v1/types';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { addSeconds, type Clock, epochSeconds } from '../../infra/clock.js';
import type { Schema } from '../../infra/db/schema.js';
import { AppError } from '../../infra/errors.js';
import { sha256 } from '../../infra/security/secrets.js';
import { spendCredential } from './spent-credentials.repo.js';

/** How long a served challenge may be solved and submitted. */
const CHALLENGE_TTL_SECONDS = 10 * 60;

const payloadSchema = z.object({
  algorithm: z.literal('SHA-256'),
  challenge: z.string().regex(/^[0-9a-f]{64}$/),
  number: z.number().int().nonnegative(),
  salt: z.string().max(256),
  signature: z.string().regex(/^[0-9a-f]{64}$/),
});

const refused = () =>
  new AppError('invalid_parameter', 'The verification failed. Please try again.', [
    { path: 'body.altcha', message: 'The verification failed or was already used' },
  ]);

/**
 * The self-hosted bot check (ALTCHA proof of work). The server signs a challenge with
 * ALTCHA_HMAC_KEY; the browser finds the number; the server checks the signature, the expiry
 * (with the injected clock, not the library's) and that this solution was never used before.
 */
export class BotCheck {
  constructor(
    private readonly hmacKey: string,
    private readonly maxNumber: number,
    private readonly clock: Clock,
  ) {}

  challenge(): Promise<Challenge> {
    return createChallenge({
      algorithm: 'SHA-256',
      hmacKey: this.hmacKey,
      maxNumber: this.maxNumber,
      expires: addSeconds(this.clock.now(), CHALLENGE_TTL_SECONDS),
    });
  }

  /** Checks a solution and records it as spent; throws a 400 when it is invalid or reused. */
  async verifyAndSpend(db: Kysely<Schema>, solution: string): Promise<void> {
    const payload = this.parse(solution);
    const expires = Number(new URLSearchParams(payload.salt.split('?')[1] ?? '').get('expires'));
    const now = epochSeconds(this.clock.now());
    if (!Number.isInteger(expires) || expires <= now || payload.number > this.maxNumber) {
      throw refused();
    }
    if (!(await verifySolution(payload, this.hmacKey, false))) throw refused();
    const spent = await spendCredential(
      db,
      `altcha:${sha256(payload.signature)}`,
      new Date(expires * 1000),
    );
    if (!spent) throw refused();
  }

  private parse(solution: string) {
    try {
      const decoded: unknown = JSON.parse(Buffer.from(solution, 'base64').toString('utf8'));
      const parsed = payloadSchema.safeParse(decoded);
      if (parsed.success) return parsed.data;
    } catch {
      // Not base64 JSON: refused below like any other bad solution.
    }
    throw refused();
  }
}
