import type { LatencySummary } from './load-protocol.js';
import type { MachineFacts } from './machine.js';
import type { BenchOptions } from './options.js';
import { type TargetReport, table } from './report.js';
import { summarize } from './stats.js';

/** The targets for CAD funding, against the trade benchmark's real app in the same run. */
export const fundingGoals = { ratioToTrades: 0.8, railLagP99Ms: 1000 } as const;

export interface FundingReports {
  funding: TargetReport & { lagMs: readonly number[] };
  trades: TargetReport;
}

const fixed = (value: number, digits = 1) => value.toFixed(digits);
const ms = (value: number) => `${value.toFixed(1)} ms`;
const perSecond = (report: TargetReport) => report.load.trades / (report.load.windowMs / 1000);
const iterations = (report: TargetReport) =>
  Math.max(1, report.load.trades + report.load.failedTrades);

/** The figures of both phases, per iteration (quote + transfer, quote + trade). */
function figures(report: TargetReport) {
  const n = iterations(report);
  const seconds = report.load.windowMs / 1000;
  const cpu = (cores: number) => (1000 * cores * seconds) / n;
  const { cores, sql, postgres } = report.profile;
  return {
    perSecond: perSecond(report),
    statements: sql.statements.reduce((sum, stat) => sum + stat.count, 0) / n,
    commits: postgres.counters.commits / n,
    cpuServerMs: cpu(cores.serverNode),
    cpuPostgresMs: cpu(cores.postgresThisDatabase),
    cpuLoadMs: cpu(cores.loadGenerator),
    checkoutMs: sql.checkouts.count === 0 ? 0 : sql.checkouts.totalMs / sql.checkouts.count,
  };
}

function latencies(label: string, summary: LatencySummary): string[] {
  return [label, `${ms(summary.p50Ms)} / ${ms(summary.p99Ms)} / ${ms(summary.maxMs)}`];
}

export function fundingVerdicts(reports: FundingReports) {
  const ratio = perSecond(reports.funding) / Math.max(perSecond(reports.trades), 1e-9);
  const lag = summarize(reports.funding.lagMs);
  return {
    ratio,
    lag,
    ratioMet: ratio >= fundingGoals.ratioToTrades,
    lagMet: lag.count > 0 && lag.p99Ms <= fundingGoals.railLagP99Ms,
  };
}

export function renderFundingReport(
  options: BenchOptions,
  machine: MachineFacts,
  reports: FundingReports,
): string {
  const { funding, trades } = reports;
  const f = figures(funding);
  const t = figures(trades);
  const { ratio, lag, ratioMet, lagMet } = fundingVerdicts(reports);
  const both = (label: string, pick: (x: ReturnType<typeof figures>) => string) => [
    label,
    pick(f),
    pick(t),
  ];
  const used = (report: TargetReport) => report.profile.cores;
  const sqlRows = funding.profile.sql.statements.map((stat) => [
    fixed(stat.count / iterations(funding), 2),
    ms(stat.totalMs / stat.count),
    stat.statement,
  ]);
  return [
    `funding quote → transfer and quote → trade over HTTP, one after the other: ${options.connections} connections, ${options.customers} customers each, ${options.seconds} s measured after ${options.warmupSeconds} s of warm-up, pool ${options.poolSize}, both load generators in a process of their own`,
    `machine: ${machine.cores} cores (${machine.cpuModel}), Node ${machine.node}, PostgreSQL ${machine.postgres}; load average at start ${machine.loadAverageAtStart.join(' / ')}`,
    '',
    table([
      ['', 'funding', 'trades'],
      both('per second (transfers, trades)', (x) => fixed(x.perSecond)),
      latencies('POST /api/quotes p50 / p99 / max', funding.load.quotes).concat(
        `${ms(trades.load.quotes.p50Ms)} / ${ms(trades.load.quotes.p99Ms)} / ${ms(trades.load.quotes.maxMs)}`,
      ),
      latencies('POST /api/transfers, /api/trades', funding.load.tradesLatency).concat(
        `${ms(trades.load.tradesLatency.p50Ms)} / ${ms(trades.load.tradesLatency.p99Ms)} / ${ms(trades.load.tradesLatency.maxMs)}`,
      ),
      [
        'rail lag (due → committed) p50 / p99 / max',
        `${ms(lag.p50Ms)} / ${ms(lag.p99Ms)} / ${ms(lag.maxMs)} over ${lag.count} steps`,
        '',
      ],
      both('SQL statements per iteration', (x) => fixed(x.statements, 2)),
      both('commits per iteration', (x) => fixed(x.commits, 2)),
      both('pool checkout wait, mean', (x) => ms(x.checkoutMs)),
      both('CPU per iteration: server (Node)', (x) => ms(x.cpuServerMs)),
      both('CPU per iteration: PostgreSQL', (x) => ms(x.cpuPostgresMs)),
      both('CPU per iteration: load generator', (x) => ms(x.cpuLoadMs)),
      [
        'cores: server / load / PostgreSQL / elsewhere',
        ...[funding, trades].map((r) =>
          [
            used(r).serverNode,
            used(r).loadGenerator,
            used(r).postgresThisDatabase + used(r).postgresOther,
            used(r).elsewhere,
          ]
            .map((c) => fixed(c, 2))
            .join(' / '),
        ),
      ],
      [
        'server event-loop utilization',
        fixed(funding.profile.serverEventLoopUtilization, 2),
        fixed(trades.profile.serverEventLoopUtilization, 2),
      ],
      ['errors', JSON.stringify(funding.load.errors), JSON.stringify(trades.load.errors)],
    ]),
    '',
    `ratio transfers/s ÷ trades/s ≥ ${fundingGoals.ratioToTrades}: ${fixed(ratio, 2)} ${ratioMet ? 'MET' : 'MISSED'}`,
    `rail lag p99 ≤ ${fundingGoals.railLagP99Ms} ms: ${ms(lag.p99Ms)} ${lagMet ? 'MET' : 'MISSED'}`,
    '',
    `SQL of the funding phase, per quote + transfer (count, mean round trip as Node sees it):\n${table([['per transfer', 'mean', 'statement'], ...sqlRows])}`,
    '',
    backends(funding, trades),
    '',
    'invariants:',
    ...invariants('funding', funding),
    ...invariants('trades', trades),
    '',
  ].join('\n');
}

/** What the phases' PostgreSQL backends did: ran, waited on a lock or on the WAL, or sat idle. */
function backends(funding: TargetReport, trades: TargetReport): string {
  const average = (report: TargetReport, state: string) =>
    fixed(report.profile.postgres.backendsByState[state] ?? 0, 2);
  const states = [
    ...new Set([funding, trades].flatMap((r) => Object.keys(r.profile.postgres.backendsByState))),
  ];
  const rows = states.map((state) => [state, average(funding, state), average(trades, state)]);
  return `PostgreSQL backends, average count by state (sampled every 100 ms):\n${table([
    ['state', 'funding', 'trades'],
    ...rows,
  ])}`;
}

function invariants(label: string, report: TargetReport): string[] {
  return [
    ...report.verification.checks.map(
      (check) => `${label}: ${check.label}: ${JSON.stringify(check.violations)}`,
    ),
    `${label}: ${JSON.stringify(report.verification.facts)}`,
    ...report.load.errorSamples.map((sample) => `${label}: error ${sample}`),
  ];
}
