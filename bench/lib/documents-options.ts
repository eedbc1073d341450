import { positiveInteger } from './options.js';

/** `bench:documents`' knobs, from the environment, with the defaults the acceptance names. */
export interface DocumentsBenchOptions {
  /** Customers seeded, each with a month of activity: all get a statement (BENCH_CUSTOMERS). */
  customers: number;
  /** Of those, how many the baseline draws one at a time (BENCH_BASELINE_CUSTOMERS). */
  baselineCustomers: number;
  /** Ledger entries per customer in the month (BENCH_ENTRIES). */
  entries: number;
  /** A PostgreSQL server for a scratch database (DATABASE_URL); PGlite in memory when unset. */
  serverUrl: string | undefined;
  /** pg pool size on PostgreSQL (BENCH_POOL_SIZE), as DATABASE_POOL_SIZE would be. */
  poolSize: number;
}

export function documentsOptions(env: NodeJS.ProcessEnv): DocumentsBenchOptions {
  const customers = positiveInteger(env, 'BENCH_CUSTOMERS', 100_000);
  return {
    customers,
    baselineCustomers: Math.min(customers, positiveInteger(env, 'BENCH_BASELINE_CUSTOMERS', 1000)),
    entries: positiveInteger(env, 'BENCH_ENTRIES', 8),
    serverUrl: env.DATABASE_URL || undefined,
    poolSize: positiveInteger(env, 'BENCH_POOL_SIZE', 10),
  };
}
