/**
 * `npm run bench:transfers`: CAD funding over HTTP on PostgreSQL with the sandbox rails running
 * as jobs (1 s steps), 50 connections each looping funding quote → transfer (EFT deposits and
 * withdrawals in turn, each with an Idempotency-Key), and the trade benchmark's real app under
 * the same load, one after the other, both loaded from a process of their own and profiled
 * alike, so the ratio of the two is printed. The two phases run twice, in mirrored order
 * (funding, trades, trades, funding). See bench/README.md.
 */
import os from 'node:os';
import { ScratchDatabases } from './lib/databases.js';
import { type FundingReports, fundingVerdicts, renderFundingReport } from './lib/funding-report.js';
import { startFundingTarget } from './lib/funding-target.js';
import { loadTarget } from './lib/load.js';
import { machineFacts } from './lib/machine.js';
import { type BenchOptions, benchOptions } from './lib/options.js';
import { startRealTarget } from './lib/real-target.js';
import { installSqlProbe } from './lib/sql-probe.js';

const progress = (message: string) => process.stderr.write(`[bench] ${message}\n`);
const loadAverage = () => os.loadavg()[0] ?? 0;

type FundingPhase = FundingReports['funding'];
type TradesPhase = FundingReports['trades'];

/** The funding phase: the real app with its rails, loaded, then the rails let finish. */
async function fundingPhase(options: BenchOptions, databases: ScratchDatabases) {
  progress(`funding: preparing ${options.customers} customers`);
  const funding = await startFundingTarget(options, await databases.create('funding'));
  try {
    await databases.checkpoint();
    progress(`funding: ${options.warmupSeconds} s warm-up, then ${options.seconds} s measured`);
    const phase = await loadTarget(options, funding, loadAverage);
    progress('funding: letting the rails finish, then checking the books');
    return { ...phase, verification: await funding.verify(), lagMs: funding.lagMs };
  } finally {
    await funding.close();
  }
}

/** The trades phase: the trade benchmark's real app under the same load. */
async function tradesPhase(options: BenchOptions, databases: ScratchDatabases) {
  progress('trades: the real app under the same load');
  const trades = await startRealTarget(options, await databases.create('real'));
  try {
    await databases.checkpoint();
    const phase = await loadTarget(options, trades, loadAverage);
    return { ...phase, verification: await trades.verify() };
  } finally {
    await trades.close();
  }
}

/**
 * Runs the pairs of phases, each pair in the other order than the one before. Each phase is
 * loaded right after a checkpoint: both write about 10 KiB of WAL per iteration, so a run
 * crosses `max_wal_size` within a minute or so of load, and PostgreSQL then starts a checkpoint
 * (full-page writes, 35 s of flushing) in the middle of whichever phase was running. Started
 * after one, no phase runs through one that another was spared.
 */
async function runPairs(options: BenchOptions, databases: ScratchDatabases) {
  const pairs: FundingReports[] = [];
  for (let index = 0; index < options.pairs; index += 1) {
    progress(`pair ${index + 1} of ${options.pairs}`);
    let funding: FundingPhase;
    let trades: TradesPhase;
    if (index % 2 === 0) {
      funding = await fundingPhase(options, databases);
      trades = await tradesPhase(options, databases);
    } else {
      trades = await tradesPhase(options, databases);
      funding = await fundingPhase(options, databases);
    }
    pairs.push({ funding, trades });
  }
  return pairs;
}

async function main(): Promise<number> {
  const options = benchOptions();
  installSqlProbe();
  const databases = new ScratchDatabases(options.serverUrl);
  process.once('SIGINT', () => {
    progress('interrupted: dropping the scratch databases');
    void databases.dropAll().finally(() => process.exit(130));
  });
  try {
    const machine = await machineFacts(databases);
    const pairs = await runPairs(options, databases);
    process.stdout.write(renderFundingReport(options, machine, pairs));
    const { ratio, lag, perSecond } = fundingVerdicts(pairs);
    const summary = {
      transfersPerSecond: perSecond.funding,
      tradesPerSecond: perSecond.trades,
      ratio,
      pairs: pairs.map((pair) => fundingVerdicts([pair]).perSecond),
      transferLatency: pairs.map((pair) => pair.funding.load.tradesLatency),
      railLag: lag,
      loadAverage: pairs.map((pair) => [
        pair.funding.profile.loadAverage,
        pair.trades.profile.loadAverage,
      ]),
      elsewhereCores: pairs.map((pair) => [
        pair.funding.profile.cores.elsewhere,
        pair.trades.profile.cores.elsewhere,
      ]),
    };
    process.stdout.write(`BENCH_JSON ${JSON.stringify(summary)}\n`);
    const unsound = pairs
      .flatMap((pair) => [pair.funding, pair.trades])
      .some(
        (report) =>
          report.verification.checks.some((check) => Object.keys(check.violations).length > 0) ||
          Object.keys(report.load.errors).length > 0,
      );
    return unsound ? 1 : 0;
  } finally {
    await databases.dropAll();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
