import type { MachineFacts } from './machine.js';
import type { LoadFigures } from './price-load.js';
import type { PriceBenchOptions, PriceRoute } from './price-options.js';
import type { ServerName } from './price-servers.js';
import { table } from './report.js';
import { spread } from './stats.js';

/** The acceptance bar: price reads at half the bare framework's rate, p99 within twice its own. */
export const priceGoals = { ratioToHello: 0.5, p99TimesHello: 2 } as const;

/** One load of one app's route. */
export interface PriceRead {
  server: Exclude<ServerName, 'hello'>;
  route: PriceRoute;
  figures: LoadFigures;
}

/** One round: the baseline once, and each app's routes. */
export interface PriceRound {
  hello: LoadFigures;
  reads: PriceRead[];
}

/** One answer as the app sends it, before any load: what each request carries on the wire. */
export interface AnswerSize {
  server: ServerName;
  route: PriceRoute | 'hello';
  status: number;
  headerBytes: number;
  bodyBytes: number;
}

const labels: Record<ServerName, string> = {
  hello: 'hello (bare Fastify)',
  app: 'app (this checkout)',
  compare: 'compared checkout',
};
const fixed = (value: number, digits = 1) => value.toFixed(digits);
const ms = (value: number) => `${value.toFixed(2)} ms`;

function row(label: string, figures: LoadFigures, hello: LoadFigures): string[] {
  const logged = figures.logBytesPerRequest;
  return [
    label,
    fixed(figures.requestsPerSecond, 0),
    `${ms(figures.p50Ms)} / ${ms(figures.p99Ms)} / ${ms(figures.maxMs)}`,
    `${fixed(figures.requestsPerSecond / hello.requestsPerSecond, 2)}×`,
    `${fixed(figures.p99Ms / hello.p99Ms, 2)}×`,
    fixed(figures.serverCpuUs, 0),
    fixed(figures.serverCores, 2),
    fixed(figures.machineBusyCores, 2),
    logged === undefined ? '-' : fixed(logged, 0),
    String(figures.failures),
  ];
}

function roundTable(round: PriceRound, index: number): string {
  const rows = [
    [
      `round ${index + 1}`,
      'req/s',
      'p50 / p99 / max',
      '÷ hello',
      'p99 ÷ hello',
      'server µs/req',
      'server cores',
      'machine busy',
      'log B/req',
      'failed',
    ],
    row(labels.hello, round.hello, round.hello),
  ];
  for (const read of round.reads) {
    rows.push(row(`${read.server} ${read.route}`, read.figures, round.hello));
  }
  return table(rows);
}

/** Per app and route: the ratios to the same round's baseline, over every round. */
export function priceSummary(rounds: readonly PriceRound[]) {
  const keyOf = (read: PriceRead) => `${read.server} ${read.route}`;
  const keys = new Set(rounds.flatMap((round) => round.reads.map(keyOf)));
  return [...keys].map((key) => {
    const pairs = rounds.flatMap((round) =>
      round.reads
        .filter((read) => keyOf(read) === key)
        .map((read) => ({ figures: read.figures, hello: round.hello })),
    );
    const ratio = spread(pairs.map((p) => p.figures.requestsPerSecond / p.hello.requestsPerSecond));
    const p99Ratio = spread(pairs.map((p) => p.figures.p99Ms / p.hello.p99Ms));
    // CPU per request holds better than req/s on a shared machine: what the app spends on an
    // answer, in answers of the bare route.
    const cpuRatio = spread(pairs.map((p) => p.figures.serverCpuUs / p.hello.serverCpuUs));
    return {
      key,
      ratio,
      p99Ratio,
      cpuRatio,
      requestsPerSecond: spread(pairs.map((p) => p.figures.requestsPerSecond)),
      p99Ms: spread(pairs.map((p) => p.figures.p99Ms)),
      helloRequestsPerSecond: spread(pairs.map((p) => p.hello.requestsPerSecond)),
      helloP99Ms: spread(pairs.map((p) => p.hello.p99Ms)),
      serverCpuUs: spread(pairs.map((p) => p.figures.serverCpuUs)),
      met: ratio.median >= priceGoals.ratioToHello && p99Ratio.median <= priceGoals.p99TimesHello,
    };
  });
}

const range = (s: { min: number; median: number; max: number }, digits: number, unit = '') =>
  `${fixed(s.min, digits)}${unit} / ${fixed(s.median, digits)}${unit} / ${fixed(s.max, digits)}${unit}`;

function summaryTable(rounds: readonly PriceRound[]): string {
  return table([
    [
      'min / median / max',
      'req/s',
      '÷ hello',
      'p99',
      'p99 ÷ hello',
      'server µs/req',
      'CPU ÷ hello',
      'verdict',
    ],
    ...priceSummary(rounds).map((s) => [
      s.key,
      range(s.requestsPerSecond, 0),
      range(s.ratio, 2, '×'),
      range(s.p99Ms, 2, ' ms'),
      range(s.p99Ratio, 2, '×'),
      range(s.serverCpuUs, 0),
      range(s.cpuRatio, 2, '×'),
      s.met ? 'MET' : 'MISSED',
    ]),
  ]);
}

export function renderPriceReport(
  options: PriceBenchOptions,
  machine: MachineFacts,
  sizes: readonly AnswerSize[],
  rounds: readonly PriceRound[],
): string {
  return [
    `price reads over HTTP: ${options.connections} connections, ${options.rounds} rounds of ${options.seconds} s each after ${options.warmupSeconds} s of warm-up, app LOG_FORMAT=${options.logFormat}, ${options.databaseUrl === undefined ? 'embedded PGlite' : 'PostgreSQL'}`,
    `machine: ${machine.cores} cores (${machine.cpuModel}), ${machine.memoryGiB} GiB, Node ${machine.node}, PostgreSQL ${machine.postgres}`,
    `load average at start (1/5/15 min): ${machine.loadAverageAtStart.join(' / ')}`,
    '',
    table([
      ['one answer', 'status', 'header bytes', 'body bytes'],
      ...sizes.map((s) => [
        `${s.server} ${s.route}`,
        String(s.status),
        String(s.headerBytes),
        String(s.bodyBytes),
      ]),
    ]),
    '',
    ...rounds.flatMap((round, index) => [roundTable(round, index), '']),
    summaryTable(rounds),
    '',
    `goal: ≥ ${priceGoals.ratioToHello}× hello's req/s and p99 ≤ ${priceGoals.p99TimesHello}× hello's (medians over the rounds)`,
    '',
  ].join('\n');
}

/** One line of JSON for scripts: every figure above. */
export function renderPriceJson(
  options: PriceBenchOptions,
  machine: MachineFacts,
  sizes: readonly AnswerSize[],
  rounds: readonly PriceRound[],
): string {
  return JSON.stringify({
    options,
    machine,
    goals: priceGoals,
    sizes,
    summary: priceSummary(rounds),
    rounds,
  });
}
