/**
 * `npm run bench:documents`: a month's account statements (ADR 77) for BENCH_CUSTOMERS
 * customers (default 100,000) with a month of activity each, seeded by SQL this bench owns.
 * First a baseline on BENCH_BASELINE_CUSTOMERS of them (default 1,000): each customer's
 * statement read, drawn and kept alone, one after another; then the product's pipeline on all
 * of them, `statements.issue(period)` then `documents.drawDue()`, through the real services.
 * Prints documents/s and the process's peak RSS of each, their ratio, the time extrapolated to
 * 100,000 customers, and checks that every customer got exactly one statement, drawn and
 * audited. PGlite (in memory) unless DATABASE_URL names a PostgreSQL server, where a scratch
 * database is used and dropped. See bench/README.md.
 */
import { ScratchDatabases } from './lib/databases.js';
import { runBaseline } from './lib/documents-baseline.js';
import { documentsOptions } from './lib/documents-options.js';
import { joined } from './lib/documents-phase.js';
import { runPipeline } from './lib/documents-pipeline.js';
import { type DocumentsRun, renderDocumentsReport } from './lib/documents-report.js';
import { customerGuid, seedStatementWorld } from './lib/documents-seed.js';
import { verifyRun } from './lib/documents-verify.js';
import { type DocumentsWorld, openDocumentsWorld } from './lib/documents-world.js';
import { machineFacts } from './lib/machine.js';

const progress = (message: string) => process.stderr.write(`[bench] ${message}\n`);
const options = documentsOptions(process.env);

/** `count` customers spread evenly over the seeded ones (1-based, as the seed numbers them). */
const sampleOf = (count: number, of: number) =>
  Array.from({ length: count }, (_, i) => customerGuid(1 + Math.floor((i * of) / count)));

async function measure(world: DocumentsWorld): Promise<Omit<DocumentsRun, 'machine'>> {
  const { db } = world.opened;
  const { period } = world;
  progress(
    `seeding ${options.customers} customers, ${options.entries} entries each, in ${period.period}, on ${world.where}`,
  );
  const seed = await seedStatementWorld(db, { ...options, period }, progress);
  const sample = sampleOf(options.baselineCustomers, options.customers);
  // Half the baseline before the pipeline and half after, so a machine that speeds up or slows
  // down while they run favours neither (other work shares it).
  const first = sample.filter((_, i) => i % 2 === 0);
  const second = sample.filter((_, i) => i % 2 === 1);
  progress(`baseline, first half: ${first.length} statements, one at a time`);
  const before = await runBaseline(world, first, progress);
  progress(`pipeline: issue ${period.period} for every customer, then drawDue`);
  const pipeline = await runPipeline(world, progress);
  progress(`baseline, second half: ${second.length} statements, one at a time`);
  const after = second.length === 0 ? undefined : await runBaseline(world, second, progress);
  const baseline = { before, after, both: after === undefined ? before : joined(before, after) };
  const checks = await verifyRun(db, {
    period: period.period,
    customers: options.customers,
    sample: sample.length,
  });
  const { where, documents } = world;
  const renderThreads = documents.renderThreads;
  return { options, where, period: period.period, renderThreads, seed, baseline, pipeline, checks };
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
    const world = await openDocumentsWorld(options, scratch);
    let run: DocumentsRun;
    try {
      run = { machine, ...(await measure(world)) };
    } finally {
      await world.close();
    }
    process.stdout.write(renderDocumentsReport(run));
    process.stdout.write(`BENCH_JSON ${JSON.stringify(run)}\n`);
    const sound = Object.keys(run.seed.violations).length === 0;
    return sound && run.checks.every((check) => check.ok) ? 0 : 1;
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
