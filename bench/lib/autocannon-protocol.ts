import type { LatencySummary } from './load-protocol.js';

/** What the parent asks `autocannon-worker.ts` to load. */
export interface AutocannonPlan {
  url: string;
  connections: number;
  seconds: number;
}

/** What one load came to, latencies of the 2xx answers to the microsecond. */
export interface AutocannonResult {
  /** How long the load ran, as autocannon timed it. */
  seconds: number;
  requests: number;
  /** Connection errors, timeouts and answers other than 2xx. */
  failures: number;
  latency: LatencySummary;
}
