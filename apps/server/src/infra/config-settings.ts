import { availableParallelism } from 'node:os';
import { ConfigError, type InfraEnv } from './config.js';
import type { InfraConfig } from './config-types.js';

/** Infra's settings from its parsed variables (infra/config.ts). */
export function infraSettings(env: InfraEnv): InfraConfig {
  const [firstKey, ...otherKeys] = env.DATA_ENCRYPTION_KEYS;
  if (firstKey === undefined)
    throw new ConfigError(['DATA_ENCRYPTION_KEYS: must hold at least one key']);
  return {
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    host: env.HOST,
    port: env.PORT,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    trustProxy: env.TRUST_PROXY,
    database:
      env.DATABASE_URL === undefined
        ? { dataDir: env.DATA_DIR }
        : {
            url: env.DATABASE_URL,
            poolSize: env.DATABASE_POOL_SIZE,
            timeouts: {
              connectMs: env.DATABASE_CONNECT_TIMEOUT_MS,
              statementMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
              lockMs: env.DATABASE_LOCK_TIMEOUT_MS,
              idleInTransactionMs: env.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
            },
          },
    redis:
      env.REDIS_URL === undefined
        ? undefined
        : { url: env.REDIS_URL, keyPrefix: env.REDIS_KEY_PREFIX },
    webDistDir: env.WEB_DIST_DIR,
    logLevel: env.LOG_LEVEL,
    logFormat: env.LOG_FORMAT ?? (env.NODE_ENV === 'development' ? 'pretty' : 'json'),
    bodyLimitBytes: env.BODY_LIMIT_BYTES,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    tokens: {
      secret: env.TOKEN_SECRET,
      userTtlSeconds: env.USER_TOKEN_TTL_SECONDS,
      accessTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
      adminTtlSeconds: env.ADMIN_TOKEN_TTL_SECONDS,
    },
    encryptionKeys: [firstKey, ...otherKeys],
    jobs: {
      pollIntervalMs: env.JOBS_POLL_INTERVAL_MS,
      maintenanceIntervalSeconds: env.JOBS_MAINTENANCE_INTERVAL_SECONDS,
    },
    // One thread fewer than the machine has cores, at least one: a core stays the server's.
    documents: {
      renderThreads: env.DOCUMENT_RENDER_THREADS ?? Math.max(1, availableParallelism() - 1),
    },
    demoAccounts: env.DEMO_ACCOUNTS ?? env.NODE_ENV === 'development',
    failpoint: env.FAILPOINT,
    rateLimits: {
      perMinute: env.RATE_LIMIT_PER_MINUTE,
      contactPerHour: env.CONTACT_FORM_PER_HOUR,
    },
  };
}
