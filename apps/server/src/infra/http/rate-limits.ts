import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { RedisRateLimits } from '../coordination/coordination.js';
import type { Schema } from '../db/schema.js';
import { AppError } from '../errors.js';
import { postgresRateLimitStore } from './rate-limit-store.js';

/**
 * Per-IP request budgets. The plugin is registered without a global limit; each route opts in
 * through `config: perIp(...)`. Counters are pooled across instances (ADR 14): in PostgreSQL,
 * or in Redis (the plugin's own store) when REDIS_URL is set. An unreachable Redis lets
 * requests through rather than fail them; lockouts, in PostgreSQL, still hold.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  store: { db: Kysely<Schema>; redis: RedisRateLimits | undefined },
) {
  const { redis } = store;
  await app.register(rateLimit, {
    global: false,
    ...(redis === undefined
      ? { store: postgresRateLimitStore(store.db) }
      : { redis: redis.client, nameSpace: `${redis.prefix}rate-limit:`, skipOnError: true }),
    errorResponseBuilder: (_request, context) =>
      new AppError('rate_limited', `Too many requests. Try again in ${context.after}.`),
  });
}

/** Route config allowing `max` calls per IP address in each window of `windowMs`. */
export const perIp = (max: number, windowMs: number) => ({
  rateLimit: { max, timeWindow: windowMs },
});

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
