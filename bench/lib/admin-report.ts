import type { ExportResult, TimedResult } from './admin-measure.js';
import type { AdminBenchOptions, SeedSizes } from './admin-options.js';
import {
  exportTargetRowsPerSecond,
  p95TargetMs,
  type RequestGroup,
  requestGroups,
} from './admin-requests.js';
import type { SeedReport } from './admin-seed.js';
import type { MachineFacts } from './machine.js';
import { summarize } from './stats.js';

export interface AdminRun {
  options: AdminBenchOptions;
  sizes: SeedSizes;
  machine: MachineFacts;
  /** Undefined when the run measured a database seeded by an earlier one. */
  seed: SeedReport | undefined;
  timed: TimedResult[];
  exports: ExportResult[];
  /** 1-minute load average when the measurements ended. */
  loadAverageAtEnd: number;
}

export type Verdict = 'met' | 'NOT MET' | 'missing' | 'FAILED';

const ms = (value: number) => value.toFixed(1);
const count = (value: number) => Math.round(value).toLocaleString('en-CA');
const pad = (cells: readonly string[], widths: readonly number[]) =>
  cells.map((cell, at) => cell.padEnd(widths[at] ?? 0)).join('  ');

/** One group's verdict: every request of it answered, its pooled p95 within the target. */
export function groupSummary(run: AdminRun, group: RequestGroup) {
  const rows = run.timed.filter((result) => result.group === group);
  const latency = summarize(rows.flatMap((result) => result.latencies));
  const target = p95TargetMs[group];
  const missing = rows.filter((result) => result.outcome === 'missing').map((r) => r.name);
  const failed = rows.some((result) => result.outcome === 'failed');
  const verdict: Verdict = failed
    ? 'FAILED'
    : latency.count === 0
      ? 'missing'
      : latency.p95Ms <= target
        ? 'met'
        : 'NOT MET';
  return { group, target, latency, missing, verdict };
}

/**
 * An export meets its target when every read streams fast enough and memory stays flat: no later
 * read peaks higher than the first by more than the limit. Within a read RSS rises by what the
 * collector has not reclaimed yet (and this process's client buffers too); that rise is printed,
 * but only memory kept from read to read would grow with the rows exported. Two reads at least.
 */
export function exportSummary(result: ExportResult, limitMiB: number) {
  const rates = result.runs.map((run) => run.rowsPerSecond);
  const slowest = rates.length === 0 ? 0 : Math.min(...rates);
  const firstPeak = result.runs[0]?.rssMaxMiB ?? 0;
  const drift = Math.max(0, ...result.runs.map((run) => run.rssMaxMiB - firstPeak));
  const verdict: Verdict =
    result.outcome !== 'measured'
      ? result.outcome === 'missing'
        ? 'missing'
        : 'FAILED'
      : result.runs.length > 1 && slowest >= exportTargetRowsPerSecond && drift <= limitMiB
        ? 'met'
        : 'NOT MET';
  return {
    name: result.name,
    runs: result.runs,
    slowestRowsPerSecond: slowest,
    rssDriftMiB: drift,
    verdict,
  };
}

function seedLines(run: AdminRun): string[] {
  const { seed } = run;
  if (seed === undefined) return [`measured ${run.options.database}, seeded by an earlier run`];
  const widths = [30, 12, 9, 10];
  const lines = [pad(['table', 'rows', 'group s', 'rows/s'], widths)];
  for (const t of seed.tables) {
    lines.push(
      pad([t.table, count(t.rows), t.seconds.toFixed(1), count(t.rows / t.seconds)], widths),
    );
  }
  const { indexes } = seed;
  lines.push(
    `${indexes.removed} indexes and keys built after the COPYs in ${indexes.seconds.toFixed(1)} s`,
  );
  lines.push(
    `VACUUM ANALYZE ${seed.analyzeSeconds.toFixed(1)} s; seeding in all ${seed.totalSeconds.toFixed(1)} s`,
  );
  for (const [table, what] of Object.entries(seed.derived)) lines.push(`derived ${table}: ${what}`);
  const orphans = Object.entries(seed.orphans).filter(([, n]) => n > 0);
  lines.push(
    orphans.length === 0
      ? 'references: every one found'
      : `ORPHANS: ${JSON.stringify(Object.fromEntries(orphans))}`,
  );
  return lines;
}

function timedLines(run: AdminRun): string[] {
  const widths = [42, 5, 8, 8, 8, 8, 8, 9, 6];
  const lines = [
    pad(
      ['request', 'n', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'target', 'verdict', 'empty'],
      widths,
    ),
  ];
  for (const result of run.timed) {
    const latency = summarize(result.latencies);
    const target = p95TargetMs[result.group];
    const verdict =
      result.outcome !== 'measured' ? result.outcome : latency.p95Ms <= target ? 'met' : 'NOT MET';
    const shown = (value: number) => (latency.count === 0 ? '—' : ms(value));
    lines.push(
      pad(
        [
          result.name,
          String(latency.count),
          shown(latency.p50Ms),
          shown(latency.p95Ms),
          shown(latency.p99Ms),
          shown(latency.maxMs),
          `≤ ${target}`,
          verdict,
          String(result.empty),
        ],
        widths,
      ),
    );
    for (const sample of result.samples) lines.push(`    ${sample}`);
  }
  return lines;
}

function exportLines(run: AdminRun): string[] {
  const lines: string[] = [];
  for (const result of run.exports) {
    const summary = exportSummary(result, run.options.rssDriftLimitMiB);
    lines.push(
      `${result.name}: ${summary.verdict} (peak RSS drift ${summary.rssDriftMiB.toFixed(0)} MiB)`,
    );
    for (const r of result.runs) {
      lines.push(
        `    ${count(r.rows)} rows, ${(r.bytes / 2 ** 20).toFixed(1)} MiB in ${r.seconds.toFixed(2)} s = ${count(r.rowsPerSecond)} rows/s; RSS ${r.rssBeforeMiB.toFixed(0)} → max ${r.rssMaxMiB.toFixed(0)} MiB`,
      );
    }
    for (const sample of result.samples) lines.push(`    ${sample}`);
  }
  return lines;
}

export function renderAdminReport(run: AdminRun): string {
  const { sizes, machine, options } = run;
  const groups = requestGroups.map((group) => groupSummary(run, group));
  return [
    `Back office benchmark, scale ${options.scale}: ${count(sizes.customers)} customers, ${count(sizes.trades)} trades, ${count(sizes.transfers)} transfers`,
    `machine: ${machine.cores} × ${machine.cpuModel}, ${machine.memoryGiB} GiB, Node ${machine.node}, PostgreSQL ${machine.postgres} ${JSON.stringify(machine.postgresSettings)}`,
    `load average at start ${machine.loadAverageAtStart.join(' / ')}, at end ${run.loadAverageAtEnd.toFixed(2)}`,
    '',
    ...seedLines(run),
    '',
    `${options.samples} samples per request after ${options.warmup} untimed, one at a time:`,
    ...timedLines(run),
    '',
    ...groups.map(
      (g) =>
        `${g.group}: p95 ${ms(g.latency.p95Ms)} ms over ${g.latency.count} answers (target ≤ ${g.target} ms): ${g.verdict}${g.missing.length > 0 ? ` (${g.missing.length} requests missing)` : ''}`,
    ),
    '',
    `exports (target ≥ ${count(exportTargetRowsPerSecond)} rows/s, peak RSS of later reads ≤ the first's + ${options.rssDriftLimitMiB} MiB):`,
    ...exportLines(run),
    '',
  ].join('\n');
}
