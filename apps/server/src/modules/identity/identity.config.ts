import { z } from 'zod';
import type { EnvOf, ReportProblem } from '../../infra/config-types.js';

/** Identity's fragment of the environment: the sign-up bot check (ADR 46). */

/** Public, so production refuses it (as infra's development secrets). */
const developmentAltchaKey = 'development-only-altcha-key-not-for-production';

export const identityVariables = {
  ALTCHA_HMAC_KEY: z
    .string()
    .min(32, 'must be at least 32 characters')
    .default(developmentAltchaKey),
  ALTCHA_MAX_NUMBER: z.coerce.number().int().min(1_000).max(10_000_000).default(100_000),
};

type IdentityEnv = EnvOf<typeof identityVariables>;

export interface PasswordHashingCost {
  /** KiB of memory per hash. */
  memoryCost: number;
  /** Passes over that memory. */
  timeCost: number;
  parallelism: number;
}

/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. */
export const defaultPasswordHashing: PasswordHashingCost = {
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export interface IdentityConfig {
  altcha: { hmacKey: string; maxNumber: number };
  /** argon2id cost; tests lower it to run fast, production keeps the OWASP minimum or more. */
  passwordHashing: PasswordHashingCost;
}

export function checkIdentityEnv(env: IdentityEnv, problem: ReportProblem): void {
  if (env.NODE_ENV === 'production' && env.ALTCHA_HMAC_KEY === developmentAltchaKey) {
    problem('ALTCHA_HMAC_KEY', 'must be set in production');
  }
}

export function identitySettings(env: IdentityEnv): IdentityConfig {
  return {
    altcha: { hmacKey: env.ALTCHA_HMAC_KEY, maxNumber: env.ALTCHA_MAX_NUMBER },
    passwordHashing: defaultPasswordHashing,
  };
}
