import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema.js';
import { countHit, deleteExpiredCounters } from './rate-limit.repo.js';

/** How often an instance clears ended windows, piggybacked on a request it counts anyway. */
const sweepEveryMs = 60_000;

/**
 * The plugin hands `child` its merged settings with the route under `routeInfo` (its type
 * declarations say otherwise); the route's method and URL keep each route's budget apart.
 */
function routeKeyOf(settings: object): string {
  const info = 'routeInfo' in settings ? settings.routeInfo : undefined;
  if (typeof info !== 'object' || info === null) return '';
  const method = 'method' in info ? String(info.method) : '';
  const url = 'url' in info ? String(info.url) : '';
  return `${method}${url}-`;
}

/**
 * @fastify/rate-limit's store (its custom-store interface: `incr` and `child`) counting in
 * PostgreSQL, so every instance spends one budget per address (ADR 14). The plugin builds the
 * store itself with `new`, hence a class made for one database.
 */
export function postgresRateLimitStore(db: Kysely<Schema>): FastifyRateLimitStoreCtor {
  let nextSweep = 0;
  const sweep = () => {
    if (Date.now() < nextSweep) return;
    nextSweep = Date.now() + sweepEveryMs;
    // Best effort: a failed sweep leaves rows for the next one, and no request waits on it.
    deleteExpiredCounters(db).catch(() => undefined);
  };

  class PostgresRateLimitStore implements FastifyRateLimitStore {
    /** Set on each route's child; the root store (built by the plugin) has none. */
    private prefix = '';

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      countHit(db, `${this.prefix}${key}`, timeWindow).then(
        ({ hits, ttlMs }) => {
          callback(null, { current: hits, ttl: ttlMs });
          sweep();
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(settings: object): FastifyRateLimitStore {
      const store = new PostgresRateLimitStore();
      store.prefix = `${this.prefix}${routeKeyOf(settings)}`;
      return store;
    }
  }
  return PostgresRateLimitStore;
}
