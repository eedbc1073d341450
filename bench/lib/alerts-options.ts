import { positiveInteger } from './options.js';

/** `bench:alerts`' knobs, from the environment, with the defaults the issue names. */
export interface AlertsBenchOptions {
  /** Active alerts seeded (BENCH_ALERTS). */
  alerts: number;
  /** Their customers (BENCH_USERS): 100,000 over 2,000 is the 50 each the product allows. */
  users: number;
  /** Seconds between two recorded ticks (BENCH_TICK_SECONDS), over 24 hours. */
  tickSeconds: number;
  /** Seeds the simulated market and the alerts: same seed, same day, same alerts (BENCH_SEED). */
  seed: number;
  /** Runs of each side, alternating product then baseline (BENCH_ROUNDS). */
  rounds: number;
  /**
   * How many of the product's five-minute reloads of every alert each product run times, spread
   * over the day (BENCH_RELOADS; 0: none). A sample, not 288: on PGlite each takes seconds.
   */
  reloads: number;
  /** A PostgreSQL server for a scratch database (DATABASE_URL); PGlite in memory when unset. */
  serverUrl: string | undefined;
  /** pg pool size on PostgreSQL (BENCH_POOL_SIZE), as DATABASE_POOL_SIZE would be. */
  poolSize: number;
}

export function alertsOptions(env: NodeJS.ProcessEnv): AlertsBenchOptions {
  return {
    alerts: positiveInteger(env, 'BENCH_ALERTS', 100_000),
    users: positiveInteger(env, 'BENCH_USERS', 2_000),
    tickSeconds: positiveInteger(env, 'BENCH_TICK_SECONDS', 30),
    seed: positiveInteger(env, 'BENCH_SEED', 79),
    rounds: positiveInteger(env, 'BENCH_ROUNDS', 2),
    reloads: env.BENCH_RELOADS === '0' ? 0 : positiveInteger(env, 'BENCH_RELOADS', 4),
    serverUrl: env.DATABASE_URL || undefined,
    poolSize: positiveInteger(env, 'BENCH_POOL_SIZE', 10),
  };
}
