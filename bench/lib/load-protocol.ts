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
  /** Set: each worker moves CAD (funding quote → transfer) instead of trading. */
  funding: FundingPlan | undefined;
}

/**
 * What a funding worker needs besides its token: its customer's user and linked bank account,
 * and the server's token secret, with which it signs each withdrawal's confirmation as
 * verify-crypto-otp would (in this process, so the server spends no time on it; the web app
 * gets it by a request of its own, which neither benchmark makes).
 */
export interface FundingPlan {
  /** Worker i uses customers[i % customers.length], with tokens[i % tokens.length]. */
  customers: readonly { userId: string; bankGuid: string }[];
  tokenSecret: string;
}

export interface LatencySummary {
  count: number;
  meanMs: number;
  p50Ms: number;
  p90Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
}

/** With a funding plan, "trades" are transfers (`storing`, or `failed` for funds). */
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
