/** The benchmark's knobs, from the environment, with the defaults the README's figures use. */
export interface BenchOptions {
  /** The PostgreSQL server; the bench creates (and drops) databases of its own on it. */
  serverUrl: string;
  /** Concurrent HTTP clients, each with a keep-alive connection and a customer of its own. */
  connections: number;
  /** Customers prepared per target (one per connection, so no customer races itself). */
  customers: number;
  /** pg pool size of each server (the real app's DATABASE_POOL_SIZE). */
  poolSize: number;
  /** Load before the measured window: JIT, pool and caches warm, not counted. */
  warmupSeconds: number;
  /** The measured window. */
  seconds: number;
  /** CAD cents each quote buys BTC or XRP for (CAD 10.00). */
  deliverCents: bigint;
  /**
   * The real app's trade fee in CAD cents (TRADE_FEE_CENTS; 0 by default, as in production's
   * default config). A fee adds a fifth posting, on the single `fee:CAD` account.
   */
  feeCents: bigint;
  /** Which servers to load; both by default (the ratio needs both). */
  targets: readonly TargetName[];
  /** Where to write a V8 profile of the server thread during the window (off when unset). */
  cpuProfileDir: string | undefined;
  /**
   * Whether each trade carries a fresh Idempotency-Key, as the product's web app sends one with
   * every trade (on by default; BENCH_IDEMPOTENCY_KEYS=0 turns it off). The naive baseline
   * ignores the header.
   */
  idempotencyKeys: boolean;
  /**
   * One worker in this many buys XRP-CAD instead of BTC-CAD (5 by default; 0: BTC only). XRP
   * is the asset the investment limit (docs/product/limits.md) counts, so its trades take the
   * limit's path in the real app; the naive baseline treats every symbol alike.
   */
  xrpEvery: number;
  /**
   * bench:transfers: how many pairs of phases (funding, trades) to run, in alternating order
   * (funding then trades, trades then funding, …), the ratio taken over all of them. Two by
   * default: the machine's speed drifts within minutes, and the mirrored order cancels a steady
   * drift that would otherwise favour whichever phase ran first.
   */
  pairs: number;
  /**
   * Processes that spin on a core each for the whole run (BENCH_CPU_HOGS, 0 by default): the
   * trade path measured on a machine made busy on purpose, repeatably.
   */
  cpuHogs: number;
}

export type TargetName = 'real' | 'naive';

export function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number ≥ 1`);
  return value;
}

function targetsOf(raw: string | undefined): TargetName[] {
  if (raw === undefined || raw === '') return ['real', 'naive'];
  const names = raw.split(',').map((name) => name.trim());
  const valid = names.filter((name): name is TargetName => name === 'real' || name === 'naive');
  if (valid.length !== names.length) throw new Error('BENCH_TARGETS must list real and/or naive');
  return valid;
}

export function benchOptions(env: NodeJS.ProcessEnv = process.env): BenchOptions {
  const connections = positiveInteger(env, 'BENCH_CONNECTIONS', 50);
  return {
    serverUrl: env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
    connections,
    customers: positiveInteger(env, 'BENCH_CUSTOMERS', connections),
    poolSize: positiveInteger(env, 'BENCH_POOL_SIZE', 20),
    warmupSeconds: positiveInteger(env, 'BENCH_WARMUP_SECONDS', 3),
    seconds: positiveInteger(env, 'BENCH_SECONDS', 15),
    deliverCents: 1000n,
    feeCents: BigInt(env.BENCH_FEE_CENTS || '0'),
    targets: targetsOf(env.BENCH_TARGETS),
    cpuProfileDir: env.BENCH_CPU_PROFILE || undefined,
    idempotencyKeys: env.BENCH_IDEMPOTENCY_KEYS !== '0',
    xrpEvery: env.BENCH_XRP_EVERY === '0' ? 0 : positiveInteger(env, 'BENCH_XRP_EVERY', 5),
    pairs: positiveInteger(env, 'BENCH_PAIRS', 2),
    cpuHogs: env.BENCH_CPU_HOGS === '0' ? 0 : positiveInteger(env, 'BENCH_CPU_HOGS', 0),
  };
}
