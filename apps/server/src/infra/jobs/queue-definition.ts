import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Schema } from '../db/schema.js';

/** A job as its handler sees it: its data, checked against the queue's schema. */
export interface Job<T> {
  id: string;
  data: T;
  /** 1 on the first run, 2 on the first retry, … */
  attempt: number;
}

/**
 * One kind of background work. The queue itself (a partition of `pgboss.job`) is created by a
 * migration; start-up creates a missing one, at the cost of DDL on every fresh database.
 */
export interface QueueDefinition<T extends object> {
  /** Lower-case words joined by hyphens; failed jobs are copied to `<name>-dead`. */
  name: string;
  /** `short`: at most one waiting job per singleton key; a second send with the key is dropped. */
  policy: 'standard' | 'short';
  data: z.ZodType<T>;
  /** Runs after the first; the first retry waits 1–2 × `retryDelaySeconds`, doubling each time. */
  retryLimit: number;
  retryDelaySeconds: number;
  /**
   * A run not finished by then counts as failed (and is retried): this instance stops waiting
   * for it, and maintenance frees the job of an instance that crashed.
   */
  expireInSeconds: number;
  /** Jobs fetched at once and run side by side by one instance. */
  batchSize: number;
  /** A job sent on a cron schedule (UTC, five fields), once per firing across all instances. */
  schedule?: { cron: string; data: T };
  /** Must be idempotent: a job may run again after a crash, a timeout or a retry. */
  handle(job: Job<T>): Promise<void>;
}

export interface SendOptions {
  /**
   * Seconds (fractions too), by the database's clock, before the job may run. The sending
   * instance's worker asks for the job when it falls due rather than at its next poll.
   */
  delaySeconds?: number;
  /** Jobs with one key are deduplicated: by the queue's policy, or per `singletonSeconds`. */
  singletonKey?: string;
  /** With a key: at most one job per key in each window of this many seconds. */
  singletonSeconds?: number;
}

export interface JobSender<T> {
  /**
   * Sends a job through `db`: pass the caller's transaction and the job commits or vanishes
   * with the change it belongs to. Answers the job's id, or null when a singleton dropped it.
   */
  send(db: Kysely<Schema>, data: T, options?: SendOptions): Promise<string | null>;
  /** Sends many jobs to run at once, in one statement (a batch's e-mails), as `send` would. */
  sendAll(db: Kysely<Schema>, data: readonly T[]): Promise<void>;
}

/** The dead-letter queue of a queue: where its jobs go once every attempt has failed. */
export const deadLetterQueueOf = (name: string): string => `${name}-dead`;
