import { positiveInteger } from './options.js';

/** The reads `npm run bench:prices` loads the app with, as a CoinGecko client would send them. */
export const priceRoutes = {
  price: '/market/api/v3/simple/price?ids=bitcoin,ethereum&vs_currencies=cad',
  markets: '/market/api/v3/coins/markets?vs_currency=cad',
  chart: '/market/api/v3/coins/bitcoin/market_chart?vs_currency=cad&days=1',
} as const;
export type PriceRoute = keyof typeof priceRoutes;

const routeNames: readonly PriceRoute[] = ['price', 'markets', 'chart'];

/** `npm run bench:prices`'s knobs, from the environment, with the defaults its README figures use. */
export interface PriceBenchOptions {
  /** Concurrent keep-alive connections autocannon keeps open. */
  connections: number;
  /** Each measured load, per server and route. */
  seconds: number;
  /** Load before each measured one, not counted: JIT, sockets and caches warm. */
  warmupSeconds: number;
  /** Rounds of hello, app (and the compared app), each round in the other order. */
  rounds: number;
  /** The app's `LOG_FORMAT`: `json` (production's, a line per request) or `pretty`. */
  logFormat: 'json' | 'pretty';
  /** A PostgreSQL server to run the apps on (a scratch database each); unset: embedded PGlite. */
  databaseUrl: string | undefined;
  /** Another checkout's `apps/server` (main's, say), loaded in the same rounds for a before/after. */
  compareRoot: string | undefined;
  /** The app's routes to load; all three by default. */
  routes: readonly PriceRoute[];
}

function routesOf(raw: string | undefined): PriceRoute[] {
  if (raw === undefined || raw === '') return [...routeNames];
  const names = raw.split(',').map((name) => name.trim());
  const valid = routeNames.filter((name) => names.includes(name));
  if (valid.length !== names.length)
    throw new Error('BENCH_ROUTES must list price, markets, chart');
  return valid;
}

function logFormatOf(raw: string | undefined): 'json' | 'pretty' {
  if (raw === undefined || raw === '' || raw === 'json') return 'json';
  if (raw === 'pretty') return 'pretty';
  throw new Error('BENCH_LOG_FORMAT must be json or pretty');
}

export function priceBenchOptions(env: NodeJS.ProcessEnv = process.env): PriceBenchOptions {
  return {
    connections: positiveInteger(env, 'BENCH_CONNECTIONS', 50),
    seconds: positiveInteger(env, 'BENCH_SECONDS', 10),
    warmupSeconds: positiveInteger(env, 'BENCH_WARMUP_SECONDS', 3),
    rounds: positiveInteger(env, 'BENCH_ROUNDS', 3),
    logFormat: logFormatOf(env.BENCH_LOG_FORMAT),
    databaseUrl: env.DATABASE_URL || undefined,
    compareRoot: env.BENCH_COMPARE || undefined,
    routes: routesOf(env.BENCH_ROUTES),
  };
}
