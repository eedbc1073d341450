/** Messages between the bench (parent) and its load generator (a child process of its own). */

export interface LoadPlan {
  baseUrl: string;
  /** Bearer tokens; worker i uses tokens[i % tokens.length]. */
  tokens: readonly string[];
  connections: number;
  warmupMs: number;
  measureMs: number;
  /** CAD cents per quote, sent as a JSON integer. */
  deliverCents: string;
  /** Whether each trade carries a fresh Idempotency-Key. */
  idempotencyKeys: boolean;
  /** Worker i buys XRP-CAD when i % xrpEvery is 0 (0: never), BTC-CAD otherwise. */
  xrpEvery: number;
}

export interface LatencySummary {
  count: number;
  meanMs: number;
  p50Ms: number;
  p90Ms: number;
  p99Ms: number;
  maxMs: number;
}

export interface LoadResult {
  /** The measured window as the generator timed it. */
  windowMs: number;
  /** Trades answered 201 with state `settling` inside the window. */
  trades: number;
  /** Trades answered 201 with state `failed` (non_sufficient_funds) inside the window. */
  failedTrades: number;
  quotes: LatencySummary;
  tradesLatency: LatencySummary;
  /** `<route> <status|error>` → count, for every answer that was not the expected one. */
  errors: Record<string, number>;
  /** The first few unexpected answers, to tell what went wrong. */
  errorSamples: string[];
}

export type ToLoad = { kind: 'run'; plan: LoadPlan };
export type FromLoad =
  | { kind: 'window-start' }
  | { kind: 'window-end' }
  | { kind: 'done'; result: LoadResult }
  | { kind: 'failed'; message: string };
