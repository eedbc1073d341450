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
    walKiB: postgres.counters.walBytes / 1024 / n,
    cpuServerMs: cpu(cores.serverNode),
    cpuPostgresMs: cpu(cores.postgresThisDatabase),
    cpuLoadMs: cpu(cores.loadGenerator),
    checkoutMs: sql.checkouts.count === 0 ? 0 : sql.checkouts.totalMs / sql.checkouts.count,
  };
}

function latencies(label: string, summary: LatencySummary): string[] {
  return [label, `${ms(summary.p50Ms)} / ${ms(summary.p99Ms)} / ${ms(summary.maxMs)}`];
}

/**
 * The verdicts over every pair of phases: the ratio of the mean transfers/s to the mean
 * trades/s, and the rail lag over every funding phase's steps.
 */
export function fundingVerdicts(pairs: readonly FundingReports[]) {
  const mean = (values: readonly number[]) =>
    values.reduce((sum, value) => sum + value, 0) / Math.max(values.length, 1);
  const rates = {
    funding: mean(pairs.map((pair) => perSecond(pair.funding))),
    trades: mean(pairs.map((pair) => perSecond(pair.trades))),
  };
  const ratio = rates.funding / Math.max(rates.trades, 1e-9);
  const lag = summarize(pairs.flatMap((pair) => pair.funding.lagMs));
  return {
    perSecond: rates,
    ratio,
    lag,
    ratioMet: ratio >= fundingGoals.ratioToTrades,
    lagMet: lag.count > 0 && lag.p99Ms <= fundingGoals.railLagP99Ms,
  };
}

/** The report: each pair's figures side by side, then the verdicts, the SQL and the books. */
export function renderFundingReport(
  options: BenchOptions,
  machine: MachineFacts,
  pairs: readonly FundingReports[],
): string {
  const [first] = pairs;
  if (first === undefined) throw new Error('no pair of phases was run');
  const { ratio, lag, ratioMet, lagMet } = fundingVerdicts(pairs);
  const sqlRows = first.funding.profile.sql.statements.map((stat) => [
    fixed(stat.count / iterations(first.funding), 2),
    ms(stat.totalMs / stat.count),
    stat.statement,
  ]);
  return [
    `funding quote → transfer and quote → trade over HTTP, one after the other: ${options.connections} connections, ${options.customers} customers each, ${options.seconds} s measured after ${options.warmupSeconds} s of warm-up, pool ${options.poolSize}, both load generators in a process of their own`,
    `machine: ${machine.cores} cores (${machine.cpuModel}), Node ${machine.node}, PostgreSQL ${machine.postgres}; load average at start ${machine.loadAverageAtStart.join(' / ')}`,
    '',
    ...pairs.flatMap((pair, index) => [
      `pair ${index + 1}, ${index % 2 === 0 ? 'funding then trades' : 'trades then funding'}:`,
      pairTable(pair),
      '',
    ]),
    pairsTable(pairs),
    '',
    `ratio transfers/s ÷ trades/s ≥ ${fundingGoals.ratioToTrades}, over the ${pairs.length} pairs: ${fixed(ratio, 2)} ${ratioMet ? 'MET' : 'MISSED'}`,
    `rail lag p99 ≤ ${fundingGoals.railLagP99Ms} ms: ${ms(lag.p99Ms)} ${lagMet ? 'MET' : 'MISSED'}`,
    '',
    `SQL of pair 1's funding phase, per quote + transfer (count, mean round trip as Node sees it):\n${table([['per transfer', 'mean', 'statement'], ...sqlRows])}`,
    '',
    backends(first.funding, first.trades),
    '',
    'invariants:',
    ...pairs.flatMap((pair, index) => [
      ...invariants(`pair ${index + 1} funding`, pair.funding),
      ...invariants(`pair ${index + 1} trades`, pair.trades),
    ]),
    '',
  ].join('\n');
}

/** Each pair's rates and ratio, and the ratio over all of them. */
function pairsTable(pairs: readonly FundingReports[]): string {
  const rows = pairs.map((pair, index) => {
    const rates = fundingVerdicts([pair]);
    return [
      `pair ${index + 1}`,
      fixed(rates.perSecond.funding),
      fixed(rates.perSecond.trades),
      fixed(rates.ratio, 2),
    ];
  });
  const all = fundingVerdicts(pairs);
  return table([
    ['', 'transfers/s', 'trades/s', 'ratio'],
    ...rows,
    ['mean', fixed(all.perSecond.funding), fixed(all.perSecond.trades), fixed(all.ratio, 2)],
  ]);
}

/** One pair's phases side by side. */
function pairTable({ funding, trades }: FundingReports): string {
  const f = figures(funding);
  const t = figures(trades);
  const lag = summarize(funding.lagMs);
  const both = (label: string, pick: (x: ReturnType<typeof figures>) => string) => [
    label,
    pick(f),
    pick(t),
  ];
  const used = (report: TargetReport) => report.profile.cores;
  return table([
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
    // The whole cluster's WAL, which only this phase writes: its volume decides how soon
    // PostgreSQL starts a checkpoint, and a phase that runs through one is slower.
    both('WAL per iteration', (x) => `${fixed(x.walKiB)} KiB`),
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
  ]);
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
