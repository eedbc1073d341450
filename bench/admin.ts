/**
 * `npm run bench:admin`: the back office on PostgreSQL at the issue's sizes (1 M customers,
 * 10 M trades, 2 M transfers, times BENCH_ADMIN_SCALE), seeded with COPY; then customer search,
 * customer detail, the trades list and the sales report timed one request at a time against
 * their p95 targets, and the CSV exports' rows per second with the server's memory. Endpoints
 * that do not exist yet are reported as missing. See bench/README.md.
 */
import os from 'node:os';
import {
  type ExportResult,
  measureExport,
  measureTimed,
  type TimedResult,
} from './lib/admin-measure.js';
import { adminBenchOptions, seedSizes } from './lib/admin-options.js';
import { Picker } from './lib/admin-picker.js';
import {
  type AdminRun,
  exportSummary,
  groupSummary,
  renderAdminReport,
} from './lib/admin-report.js';
import { exportRequests, requestGroups, timedRequests } from './lib/admin-requests.js';
import { startAdminTarget } from './lib/admin-target.js';
import { World } from './lib/admin-world.js';
import { ScratchDatabases } from './lib/databases.js';
import { machineFacts } from './lib/machine.js';

const progress = (message: string) => process.stderr.write(`[bench] ${message}\n`);

async function main(): Promise<number> {
  const options = adminBenchOptions();
  const sizes = seedSizes(options.scale);
  const databases = new ScratchDatabases(options.serverUrl);
  process.once('SIGINT', () => {
    progress('interrupted: dropping the scratch database');
    void databases.dropAll().finally(() => process.exit(130));
  });
  try {
    const machine = await machineFacts(databases);
    const world = new World(options.seed, sizes, new Date());
    const what = `${sizes.customers} customers, ${sizes.trades} trades, ${sizes.transfers} transfers`;
    progress(
      options.database === undefined ? `seeding ${what}` : `measuring a database of ${what}`,
    );
    const database =
      options.database === undefined
        ? await databases.create('admin')
        : databases.existing(options.database);
    if (options.keep || options.database !== undefined) {
      databases.keep(database.name);
      progress(`keeping ${database.name} after the run`);
    }
    const target = await startAdminTarget(options, database, world, progress);
    const timed: TimedResult[] = [];
    const exports: ExportResult[] = [];
    try {
      const pick = new Picker(world, options.seed);
      for (const request of timedRequests) {
        progress(`timing ${request.name}`);
        timed.push(await measureTimed(target.baseUrl, target.token, request, pick, options));
      }
      for (const request of exportRequests) {
        progress(`streaming ${request.name}`);
        exports.push(await measureExport(target.baseUrl, target.token, request, pick, options));
      }
    } finally {
      await target.close();
    }
    const run: AdminRun = {
      options,
      sizes,
      machine,
      seed: target.seed,
      timed,
      exports,
      loadAverageAtEnd: os.loadavg()[0] ?? 0,
    };
    process.stdout.write(renderAdminReport(run));
    process.stdout.write(`BENCH_JSON ${JSON.stringify(summaryOf(run))}\n`);
    const broken =
      Object.values(run.seed?.orphans ?? {}).some((n) => n > 0) ||
      timed.some((result) => result.outcome === 'failed') ||
      exports.some((result) => result.outcome === 'failed');
    return broken ? 1 : 0;
  } finally {
    await databases.dropAll();
  }
}

function summaryOf(run: AdminRun) {
  return {
    scale: run.options.scale,
    sizes: run.sizes,
    seedSeconds: run.seed?.totalSeconds,
    seedTables: run.seed?.tables,
    groups: requestGroups.map((group) => {
      const { latency, target, verdict, missing } = groupSummary(run, group);
      return {
        group,
        p50Ms: latency.p50Ms,
        p95Ms: latency.p95Ms,
        p99Ms: latency.p99Ms,
        targetMs: target,
        verdict,
        missing,
      };
    }),
    exports: run.exports.map((result) => {
      const { slowestRowsPerSecond, rssDriftMiB, verdict } = exportSummary(
        result,
        run.options.rssDriftLimitMiB,
      );
      return { name: result.name, slowestRowsPerSecond, rssDriftMiB, verdict };
    }),
    loadAverage: [run.machine.loadAverageAtStart[0], run.loadAverageAtEnd],
  };
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
