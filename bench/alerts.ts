/**
 * `npm run bench:alerts`: BENCH_ALERTS active price alerts (default 100,000) of BENCH_USERS
 * customers (default 2,000) over a recorded day of the product's simulated market, a tick each
 * BENCH_TICK_SECONDS (default 30). The product's `AlertWatch` (an index, ADR 79) against a
 * baseline that checks every alert on every tick, both firing through the product's
 * `fireAlerts` and queuing the same `deliver-price-alert` jobs; BENCH_ROUNDS of each (default
 * 2), product then baseline, the alerts reset between. Prints time per tick and crossing →
 * job queued per side, and checks: no duplicates, no false alerts, the same firings on both
 * sides, p99 crossing → queued ≤ 5 s. PGlite (in memory) unless DATABASE_URL names a PostgreSQL
 * server, where a scratch database is used and dropped. See bench/README.md.
 */
import { resetAlerts, storedAlerts } from './lib/alerts-jobs.js';
import { alertsOptions } from './lib/alerts-options.js';
import { dayMoves, type RecordedDay, recordDay } from './lib/alerts-recording.js';
import { type AlertsRun, figuresOf, renderAlertsReport } from './lib/alerts-report.js';
import { seedAlertWorld } from './lib/alerts-seed.js';
import { runSide, type Side, type SideRun } from './lib/alerts-sides.js';
import { verifyRuns } from './lib/alerts-verify.js';
import { type AlertsWorld, openAlertsWorld } from './lib/alerts-world.js';
import { ScratchDatabases } from './lib/databases.js';
import { type MachineFacts, machineFacts } from './lib/machine.js';

const progress = (message: string) => process.stderr.write(`[bench] ${message}\n`);
const options = alertsOptions(process.env);

/** Product then baseline, BENCH_ROUNDS times: a drifting machine favours neither side. */
async function alternate(world: AlertsWorld, day: RecordedDay): Promise<SideRun[]> {
  const runs: SideRun[] = [];
  for (let round = 0; round < options.rounds; round += 1) {
    for (const side of ['product', 'baseline'] satisfies Side[]) {
      if (runs.length > 0) await resetAlerts(world.db);
      progress(`round ${round + 1}, ${side}: replaying ${day.ticks.length} ticks`);
      const shape = { reloads: options.reloads, progress };
      const run = await runSide(world, day, { side, round }, shape);
      progress(
        `round ${round + 1}, ${side}: ${run.jobs.length} jobs, ${run.stretch.seconds.toFixed(1)} s`,
      );
      runs.push(run);
    }
  }
  return runs;
}

async function measure(world: AlertsWorld, machine: MachineFacts): Promise<AlertsRun> {
  progress(`recording a day of the simulated market, a tick each ${options.tickSeconds} s`);
  const recordStarted = performance.now();
  const day = await recordDay(options.seed, options.tickSeconds);
  const recordSeconds = (performance.now() - recordStarted) / 1000;
  progress(`seeding ${options.users} users and ${options.alerts} alerts on ${world.where}`);
  const seed = await seedAlertWorld(world.db, options, day);
  const runs = await alternate(world, day);
  progress('checking every job against the recording');
  const checks = verifyRuns(runs, day, await storedAlerts(world.db), seed.alerts);
  return {
    options,
    machine,
    where: world.where,
    seed,
    day: { ticks: day.ticks.length, recordSeconds, moves: dayMoves(day) },
    runs: runs.map(figuresOf),
    checks,
  };
}

async function main(): Promise<number> {
  const scratch =
    options.serverUrl === undefined ? undefined : new ScratchDatabases(options.serverUrl);
  process.once('SIGINT', () => {
    progress('interrupted: dropping the scratch database');
    void (scratch?.dropAll() ?? Promise.resolve()).finally(() => process.exit(130));
  });
  try {
    const machine = await machineFacts(scratch);
    const world = await openAlertsWorld(options, scratch);
    let run: AlertsRun;
    try {
      run = await measure(world, machine);
    } finally {
      await world.close();
    }
    process.stdout.write(renderAlertsReport(run));
    process.stdout.write(`BENCH_JSON ${JSON.stringify(run)}\n`);
    return run.checks.every((check) => check.ok) ? 0 : 1;
  } finally {
    await scratch?.dropAll();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
