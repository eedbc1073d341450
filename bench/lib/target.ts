import type { FundingPlan } from './load-protocol.js';
import type { TargetName } from './options.js';

/** What the load generator needs from a server under test, and what it checks afterwards. */
export interface Target {
  name: TargetName | 'funding';
  /** The database it runs on (a scratch database of its own). */
  databaseName: string;
  /** `http://127.0.0.1:<port>` of the listening server. */
  baseUrl: string;
  /** One bearer per prepared customer. */
  tokens: readonly string[];
  /** Set when the load moves CAD (funding quote → transfer) instead of trading. */
  funding?: FundingPlan;
  /** The books after the load: each named check with what breaks it (`{}` when sound). */
  verify(): Promise<Verification>;
  close(): Promise<void>;
}

export interface Verification {
  checks: { label: string; violations: Record<string, string[]> }[];
  /** Counts worth printing beside the checks (trades by state, settled…). */
  facts: Record<string, number>;
}
