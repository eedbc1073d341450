import { z } from 'zod';
import { encryptionKeysSchema, milliseconds, portSchema, seconds } from './config-fields.js';
import {
  type DatabaseTimeouts,
  type EnvOf,
  type InfraConfig,
  logFormats,
  logLevels,
  nodeEnvironments,
  type ReportProblem,
} from './config-types.js';
import { FAILPOINT_PATTERN } from './failpoints.js';

/**
 * Infra's fragment of the environment: the server, the database, Redis, logs, the job queue,
 * tokens, encryption keys and rate limits. src/config.ts joins it to every module's (ADR 46).
 */

/**
 * How long a request may wait on PostgreSQL before it is answered 503 (docs/decisions/0013):
 * long enough for any statement the product runs, short enough that a stalled database never
 * holds a request (or its quote) for long.
 */
export const defaultDatabaseTimeouts: DatabaseTimeouts = {
  connectMs: 3_000,
  statementMs: 10_000,
  lockMs: 5_000,
  idleInTransactionMs: 15_000,
};

/**
 * Development-only secrets so `npm start` runs with no configuration. They are public (they are
 * in this file), so production refuses to start with them or without its own.
 */
const developmentSecrets = {
  TOKEN_SECRET: 'development-only-token-secret-not-for-production-use!!',
  DATA_ENCRYPTION_KEYS: 'dev1:ZGV2ZWxvcG1lbnQtb25seS1kYXRhLWtleS0zMmJ5dGU=',
} as const;

export const infraVariables = {
  NODE_ENV: z.enum(nodeEnvironments).default('development'),
  HOST: z.string().min(1).default('localhost'),
  PORT: portSchema.default(3000),
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  TRUST_PROXY: z.stringbool().default(false),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  REDIS_URL: z
    .url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' })
    .optional(),
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_.-]{1,64}$/, 'must be 1 to 64 of A-Z a-z 0-9 : _ . -')
    .default('maple:'),
  DATABASE_CONNECT_TIMEOUT_MS: milliseconds(defaultDatabaseTimeouts.connectMs),
  DATABASE_STATEMENT_TIMEOUT_MS: milliseconds(defaultDatabaseTimeouts.statementMs),
  DATABASE_LOCK_TIMEOUT_MS: milliseconds(defaultDatabaseTimeouts.lockMs),
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: milliseconds(
    defaultDatabaseTimeouts.idleInTransactionMs,
  ),
  DATA_DIR: z.string().min(1).default('./data'),
  WEB_DIST_DIR: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(logLevels).default('info'),
  LOG_FORMAT: z.enum(logFormats).optional(),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(50 * 1024 * 1024)
    .default(1024 * 1024),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  JOBS_POLL_INTERVAL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  JOBS_MAINTENANCE_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  DOCUMENT_RENDER_THREADS: z.coerce.number().int().min(0).max(64).optional(),
  TOKEN_SECRET: z
    .string()
    .min(32, 'must be at least 32 characters')
    .default(developmentSecrets.TOKEN_SECRET),
  DATA_ENCRYPTION_KEYS: encryptionKeysSchema.prefault(developmentSecrets.DATA_ENCRYPTION_KEYS),
  USER_TOKEN_TTL_SECONDS: seconds(12 * 3600),
  ACCESS_TOKEN_TTL_SECONDS: seconds(15 * 60),
  ADMIN_TOKEN_TTL_SECONDS: seconds(8 * 3600),
  DEMO_ACCOUNTS: z.stringbool().optional(),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(30),
  CONTACT_FORM_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(5),
  /** Test-only (infra/failpoints.ts): where the process kills itself. Never in production. */
  FAILPOINT: z.string().regex(FAILPOINT_PATTERN, 'must look like module.moment:detail').optional(),
};

export type InfraEnv = EnvOf<typeof infraVariables>;

/** Production refuses the development secrets, a missing PUBLIC_URL and test-only switches. */
export function checkInfraEnv(env: InfraEnv, problem: ReportProblem): void {
  if (env.NODE_ENV !== 'production') return;
  if (env.TOKEN_SECRET === developmentSecrets.TOKEN_SECRET) {
    problem('TOKEN_SECRET', 'must be set in production');
  }
  if (env.DATA_ENCRYPTION_KEYS.some((k) => k.id === 'dev1')) {
    problem('DATA_ENCRYPTION_KEYS', 'must be set in production');
  }
  if (env.PUBLIC_URL === undefined) problem('PUBLIC_URL', 'must be set in production');
  if (env.FAILPOINT !== undefined) problem('FAILPOINT', 'must not be set in production');
  if (env.DEMO_ACCOUNTS === true) problem('DEMO_ACCOUNTS', 'must not be enabled in production');
}

export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Configuration is invalid:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }

  /** Each problem names its variable and what it got, except a secret's value. */
  static of(issues: readonly z.core.$ZodIssue[], source: Record<string, string | undefined>) {
    return new ConfigError(
      issues.map((issue) => {
        const variable = issue.path[0];
        const got =
          typeof variable === 'string' && !/SECRET|KEY/.test(variable)
            ? source[variable]
            : undefined;
        return `${issue.path.join('.')}: ${issue.message}${got === undefined ? '' : ` (got "${got}")`}`;
      }),
    );
  }
}

/** What infra's files name `Config`: their part of the whole (src/config.ts's `Config`). */
export type Config = InfraConfig;

export type { DatabaseTimeouts, EncryptionKey, RedisConfig } from './config-types.js';
