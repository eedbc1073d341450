/**
 * `npm run bench:trades`: quote → trade end to end over HTTP on PostgreSQL, the real app beside a
 * naive single-house-row baseline, same load, same database server, one after the other (never
 * at once: they would share the same two cores). See bench/README.md.
 */
import os from 'node:os';
import { startCpuHogs } from './lib/cpu-hogs.js';
import { ScratchDatabases } from './lib/databases.js';
import { loadTarget } from './lib/load.js';
import { machineFacts } from './lib/machine.js';
import { startNaiveTarget } from './lib/naive-server.js';
import { benchOptions, type TargetName } from './lib/options.js';
import { renderPgledger, runPgledgerPhase } from './lib/pgledger.js';
import { startRealTarget } from './lib/real-target.js';
import { type Reports, renderJson, renderReport, tradesPerSecond } from './lib/report.js';
import { sampleRss } from './lib/rss.js';
import { installSqlProbe } from './lib/sql-probe.js';

const progress = (message: string) => process.stderr.write(`[bench] ${message}\n`);

async function main(): Promise<number> {
  const options = benchOptions();
  installSqlProbe();
  const databases = new ScratchDatabases(options.serverUrl);
  // Ctrl-C still drops the scratch databases.
  process.once('SIGINT', () => {
    progress('interrupted: dropping the scratch databases');
    void databases.dropAll().finally(() => process.exit(130));
  });
  const reports: Reports = {};
  let pgledgerUnsound = false;
  const hogs = startCpuHogs(options.cpuHogs);
  try {
    const machine = await machineFacts(databases);
    for (const name of options.targets) reports[name] = await runTarget(name);
    const pgledger = await runPgledger();
    process.stdout.write(renderReport(options, machine, reports));
    if (pgledger !== undefined) {
      const real = reports.real === undefined ? undefined : tradesPerSecond(reports.real);
      process.stdout.write(renderPgledger(pgledger, real));
      pgledgerUnsound = Object.keys(pgledger.violations).length > 0;
    }
    process.stdout.write(`BENCH_JSON ${renderJson(options, machine, reports, pgledger)}\n`);
  } finally {
    hogs.stop();
    await databases.dropAll();
  }
  const unsound = Object.values(reports).some(
    (report) =>
      report.verification.checks.some((check) => Object.keys(check.violations).length > 0) ||
      Object.keys(report.load.errors).length > 0,
  );
  return unsound || pgledgerUnsound ? 1 : 0;

  /** With PGLEDGER_DIR (a checkout of pgledger): its SQL-only trade under pgbench, after the others. */
  async function runPgledger() {
    const checkout = process.env.PGLEDGER_DIR;
    if (checkout === undefined || checkout === '') return undefined;
    progress(`pgledger: ${options.warmupSeconds} s warm-up, then ${options.seconds} s measured`);
    return runPgledgerPhase(databases, {
      checkout,
      clients: options.connections,
      warmupSeconds: options.warmupSeconds,
      seconds: options.seconds,
    });
  }

  async function runTarget(name: TargetName) {
    const database = await databases.create(name);
    progress(`${name}: preparing ${options.customers} customers on ${database.name}`);
    const target =
      name === 'real'
        ? await startRealTarget(options, database)
        : await startNaiveTarget(options, database);
    try {
      progress(`${name}: ${options.warmupSeconds} s warm-up, then ${options.seconds} s measured`);
      const rss = sampleRss();
      const phase = await loadTarget(options, target, () => os.loadavg()[0] ?? 0);
      const memory = rss.stop();
      progress(`${name}: checking the books`);
      return { ...phase, memory, verification: await target.verify() };
    } finally {
      await target.close();
    }
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
