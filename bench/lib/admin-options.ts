/** The back office benchmark's knobs, from the environment; the defaults are the sizes. */
export interface AdminBenchOptions {
  /** The PostgreSQL server; the bench creates (and drops) a database of its own on it. */
  serverUrl: string;
  /** 1 = the sizes (1 M customers, 10 M trades, 2 M transfers); 0.01 = a hundredth. */
  scale: number;
  /** Timed requests per request kind, one after the other (a back office is not a crowd). */
  samples: number;
  /** Untimed requests per kind first: JIT, pool, plan and page caches warm. */
  warmup: number;
  /** How many times each CSV export is streamed in full. */
  exports: number;
  /** pg pool of the server (the real app's DATABASE_POOL_SIZE). */
  poolSize: number;
  /** The seed of the row generator: the same seed and scale give the same rows. */
  seed: number;
  /**
   * "Constant memory": the process's peak RSS in a later read of an export may exceed the first
   * read's peak by at most this much (memory kept from one read to the next would add up).
   */
  rssDriftLimitMiB: number;
  /** Leaves the seeded database on the server after the run (to EXPLAIN its queries by hand). */
  keep: boolean;
  /**
   * A database seeded by an earlier run kept with BENCH_ADMIN_KEEP, at the same scale and seed:
   * measured again (after its pending migrations) without seeding it anew, and not dropped.
   */
  database: string | undefined;
}

export interface SeedSizes {
  customers: number;
  trades: number;
  transfers: number;
}

function positiveNumber(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a number > 0`);
  return value;
}

function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = positiveNumber(env, name, fallback);
  if (!Number.isInteger(value)) throw new Error(`${name} must be a whole number ≥ 1`);
  return value;
}

function databaseName(raw: string | undefined): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (!/^bench_admin_[0-9a-f]{8}$/.test(raw)) {
    throw new Error('BENCH_ADMIN_DATABASE must name a kept bench_admin_<8 hex> database');
  }
  return raw;
}

export function adminBenchOptions(env: NodeJS.ProcessEnv = process.env): AdminBenchOptions {
  return {
    serverUrl: env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
    scale: positiveNumber(env, 'BENCH_ADMIN_SCALE', 1),
    samples: wholeNumber(env, 'BENCH_ADMIN_SAMPLES', 200),
    warmup: wholeNumber(env, 'BENCH_ADMIN_WARMUP', 20),
    exports: wholeNumber(env, 'BENCH_ADMIN_EXPORTS', 3),
    poolSize: wholeNumber(env, 'BENCH_POOL_SIZE', 20),
    seed: wholeNumber(env, 'BENCH_ADMIN_SEED', 1),
    rssDriftLimitMiB: positiveNumber(env, 'BENCH_ADMIN_RSS_DRIFT_MIB', 64),
    keep: env.BENCH_ADMIN_KEEP === '1',
    database: databaseName(env.BENCH_ADMIN_DATABASE),
  };
}

/** The sizes times the scale; at least a few hundred of each so every query has rows. */
export function seedSizes(scale: number): SeedSizes {
  const scaled = (full: number, floor: number) => Math.max(floor, Math.round(full * scale));
  return {
    customers: scaled(1_000_000, 200),
    trades: scaled(10_000_000, 2_000),
    transfers: scaled(2_000_000, 400),
  };
}
