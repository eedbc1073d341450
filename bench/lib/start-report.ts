import type { MachineFacts } from './machine.js';
import type { StartKind, StartSample } from './start-scenarios.js';
import { spread } from './stats.js';

type Spread = ReturnType<typeof spread>;

export interface StartSummaryRow {
  checkout: StartSample['checkout'];
  kind: StartKind;
  runs: number;
  readySeconds: Spread;
  idleRssMiB: Spread;
  idleTreeRssMiB: Spread;
}

/** Min/median/max of each checkout's starts of each kind, over the rounds. */
export function startSummary(samples: readonly StartSample[]): StartSummaryRow[] {
  const groups = new Map<string, StartSample[]>();
  for (const sample of samples) {
    const key = `${sample.checkout}/${sample.kind}`;
    groups.set(key, [...(groups.get(key) ?? []), sample]);
  }
  return [...groups.values()].flatMap((group) => {
    const [first] = group;
    if (first === undefined) return [];
    return [
      {
        checkout: first.checkout,
        kind: first.kind,
        runs: group.length,
        readySeconds: spread(group.map((sample) => sample.readySeconds)),
        idleRssMiB: spread(group.map((sample) => sample.idleRssMiB)),
        idleTreeRssMiB: spread(group.map((sample) => sample.idleTreeRssMiB)),
      },
    ];
  });
}

const labels: Record<StartKind, string> = {
  first: 'first npm start, PGlite',
  second: 'second npm start, PGlite',
  postgresFirst: 'first npm start on a new PostgreSQL database',
  postgresSecond: 'second npm start, PostgreSQL',
};

const range = ({ min, median, max }: Spread, digits: number) =>
  `${min.toFixed(digits)} / ${median.toFixed(digits)} / ${max.toFixed(digits)}`;

export function renderStartReport(rows: readonly StartSummaryRow[], machine: MachineFacts): string {
  const lines = [
    '',
    `npm start: time to ready and idle memory (min / median / max over ${rows[0]?.runs ?? 0} rounds)`,
    `machine: ${machine.cores} cores, ${machine.cpuModel}, Node ${machine.node}, PostgreSQL ${machine.postgres}, load ${machine.loadAverageAtStart.join(' ')}`,
    '',
    `${'start'.padEnd(46)}${'checkout'.padEnd(10)}${'ready (s)'.padEnd(26)}${'server RSS (MiB)'.padEnd(26)}with npm (MiB)`,
  ];
  for (const row of rows) {
    lines.push(
      `${labels[row.kind].padEnd(46)}${row.checkout.padEnd(10)}${range(row.readySeconds, 2).padEnd(26)}${range(row.idleRssMiB, 0).padEnd(26)}${range(row.idleTreeRssMiB, 0)}`,
    );
  }
  return `${lines.join('\n')}\n`;
}

export function renderStartJson(
  rows: readonly StartSummaryRow[],
  samples: readonly StartSample[],
  machine: MachineFacts,
): string {
  return `BENCH_JSON ${JSON.stringify({ machine, summary: rows, samples })}\n`;
}
