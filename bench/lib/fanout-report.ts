import type { FanoutFigures } from './fanout-measure.js';
import type { FanoutOptions } from './fanout-options.js';
import type { FanoutServerName } from './fanout-servers.js';
import type { MachineFacts } from './machine.js';
import { table } from './report.js';
import { spread } from './stats.js';

/** The bars: p99 by number of streams, and the app against the naive broadcaster. */
export const fanoutGoals = {
  p99Ms: (streams: number) => (streams <= 5000 ? 100 : 250),
  ratioToNaive: 0.8,
} as const;

/** One load: a server, a number of streams, in one round. */
export interface FanoutRun {
  round: number;
  server: FanoutServerName;
  figures: FanoutFigures;
}

const fixed = (value: number, digits = 1) => value.toFixed(digits);
const range = (s: { min: number; median: number; max: number }, digits: number, unit = '') =>
  `${fixed(s.min, digits)}${unit} / ${fixed(s.median, digits)}${unit} / ${fixed(s.max, digits)}${unit}`;

function runTable(runs: readonly FanoutRun[]): string {
  return table([
    [
      'round',
      'server',
      'streams',
      'accept s',
      'accept CPU ms/1k',
      'p50 / p99 / max ms',
      'CPU ms/tick',
      'ticks',
      'delivered',
      'load cores',
      'machine busy',
      'failed',
    ],
    ...runs.map(({ round, server, figures: f }) => [
      String(round + 1),
      server,
      String(f.streams),
      fixed(f.acceptMs / 1000, 2),
      fixed(f.acceptCpuMs, 0),
      `${fixed(f.latency.p50Ms)} / ${fixed(f.latency.p99Ms)} / ${fixed(f.latency.maxMs)}`,
      fixed(f.cpuPerTickMs),
      String(f.ticks),
      `${fixed(100 * f.delivered, 2)}%`,
      fixed(f.loadCores, 2),
      fixed(f.machineCores, 2),
      `${f.failed}+${f.closedEarly}`,
    ]),
  ]);
}

/** Per number of streams: each figure of both servers, and the app's ratios to the same round's naive. */
export function fanoutSummary(runs: readonly FanoutRun[]) {
  const sizes = [...new Set(runs.map((run) => run.figures.streams))];
  return sizes.map((streams) => {
    const of = (server: FanoutServerName) =>
      runs.filter((run) => run.server === server && run.figures.streams === streams);
    const pairs = of('app').flatMap((app) => {
      const naive = of('naive').find((run) => run.round === app.round);
      return naive === undefined ? [] : [{ app: app.figures, naive: naive.figures }];
    });
    const pick = (side: 'app' | 'naive', value: (f: FanoutFigures) => number) =>
      spread(pairs.map((pair) => value(pair[side])));
    const ratio = (value: (f: FanoutFigures) => number) =>
      spread(pairs.map((pair) => value(pair.app) / value(pair.naive)));
    const p99 = (f: FanoutFigures) => f.latency.p99Ms;
    const cpu = (f: FanoutFigures) => f.cpuPerTickMs;
    const accept = (f: FanoutFigures) => f.acceptMs;
    const summary = {
      streams,
      rounds: pairs.length,
      p99: { app: pick('app', p99), naive: pick('naive', p99), ratio: ratio(p99) },
      cpuPerTick: { app: pick('app', cpu), naive: pick('naive', cpu), ratio: ratio(cpu) },
      accept: { app: pick('app', accept), naive: pick('naive', accept), ratio: ratio(accept) },
    };
    const met =
      summary.p99.app.median <= fanoutGoals.p99Ms(streams) &&
      summary.p99.ratio.median <= fanoutGoals.ratioToNaive &&
      summary.cpuPerTick.ratio.median <= fanoutGoals.ratioToNaive;
    return { ...summary, met };
  });
}

function summaryTable(runs: readonly FanoutRun[]): string {
  const rows = fanoutSummary(runs).flatMap((s) => [
    [`${s.streams} streams (${s.rounds} rounds)`, 'app', 'naive', 'app ÷ naive'],
    ['  p99 ms', range(s.p99.app, 1), range(s.p99.naive, 1), range(s.p99.ratio, 2, '×')],
    [
      '  server CPU ms per tick',
      range(s.cpuPerTick.app, 1),
      range(s.cpuPerTick.naive, 1),
      range(s.cpuPerTick.ratio, 2, '×'),
    ],
    [
      '  accept all streams, ms',
      range(s.accept.app, 0),
      range(s.accept.naive, 0),
      range(s.accept.ratio, 2, '×'),
    ],
    [
      `  p99 ≤ ${fanoutGoals.p99Ms(s.streams)} ms, p99 and CPU ≤ ${fanoutGoals.ratioToNaive}× naive (medians)`,
      s.met ? 'MET' : 'MISSED',
      '',
      '',
    ],
  ]);
  return table([['min / median / max', '', '', ''], ...rows]);
}

export function renderFanoutReport(
  options: FanoutOptions,
  machine: MachineFacts,
  runs: readonly FanoutRun[],
): string {
  return [
    `live prices fan-out: ${options.sizes.join(', ')} streams, a tick every ${options.tickMs} ms, ${options.windowTicks} ticks measured after ${options.warmupTicks}, ${options.rounds} rounds alternating naive and app, load generator with ${options.threads} threads`,
    `machine: ${machine.cores} cores (${machine.cpuModel}), ${machine.memoryGiB} GiB, Node ${machine.node}, load average at start ${machine.loadAverageAtStart.join(' / ')}`,
    '',
    runTable(runs),
    '',
    summaryTable(runs),
    '',
  ].join('\n');
}
