import type { LedgerPhase } from './ledger-load.js';
import type { MachineFacts } from './machine.js';
import { table } from './report.js';
import { spread } from './stats.js';

export interface LedgerBenchOptions {
  serverUrl: string;
  clients: number;
  poolSize: number;
  warmupSeconds: number;
  seconds: number;
  rounds: number;
}

const fixed = (value: number, digits = 1) => value.toFixed(digits);
const spreadOf = (values: number[], digits = 1, unit = '') => {
  const { min, median, max } = spread(values);
  return `${fixed(min, digits)} / ${fixed(median, digits)} / ${fixed(max, digits)}${unit}`;
};

/** Each round's two phases side by side, then min / median / max over the rounds. */
export function renderLedgerReport(
  options: LedgerBenchOptions,
  machine: MachineFacts,
  rounds: readonly (readonly LedgerPhase[])[],
): string {
  const of = (phases: readonly LedgerPhase[], mode: LedgerPhase['mode']) => {
    const phase = phases.find((candidate) => candidate.mode === mode);
    if (phase === undefined) throw new Error(`a round without its ${mode} phase`);
    return phase;
  };
  const pairs = rounds.map((phases) => ({
    batched: of(phases, 'batched'),
    single: of(phases, 'one-by-one'),
  }));
  const rows = pairs.map(({ batched, single }, index) => [
    `round ${index + 1}`,
    fixed(batched.postingsPerSecond, 0),
    fixed(single.postingsPerSecond, 0),
    `${fixed(batched.postingsPerSecond / single.postingsPerSecond, 2)}×`,
    `${fixed(batched.latency.p50Ms)} / ${fixed(batched.latency.p99Ms)} ms`,
    `${fixed(single.latency.p50Ms)} / ${fixed(single.latency.p99Ms)} ms`,
    `${fixed(batched.cores.node, 2)} / ${fixed(batched.cores.postgres, 2)}`,
    `${fixed(single.cores.node, 2)} / ${fixed(single.cores.postgres, 2)}`,
    `${fixed(batched.peakRssMb, 0)} / ${fixed(single.peakRssMb, 0)} MB`,
  ]);
  const ratios = pairs.map(
    ({ batched, single }) => batched.postingsPerSecond / single.postingsPerSecond,
  );
  const unsound = rounds.flat().filter((phase) => Object.keys(phase.violations).length > 0);
  const failed = rounds.flat().filter((phase) => Object.keys(phase.errors).length > 0);
  return [
    `Ledger alone: ${options.clients} clients, pool ${options.poolSize}, ${options.seconds} s after ${options.warmupSeconds} s of warm-up, ${options.rounds} rounds`,
    `Machine: ${machine.cores} cores, Node ${machine.node}, PostgreSQL ${machine.postgres}, synchronous_commit=${machine.postgresSettings.synchronous_commit}, load ${machine.loadAverageAtStart.map((load) => load.toFixed(2)).join(' ')}`,
    '',
    table([
      [
        '',
        'batched postings/s',
        'one-by-one postings/s',
        'ratio',
        'batched p50 / p99',
        'one-by-one p50 / p99',
        'cores batched: Node / PG',
        'one-by-one: Node / PG',
        'peak RSS',
      ],
      ...rows,
    ]),
    '',
    `batched postings/s, min / median / max: ${spreadOf(
      pairs.map(({ batched }) => batched.postingsPerSecond),
      0,
    )}`,
    `one-by-one postings/s:                  ${spreadOf(
      pairs.map(({ single }) => single.postingsPerSecond),
      0,
    )}`,
    `ratio batched / one-by-one:             ${spreadOf(ratios, 2, '×')}`,
    `batched entry p99:                      ${spreadOf(
      pairs.map(({ batched }) => batched.latency.p99Ms),
      1,
      ' ms',
    )}`,
    unsound.length === 0
      ? 'books sound after every phase'
      : `UNSOUND: ${JSON.stringify(unsound.map((phase) => phase.violations))}`,
    failed.length === 0
      ? 'no post failed'
      : `FAILED POSTS: ${JSON.stringify(failed.map((phase) => phase.errors))}`,
    '',
  ].join('\n');
}
