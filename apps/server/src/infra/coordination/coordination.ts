import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { RedisConfig } from '../config.js';
import type { DatabaseTarget } from '../db/database.js';
import type { Schema } from '../db/schema.js';
import { AdvisoryLockLeadership } from './advisory-lock-leadership.js';
import { type Broadcast, LocalBroadcast } from './broadcast.js';
import { type CoordinationLog, DeferredLog } from './coordination-log.js';
import { type Leadership, SoleLeadership } from './leadership.js';
import { NotifyBroadcast } from './notify-broadcast.js';
import type { RedisBroadcast } from './redis-broadcast.js';

/** Where rate limits count when REDIS_URL is set (else in PostgreSQL). */
export interface RedisRateLimits {
  client: Redis;
  prefix: string;
}

/**
 * What the server's instances share besides the database's tables (ADR 14): messages between
 * them, one leader per role, and Redis for rate limits when configured. Built before the
 * services (they subscribe), opened once the log exists, closed after the services stop.
 */
export interface Coordination {
  readonly broadcast: Broadcast;
  readonly redis: RedisRateLimits | undefined;
  /** Campaigns for `role` among every instance on the same database. */
  leadership(role: string): Leadership;
  open(log: CoordinationLog): void;
  close(): Promise<void>;
}

/**
 * On PostgreSQL: advisory-lock leadership and LISTEN/NOTIFY, or Redis pub/sub when REDIS_URL is
 * set. On embedded PGlite there is one instance: it leads, and messages stay in the process.
 * The Redis client is loaded only when REDIS_URL is set (ADR 51).
 */
export async function createCoordination(
  target: DatabaseTarget,
  db: Kysely<Schema>,
  redisConfig: RedisConfig | undefined,
): Promise<Coordination> {
  const log = new DeferredLog();
  const redis = redisConfig === undefined ? undefined : await redisRateLimits(redisConfig, log);
  if (target.driver === 'pglite') return soleCoordination(redis, log);
  const { url } = target;
  const broadcast =
    redisConfig === undefined || redis === undefined
      ? new NotifyBroadcast(url, db, log)
      : await redisBroadcast(redis, redisConfig.url, log);
  const leaders: AdvisoryLockLeadership[] = [];
  return {
    broadcast,
    redis,
    leadership: (role) => {
      const leadership = new AdvisoryLockLeadership(url, role, log);
      leaders.push(leadership);
      return leadership;
    },
    open: (serverLog) => {
      log.attach(serverLog);
      broadcast.open();
    },
    close: async () => {
      await Promise.all(leaders.map((leadership) => leadership.resign()));
      await broadcast.close();
      redis?.client.disconnect();
    },
  };
}

/** One process alone (embedded PGlite, the CLI): it leads, and messages stay in the process. */
export function soleCoordination(
  redis?: RedisRateLimits,
  log: DeferredLog = new DeferredLog(),
): Coordination {
  return {
    broadcast: new LocalBroadcast(),
    redis,
    leadership: () => new SoleLeadership(),
    open: (serverLog) => log.attach(serverLog),
    close: async () => {
      redis?.client.disconnect();
    },
  };
}

async function redisBroadcast(
  redis: RedisRateLimits,
  url: string,
  log: CoordinationLog,
): Promise<RedisBroadcast> {
  const { RedisBroadcast } = await import('./redis-broadcast.js');
  return new RedisBroadcast(redis.client, url, redis.prefix, log);
}

async function redisRateLimits(
  config: RedisConfig,
  log: CoordinationLog,
): Promise<RedisRateLimits> {
  const { Redis } = await import('ioredis');
  // Fail fast: a rate limit waiting on an unreachable Redis would hold the request up.
  const client = new Redis(config.url, { connectTimeout: 2000, maxRetriesPerRequest: 1 });
  client.on('error', (error: Error) => log.warn({ err: error }, 'Redis connection failed'));
  return { client, prefix: config.keyPrefix };
}
