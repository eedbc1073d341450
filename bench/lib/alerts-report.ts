import type { AlertsBenchOptions } from './alerts-options.js';
import type { AlertSeedFigures } from './alerts-seed.js';
import type { Side, SideRun } from './alerts-sides.js';
import type { Stretch } from './documents-phase.js';
import type { Check } from './documents-verify.js';
import type { LatencySummary } from './load-protocol.js';
import type { MachineFacts } from './machine.js';
import { table } from './report.js';
import { spread, summarize } from './stats.js';

/** A run as reported: its figures without its jobs. */
export interface RunFigures {
  side: Side;
  round: number;
  watching: number;
  /** Tick 0: the evaluator's start, its alerts loaded (ms). */
  startMs: number;
  tick: LatencySummary;
  /** Ticks that queued jobs: crossing tick → jobs queued. */
  crossing: LatencySummary;
  firings: number;
  /** The product's five-minute reloads, each timed alone (none for the baseline). */
  reload: LatencySummary;
  /** The ticks' own time added up, start and reloads left out (s). */
  evaluationSeconds: number;
  stretch: Stretch;
}

export interface AlertsRun {
  options: AlertsBenchOptions;
  machine: MachineFacts;
  where: string;
  seed: AlertSeedFigures;
  /** Per asset: the day's last, lowest and highest price against its first, in percent. */
  day: { ticks: number; recordSeconds: number; moves: Record<string, string> };
  runs: RunFigures[];
  checks: Check[];
}

export function figuresOf(run: SideRun): RunFigures {
  const { times } = run;
  return {
    side: run.side,
    round: run.round,
    watching: times.watching,
    startMs: times.startMs,
    tick: summarize(times.tickMs),
    crossing: summarize(times.firingTickMs),
    firings: times.firings,
    reload: summarize(times.reloadMs),
    evaluationSeconds: times.tickMs.reduce((sum, ms) => sum + ms, 0) / 1000,
    stretch: run.stretch,
  };
}

const ms = (value: number) => (value < 10 ? value.toFixed(2) : value.toFixed(1));
const mib = (value: number) => value.toFixed(0);

function runRow(run: RunFigures): string[] {
  const { tick, crossing, stretch } = run;
  return [
    `${run.side} ${run.round + 1}`,
    ms(run.startMs),
    `${ms(tick.p50Ms)} / ${ms(tick.p99Ms)} / ${ms(tick.maxMs)}`,
    `${crossing.count}: ${ms(crossing.p50Ms)} / ${ms(crossing.p99Ms)} / ${ms(crossing.maxMs)}`,
    String(run.firings),
    run.reload.count === 0
      ? '-'
      : `${run.reload.count}: ${ms(run.reload.p50Ms)} / ${ms(run.reload.maxMs)}`,
    run.evaluationSeconds.toFixed(2),
    stretch.cpuSeconds.toFixed(1),
    `${mib(stretch.rss.readyMiB)} / ${mib(stretch.rss.peakMiB)}`,
    `${stretch.load.start.toFixed(2)} → ${stretch.load.end.toFixed(2)}`,
  ];
}

function runsTable(runs: readonly RunFigures[]): string {
  return table([
    [
      'run',
      'start ms',
      'per tick ms p50 / p99 / max',
      'firing ticks: crossing → queued ms p50 / p99 / max',
      'jobs',
      'reloads ms p50 / max',
      'eval s',
      'CPU s',
      'RSS MiB start / peak',
      'load 1 min',
    ],
    ...runs.map(runRow),
  ]);
}

type Figure = (run: RunFigures) => number | undefined;

/** min / median / max of one figure over a side's runs; `-` where no run has it. */
function across(runs: readonly RunFigures[], figure: Figure, unit = 'ms') {
  const values = runs.flatMap((run) => figure(run) ?? []);
  if (values.length === 0) return '-';
  const { min, median, max } = spread(values);
  return `${ms(min)} / ${ms(median)} / ${ms(max)} ${unit}`;
}

function sidesTable(runs: readonly RunFigures[]): string {
  const product = runs.filter((run) => run.side === 'product');
  const baseline = runs.filter((run) => run.side === 'baseline');
  const row = (label: string, figure: Figure, unit?: string) => [
    label,
    across(product, figure, unit),
    across(baseline, figure, unit),
  ];
  return table([
    [
      'min / median / max over rounds',
      'product (AlertWatch)',
      'baseline (every alert, every tick)',
    ],
    row('time per tick p50', (run) => run.tick.p50Ms),
    row('time per tick p99', (run) => run.tick.p99Ms),
    row('time per tick max', (run) => run.tick.maxMs),
    row('time per tick mean', (run) => run.tick.meanMs),
    row('crossing → queued p50', (run) => run.crossing.p50Ms),
    row('crossing → queued p99', (run) => run.crossing.p99Ms),
    row('crossing → queued max', (run) => run.crossing.maxMs),
    row('start (alerts loaded)', (run) => run.startMs),
    row('five-minute reload, max', (run) => (run.reload.count > 0 ? run.reload.maxMs : undefined)),
    row('total evaluation time', (run) => run.evaluationSeconds, 's'),
    row('peak RSS', (run) => run.stretch.rss.peakMiB, 'MiB'),
  ]);
}

/** Baseline over product, of the median over rounds of a figure. */
export function ratioOf(runs: readonly RunFigures[], figure: (run: RunFigures) => number) {
  const median = (side: Side) => spread(runs.filter((r) => r.side === side).map(figure)).median;
  const product = median('product');
  return product === 0 ? 0 : median('baseline') / product;
}

const listed = (entries: Record<string, string | number>, separator: string) =>
  Object.entries(entries)
    .map(([name, value]) => `${name} ${value}`)
    .join(separator);

function header(run: AlertsRun): string[] {
  const { options, machine, seed, day } = run;
  return [
    `price alerts over a recorded day: ${seed.alerts} active alerts of ${seed.users} users ` +
      `(${listed(seed.kinds, ', ')}; ${seed.repeating} repeating, ` +
      `${seed.expiringWithinTheDay} ending within the day), ${day.ticks} ticks every ` +
      `${options.tickSeconds} s over 24 h (seed ${options.seed}); ${run.where}`,
    `machine: ${machine.cores} cores (${machine.cpuModel}), ${machine.memoryGiB} GiB, ` +
      `Node ${machine.node}, PostgreSQL ${machine.postgres}`,
    `load average at start (1/5/15 min): ${machine.loadAverageAtStart.join(' / ')}`,
    `the day (last, low, high against the first price): ${listed(day.moves, '; ')}`,
    `seeded in ${seed.seconds.toFixed(1)} s; recorded in ${day.recordSeconds.toFixed(1)} s`,
  ];
}

function ratios(runs: readonly RunFigures[]): string {
  const ratio = (figure: (run: RunFigures) => number) => `${ratioOf(runs, figure).toFixed(1)}×`;
  return (
    `ratio baseline/product, time per tick: mean ${ratio((r) => r.tick.meanMs)}, ` +
    `p50 ${ratio((r) => r.tick.p50Ms)}, p99 ${ratio((r) => r.tick.p99Ms)}`
  );
}

export function renderAlertsReport(run: AlertsRun): string {
  return [
    ...header(run),
    '',
    runsTable(run.runs),
    '',
    sidesTable(run.runs),
    '',
    ratios(run.runs),
    'Each tick is timed from its emit to its work settled (for a firing tick: its jobs ' +
      'committed in pgboss.job). A reload is timed alone, before the tick it precedes; a ' +
      'crossing that comes while one runs waits for it. RSS is the bench process’s (on PGlite ' +
      'the database lives in it too).',
    '',
    'verification:',
    ...run.checks.map((check) => `  ${check.ok ? 'ok ' : 'BAD'} ${check.label}: ${check.found}`),
    '',
  ].join('\n');
}
