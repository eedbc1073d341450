import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.js';

/**
 * Per-IP request budgets. The plugin is registered without a global limit; each route opts in
 * through `config: perIp(...)`. Counters live in this instance's memory: several instances
 * behind a load balancer each count separately (a shared store would be needed to pool them).
 */
export async function registerRateLimits(app: FastifyInstance) {
  await app.register(rateLimit, {
    global: false,
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
