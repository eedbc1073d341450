import type { LatencySummary } from './load-protocol.js';

/** Nearest-rank percentile of an ascending array (0 when empty). */
function percentile(sorted: Float64Array, fraction: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil(fraction * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))] ?? 0;
}

export function summarize(samples: readonly number[]): LatencySummary {
  const sorted = Float64Array.from(samples).sort();
  const total = samples.reduce((sum, value) => sum + value, 0);
  return {
    count: sorted.length,
    meanMs: sorted.length === 0 ? 0 : total / sorted.length,
    p50Ms: percentile(sorted, 0.5),
    p90Ms: percentile(sorted, 0.9),
    p95Ms: percentile(sorted, 0.95),
    p99Ms: percentile(sorted, 0.99),
    maxMs: sorted.length === 0 ? 0 : (sorted[sorted.length - 1] ?? 0),
  };
}

/** The smallest, middle (the mean of the two middle ones for an even count) and largest value. */
export function spread(values: readonly number[]): { min: number; median: number; max: number } {
  const sorted = Float64Array.from(values).sort();
  const middle = Math.floor(sorted.length / 2);
  const median =
    sorted.length % 2 === 1
      ? (sorted[middle] ?? 0)
      : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return { min: sorted[0] ?? 0, median, max: sorted[sorted.length - 1] ?? 0 };
}
