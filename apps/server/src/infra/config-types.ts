import type { z } from 'zod';

/**
 * The settings infra reads, and what each module's configuration fragment is made of: the whole
 * configuration is `Config` in src/config.ts, these and every module's own (ADR 46).
 */

export const nodeEnvironments = ['development', 'test', 'production'] as const;
export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export const logFormats = ['pretty', 'json'] as const;

export type NodeEnvironment = (typeof nodeEnvironments)[number];

/** A fragment's variables once parsed, with NODE_ENV (infra's), which many defaults follow. */
export type EnvOf<Shape extends z.ZodRawShape> = z.output<z.ZodObject<Shape>> & {
  NODE_ENV: NodeEnvironment;
};

/** Reports a problem zod's fields cannot see (between variables, or in production only). */
export type ReportProblem = (variable: string, message: string) => void;

export interface EncryptionKey {
  id: string;
  key: Buffer;
}

export interface InfraConfig {
  env: NodeEnvironment;
  isProduction: boolean;
  host: string;
  port: number;
  /** Origin used in links sent by e-mail, without a trailing slash. */
  publicUrl: string;
  trustProxy: boolean;
  database: { url: string; poolSize: number; timeouts: DatabaseTimeouts } | { dataDir: string };
  /**
   * Redis, when set, carries the messages between instances (pub/sub) and the rate limits;
   * without it they go through PostgreSQL (ADR 14).
   */
  redis: RedisConfig | undefined;
  webDistDir: string | undefined;
  logLevel: (typeof logLevels)[number];
  /**
   * `pretty`: one readable line per event and no line per successful request (a person at a
   * terminal); `json`: a JSON line per event and per request (a log collector).
   */
  logFormat: (typeof logFormats)[number];
  bodyLimitBytes: number;
  shutdownTimeoutMs: number;
  tokens: {
    secret: string;
    userTtlSeconds: number;
    accessTtlSeconds: number;
    adminTtlSeconds: number;
  };
  /** The first key encrypts; every key decrypts. */
  encryptionKeys: readonly [EncryptionKey, ...EncryptionKey[]];
  /** The job queue (infra/jobs): how often idle workers poll, how often maintenance runs. */
  jobs: { pollIntervalMs: number; maintenanceIntervalSeconds: number };
  /**
   * Worker threads customers' documents are drawn on (ADR 77), started only while documents
   * wait; 0 draws them on the server's own thread (the tests).
   */
  documents: { renderThreads: number };
  /** Seed a demo customer and admin at start-up and print their credentials. */
  demoAccounts: boolean;
  /** Test-only: the failpoint where the process kills itself (infra/failpoints.ts). */
  failpoint?: string | undefined;
  /**
   * Per-IP request budgets, pooled across instances (PostgreSQL, or Redis when set): each
   * identity and customer route allows `perMinute` calls a minute; the contact form
   * `contactPerHour` an hour.
   */
  rateLimits: { perMinute: number; contactPerHour: number };
}

export interface RedisConfig {
  url: string;
  /** Begins every key and channel, so deployments sharing one Redis keep apart. */
  keyPrefix: string;
}

/** What bounds each wait on PostgreSQL; past it the request is answered 503. */
export interface DatabaseTimeouts {
  /** Getting a connection, from the pool or a new one: bounds `/readyz` while PostgreSQL is down. */
  connectMs: number;
  /** One statement (PostgreSQL's `statement_timeout`). */
  statementMs: number;
  /** Waiting for a lock on a row or a table (`lock_timeout`). */
  lockMs: number;
  /** A transaction left open with no statement running; its session is ended. */
  idleInTransactionMs: number;
}

/**
 * Where prices come from: the seeded simulation (default, offline) or CoinGecko. The market's
 * fragment (modules/market/market.config.ts) reads it; it is here because /docs names the source.
 */
export type MarketConfig =
  | { source: 'simulated'; seed: number }
  | { source: 'coingecko'; apiKey: string; plan: 'demo' | 'pro'; baseUrl: string | undefined };
