import type { DocumentsBenchOptions } from './documents-options.js';
import type { Stretch } from './documents-phase.js';
import type { PipelineFigures } from './documents-pipeline.js';
import type { SeedFigures } from './documents-seed.js';
import type { Check } from './documents-verify.js';
import type { MachineFacts } from './machine.js';
import { table } from './report.js';

export interface DocumentsRun {
  options: DocumentsBenchOptions;
  machine: MachineFacts;
  where: string;
  period: string;
  /** The drawing threads `drawDue` had (0: the calling thread). */
  renderThreads: number;
  seed: SeedFigures;
  /** Its first half ran before the pipeline, its second after; `both` the two together. */
  baseline: { before: Stretch; after: Stretch | undefined; both: Stretch };
  pipeline: PipelineFigures;
  checks: Check[];
}

/** The acceptance's scale: a month's statements for this many customers. */
const TARGET_CUSTOMERS = 100_000;

const fixed = (value: number, digits = 1) => value.toFixed(digits);
const minutes = (seconds: number) =>
  seconds < 120 ? `${fixed(seconds)} s` : `${fixed(seconds / 60)} min`;

function row(label: string, count: number, stretch: Stretch, unit = 'docs/s'): string[] {
  const { rss, load } = stretch;
  return [
    label,
    String(count),
    fixed(stretch.seconds, 2),
    `${fixed(count / stretch.seconds, 1)} ${unit}`,
    fixed((1000 * stretch.seconds) / count, 1),
    fixed((1000 * stretch.cpuSeconds) / count, 1),
    `${fixed(rss.readyMiB, 0)} / ${fixed(rss.peakMiB, 0)} / ${fixed(rss.endMiB, 0)}`,
    `${fixed(load.start, 2)} → ${fixed(load.end, 2)}`,
  ];
}

export const baselineRate = (run: DocumentsRun) =>
  run.options.baselineCustomers / run.baseline.both.seconds;
export const pipelineRate = (run: DocumentsRun) => run.pipeline.drawn / run.pipeline.total.seconds;

function phases(run: DocumentsRun): string {
  const { pipeline, options, baseline } = run;
  const first = Math.ceil(options.baselineCustomers / 2);
  const second = options.baselineCustomers - first;
  const header = ['phase', 'documents', 'seconds', 'rate', 'ms/doc', 'CPU ms/doc'];
  return table([
    [...header, 'RSS MiB start / peak / end', 'load 1 min'],
    row('baseline: 1st half, before the pipeline', first, baseline.before),
    ...(baseline.after === undefined
      ? []
      : [
          row('baseline: 2nd half, after the pipeline', second, baseline.after),
          row('baseline: both halves', options.baselineCustomers, baseline.both),
        ]),
    row('pipeline: issue (asked for)', pipeline.asked, pipeline.issue, 'statements/s'),
    row(`pipeline: drawDue (${pipeline.drawCalls} call(s))`, pipeline.drawn, pipeline.draw),
    row('pipeline: end to end', pipeline.drawn, pipeline.total),
  ]);
}

const threadsOf = (threads: number) =>
  threads === 0 ? 'on the calling thread' : `on ${threads} drawing thread(s)`;

function extrapolation(run: DocumentsRun): string[] {
  const { customers } = run.options;
  if (customers >= TARGET_CUSTOMERS) return [];
  const scale = TARGET_CUSTOMERS / customers;
  const { issue, draw } = run.pipeline;
  return [
    `extrapolated to ${TARGET_CUSTOMERS.toLocaleString('en-CA')} customers (linear in customers): ` +
      `pipeline ${minutes((issue.seconds + draw.seconds) * scale)} ` +
      `(issue ${minutes(issue.seconds * scale)}, draw ${minutes(draw.seconds * scale)}), ` +
      `baseline ${minutes(TARGET_CUSTOMERS / baselineRate(run))}`,
  ];
}

export function renderDocumentsReport(run: DocumentsRun): string {
  const { options, machine, seed } = run;
  const sound = Object.keys(seed.violations).length === 0;
  return [
    `statements for ${options.customers} customers with a month of activity (${run.period}, ` +
      `${options.entries} entries each: CAD deposits and withdrawals, BTC and ETH deposits), ` +
      `baseline on ${options.baselineCustomers} of them; ${run.where}; baseline drawn on the ` +
      `calling thread, pipeline's drawDue ${threadsOf(run.renderThreads)}`,
    `machine: ${machine.cores} cores (${machine.cpuModel}), ${machine.memoryGiB} GiB, Node ${machine.node}, PostgreSQL ${machine.postgres}`,
    `load average at start (1/5/15 min): ${machine.loadAverageAtStart.join(' / ')}`,
    `seed: ${seed.customers} customers, ${seed.entries} entries, ${seed.postings} postings in ` +
      `${fixed(seed.seconds)} s; ledger invariants ${sound ? 'sound' : JSON.stringify(seed.violations)}`,
    '',
    phases(run),
    '',
    `ratio pipeline/baseline docs/s: ${fixed(pipelineRate(run) / baselineRate(run), 2)}× ` +
      `(${fixed(pipelineRate(run))} against ${fixed(baselineRate(run))})`,
    ...extrapolation(run),
    'RSS is the bench process’s, sampled every 100 ms (on PGlite the database lives in it too): ' +
      'the baseline’s own is its first half’s, the second starts where the pipeline left it. ' +
      'CPU is the bench process’s, every thread (on PGlite the database’s included, on ' +
      'PostgreSQL not).',
    '',
    'verification:',
    ...run.checks.map((check) => `  ${check.ok ? 'ok ' : 'BAD'} ${check.label}: ${check.found}`),
    '',
  ].join('\n');
}
