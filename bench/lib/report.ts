import type { PhaseResult } from './load.js';
import type { MachineFacts } from './machine.js';
import type { BenchOptions, TargetName } from './options.js';
import type { PgledgerPhase } from './pgledger.js';
import type { RssFigures } from './rss.js';
import type { Verification } from './target.js';

export type TargetReport = PhaseResult & { memory?: RssFigures; verification: Verification };
export type Reports = Partial<Record<TargetName, TargetReport>>;

/** The issue's targets on a 2-core machine with synchronous_commit on. */
export const goals = { tradesPerSecond: 1000, tradeP99Ms: 50, ratioToNaive: 1.5 } as const;

const labels: Record<TargetName, string> = { real: 'real app', naive: 'naive baseline' };

export const tradesPerSecond = (report: TargetReport): number =>
  report.load.trades / (report.load.windowMs / 1000);

const fixed = (value: number, digits = 1) => value.toFixed(digits);
const ms = (value: number) => `${value.toFixed(1)} ms`;
const pad = (text: string, width: number) => text.padEnd(width);

export function table(rows: readonly (readonly string[])[]): string {
  const widths: number[] = [];
  for (const row of rows) {
    row.forEach((cell, index) => {
      widths[index] = Math.max(widths[index] ?? 0, cell.length);
    });
  }
  return rows
    .map((row) =>
      row
        .map((cell, index) => pad(cell, (widths[index] ?? 0) + 2))
        .join('')
        .trimEnd(),
    )
    .join('\n');
}

/** Statements (and commits) per executed trade: one quote → trade iteration each. */
function perTrade(report: TargetReport) {
  const iterations = Math.max(1, report.load.trades + report.load.failedTrades);
  const statements = report.profile.sql.statements.reduce((sum, stat) => sum + stat.count, 0);
  const { commits, walSyncs } = report.profile.postgres.counters;
  return {
    statements: statements / iterations,
    commits: commits / iterations,
    walSyncsPerCommit: commits === 0 ? 0 : walSyncs / commits,
  };
}

export function ratioOf(reports: Reports): number | undefined {
  const { real, naive } = reports;
  if (real === undefined || naive === undefined) return undefined;
  const baseline = tradesPerSecond(naive);
  return baseline === 0 ? undefined : tradesPerSecond(real) / baseline;
}

function headline(names: TargetName[], reports: Reports): string {
  const row = (label: string, cell: (report: TargetReport) => string) => [
    label,
    ...names.map((name) => {
      const report = reports[name];
      return report === undefined ? '-' : cell(report);
    }),
  ];
  return table([
    ['', ...names.map((name) => labels[name])],
    row('trades/s', (r) => fixed(tradesPerSecond(r))),
    row('trades in the window', (r) => String(r.load.trades)),
    row('POST /api/quotes p50', (r) => ms(r.load.quotes.p50Ms)),
    row('POST /api/quotes p99', (r) => ms(r.load.quotes.p99Ms)),
    row('POST /api/trades p50', (r) => ms(r.load.tradesLatency.p50Ms)),
    row('POST /api/trades p99', (r) => ms(r.load.tradesLatency.p99Ms)),
    row('POST /api/trades max', (r) => ms(r.load.tradesLatency.maxMs)),
    row('failed trades / errors', (r) => {
      const errors = Object.values(r.load.errors).reduce((sum, n) => sum + n, 0);
      return `${r.load.failedTrades} / ${errors}`;
    }),
  ]);
}

type Cores = TargetReport['profile']['cores'];

/**
 * CPU milliseconds per quote → trade iteration (CPU seconds per second ÷ iterations per
 * second). On a shared machine these hold better than trades/s, and the ceilings follow from
 * them: the time there is (one thread for the server's JavaScript; every core for everything)
 * divided by what one iteration costs.
 */
function costs(report: TargetReport, cores: number) {
  const perSecond = (report.load.trades + report.load.failedTrades) / (report.load.windowMs / 1000);
  const ms = (pick: (c: Cores) => number) =>
    perSecond === 0 ? 0 : (1000 * pick(report.profile.cores)) / perSecond;
  const server = ms((c) => c.serverNode);
  const all = ms((c) => c.serverNode + c.loadGenerator + c.postgresThisDatabase + c.postgresOther);
  return {
    server,
    postgres: ms((c) => c.postgresThisDatabase),
    loadGenerator: ms((c) => c.loadGenerator),
    nodeCeiling: server === 0 ? 0 : 1000 / server,
    machineCeiling: all === 0 ? 0 : (cores * 1000) / all,
  };
}

function profile(names: TargetName[], reports: Reports, cores: number): string {
  const row = (label: string, cell: (report: TargetReport) => string) => [
    label,
    ...names.map((name) => {
      const report = reports[name];
      return report === undefined ? '-' : cell(report);
    }),
  ];
  const used = (key: keyof Cores) => (r: TargetReport) => fixed(r.profile.cores[key], 2);
  const cost = (key: 'server' | 'postgres' | 'loadGenerator') => (r: TargetReport) =>
    ms(costs(r, cores)[key]);
  const ceiling = (key: 'nodeCeiling' | 'machineCeiling') => (r: TargetReport) =>
    fixed(costs(r, cores)[key], 0);
  return table([
    ['where the window went', ...names.map((name) => labels[name])],
    row('cores: server (Node)', used('serverNode')),
    row('cores: load generator (Node)', used('loadGenerator')),
    row('cores: PostgreSQL, this database', used('postgresThisDatabase')),
    row('cores: PostgreSQL, rest (WAL…)', used('postgresOther')),
    row('cores: elsewhere on the machine', used('elsewhere')),
    row('cores: machine busy', used('machineBusy')),
    row('CPU per quote+trade: server (Node)', cost('server')),
    row('CPU per quote+trade: PostgreSQL', cost('postgres')),
    row('CPU per quote+trade: load generator', cost('loadGenerator')),
    row('ceiling, one Node thread: trades/s', ceiling('nodeCeiling')),
    row(`ceiling, ${cores} idle cores: trades/s`, ceiling('machineCeiling')),
    row('server event-loop utilization', (r) => fixed(r.profile.serverEventLoopUtilization, 2)),
    row('load average 1 min (start → end)', (r) =>
      r.profile.loadAverage.map((load) => fixed(load, 2)).join(' → '),
    ),
    row('SQL statements per quote+trade', (r) => fixed(perTrade(r).statements)),
    row('commits per quote+trade', (r) => fixed(perTrade(r).commits, 2)),
    row('WAL fsyncs per commit (cluster)', (r) => fixed(perTrade(r).walSyncsPerCommit, 2)),
    row('pool checkout wait, mean', (r) => {
      const { count, totalMs } = r.profile.sql.checkouts;
      return ms(count === 0 ? 0 : totalMs / count);
    }),
  ]);
}

function statements(name: TargetName, report: TargetReport): string {
  const iterations = Math.max(1, report.load.trades + report.load.failedTrades);
  const rows = report.profile.sql.statements.map((stat) => [
    fixed(stat.count / iterations, 2),
    ms(stat.totalMs / stat.count),
    stat.statement,
  ]);
  return `SQL of the ${labels[name]}, per quote+trade (count, mean round trip as Node sees it):\n${table(
    [['per trade', 'mean', 'statement'], ...rows],
  )}`;
}

function backends(name: TargetName, report: TargetReport): string {
  const states = Object.entries(report.profile.postgres.backendsByState)
    .map(([state, average]) => `  ${fixed(average, 2).padStart(6)}  ${state}`)
    .join('\n');
  return `PostgreSQL backends of the ${labels[name]} (average count by state, ${report.profile.postgres.samples} samples):\n${states}`;
}

function verdicts(reports: Reports): string {
  const lines: string[] = [];
  const { real } = reports;
  if (real !== undefined) {
    const rate = tradesPerSecond(real);
    const p99 = real.load.tradesLatency.p99Ms;
    lines.push(
      `≥ ${goals.tradesPerSecond} trades/s: ${fixed(rate)} (${fixed((100 * rate) / goals.tradesPerSecond, 0)}% of the target) ${rate >= goals.tradesPerSecond ? 'MET' : 'MISSED'}`,
      `trade p99 ≤ ${goals.tradeP99Ms} ms: ${ms(p99)} ${p99 <= goals.tradeP99Ms ? 'MET' : 'MISSED'}`,
    );
  }
  const ratio = ratioOf(reports);
  if (ratio !== undefined) {
    lines.push(
      `≥ ${goals.ratioToNaive}× the naive baseline: ${fixed(ratio, 2)}× ${ratio >= goals.ratioToNaive ? 'MET' : 'MISSED'}`,
    );
  }
  return lines.join('\n');
}

function invariants(names: TargetName[], reports: Reports): string {
  const lines: string[] = [];
  for (const name of names) {
    const report = reports[name];
    if (report === undefined) continue;
    for (const check of report.verification.checks) {
      lines.push(`${labels[name]}: ${check.label}: ${JSON.stringify(check.violations)}`);
    }
    lines.push(`${labels[name]}: ${JSON.stringify(report.verification.facts)}`);
    for (const sample of report.load.errorSamples) lines.push(`${labels[name]}: error ${sample}`);
  }
  return lines.join('\n');
}

export function renderReport(options: BenchOptions, machine: MachineFacts, reports: Reports) {
  const names = options.targets.filter((name) => reports[name] !== undefined);
  const settings = Object.entries(machine.postgresSettings)
    .map(([name, value]) => `${name}=${value}`)
    .join(', ');
  const ratio = ratioOf(reports);
  return [
    `quote → trade over HTTP: ${options.connections} connections, ${options.customers} customers, ${options.seconds} s measured after ${options.warmupSeconds} s of warm-up, pool ${options.poolSize} per server, real app trade fee ${options.feeCents} cents, ${options.idempotencyKeys ? 'an Idempotency-Key on every trade' : 'no Idempotency-Key'}, ${options.xrpEvery > 0 ? `one worker in ${options.xrpEvery} buying XRP-CAD` : 'BTC-CAD only'}${options.cpuHogs > 0 ? `, ${options.cpuHogs} CPU hog(s) spinning beside it all` : ''}`,
    `machine: ${machine.cores} cores (${machine.cpuModel}), ${machine.memoryGiB} GiB, Node ${machine.node}, PostgreSQL ${machine.postgres}`,
    `postgres: ${settings}`,
    `load average at start (1/5/15 min): ${machine.loadAverageAtStart.join(' / ')}`,
    '',
    headline(names, reports),
    ratio === undefined ? '' : `\nratio real/naive trades/s: ${fixed(ratio, 2)}×`,
    '',
    verdicts(reports),
    '',
    profile(names, reports, machine.cores),
    '',
    memory(names, reports),
    '',
    ...names.flatMap((name) => {
      const report = reports[name];
      return report === undefined ? [] : [statements(name, report), '', backends(name, report), ''];
    }),
    'invariants:',
    invariants(names, reports),
    '',
  ].join('\n');
}

/** The bench process's RSS, which serves the target: the real app runs first, the naive after. */
function memory(names: readonly TargetName[], reports: Reports): string {
  const rows = names.flatMap((name) => {
    const figures = reports[name]?.memory;
    if (figures === undefined) return [];
    const cells = [figures.readyMiB, figures.peakMiB, figures.endMiB].map((v) => `${fixed(v, 0)}`);
    return [[labels[name], ...cells]];
  });
  return `bench process RSS (MiB; serves the target, load generator apart):\n${table([['', 'ready', 'peak under load', 'end of load'], ...rows])}`;
}

/** One line of JSON for scripts: every figure above, amounts and all. */
export function renderJson(
  options: BenchOptions,
  machine: MachineFacts,
  reports: Reports,
  pgledger: PgledgerPhase | undefined,
) {
  const targets = Object.fromEntries(
    Object.entries(reports).map(([name, report]) => [
      name,
      {
        tradesPerSecond: tradesPerSecond(report),
        perTrade: perTrade(report),
        cpuMsPerTrade: costs(report, machine.cores),
        ...report,
      },
    ]),
  );
  return JSON.stringify(
    {
      options,
      machine,
      ratio: ratioOf(reports) ?? null,
      goals,
      targets,
      pgledger: pgledger ?? null,
    },
    (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value),
  );
}
