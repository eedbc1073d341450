/**
 * `npm run bench:transfers`: CAD funding over HTTP on PostgreSQL with the sandbox rails running
 * as jobs (1 s steps), 50 connections each looping funding quote → transfer (EFT deposits and
 * withdrawals in turn, each with an Idempotency-Key), then the trade benchmark's real app under
 * the same load, one after the other, both loaded from a process of their own and profiled
 * alike, so the ratio of the two is printed. See bench/README.md.
 */
import os from 'node:os';
import { ScratchDatabases } from './lib/databases.js';
import { type FundingReports, fundingVerdicts, renderFundingReport } from './lib/funding-report.js';
import { startFundingTarget } from './lib/funding-target.js';
import { loadTarget } from './lib/load.js';
import { machineFacts } from './lib/machine.js';
import { benchOptions } from './lib/options.js';
import { startRealTarget } from './lib/real-target.js';
import { installSqlProbe } from './lib/sql-probe.js';

const progress = (message: string) => process.stderr.write(`[bench] ${message}\n`);
const loadAverage = () => os.loadavg()[0] ?? 0;

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
    progress(`funding: preparing ${options.customers} customers`);
    const funding = await startFundingTarget(options, await databases.create('funding'));
    let fundingReport: FundingReports['funding'];
    try {
      progress(`funding: ${options.warmupSeconds} s warm-up, then ${options.seconds} s measured`);
      const phase = await loadTarget(options, funding, loadAverage);
      progress('funding: letting the rails finish, then checking the books');
      fundingReport = { ...phase, verification: await funding.verify(), lagMs: funding.lagMs };
    } finally {
      await funding.close();
    }

    progress('trades: the real app under the same load');
    const trades = await startRealTarget(options, await databases.create('real'));
    let tradesReport: FundingReports['trades'];
    try {
      const phase = await loadTarget(options, trades, loadAverage);
      tradesReport = { ...phase, verification: await trades.verify() };
    } finally {
      await trades.close();
    }

    const reports = { funding: fundingReport, trades: tradesReport };
    process.stdout.write(renderFundingReport(options, machine, reports));
    const { ratio, lag } = fundingVerdicts(reports);
    const summary = {
      transfersPerSecond: fundingReport.load.trades / (fundingReport.load.windowMs / 1000),
      tradesPerSecond: tradesReport.load.trades / (tradesReport.load.windowMs / 1000),
      ratio,
      transferLatency: fundingReport.load.tradesLatency,
      railLag: lag,
      loadAverage: [fundingReport.profile.loadAverage, tradesReport.profile.loadAverage],
      elsewhereCores: [fundingReport.profile.cores.elsewhere, tradesReport.profile.cores.elsewhere],
    };
    process.stdout.write(`BENCH_JSON ${JSON.stringify(summary)}\n`);
    const unsound = [fundingReport, tradesReport].some(
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
