import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { positiveInteger } from './options.js';

/** What `npm run bench:start` runs, from the environment, with the defaults its README figures use. */
export interface StartBenchOptions {
  /** Rounds; each starts every checkout in turn, in the other order than the round before. */
  rounds: number;
  /** How long the server stays quiet (under a tenth of a core) before its idle RSS is read. */
  settleSeconds: number;
  /** The PostgreSQL server the PostgreSQL starts get a scratch database on; unset: PGlite only. */
  databaseUrl: string | undefined;
  /** This checkout, and `BENCH_COMPARE`'s (main's, say) when set: a before and after in one run. */
  checkouts: readonly Checkout[];
}

export interface Checkout {
  name: 'this' | 'compare';
  /** The repository's root, where `npm start` runs. */
  root: string;
}

const thisRoot = fileURLToPath(new URL('../..', import.meta.url));

export function startBenchOptions(env: NodeJS.ProcessEnv = process.env): StartBenchOptions {
  const compare = env.BENCH_COMPARE || undefined;
  return {
    rounds: positiveInteger(env, 'BENCH_ROUNDS', 3),
    settleSeconds: positiveInteger(env, 'BENCH_SETTLE_SECONDS', 3),
    databaseUrl:
      env.BENCH_POSTGRES === '0'
        ? undefined
        : env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
    checkouts: [
      { name: 'this', root: thisRoot },
      ...(compare === undefined ? [] : [{ name: 'compare' as const, root: resolve(compare) }]),
    ],
  };
}
