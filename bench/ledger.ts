/**
 * `npm run bench:ledger`: the ledger's own limit, without HTTP, quotes or trades. The same
 * trade-shaped entries (four postings: CAD in, BTC out, against house shards) posted by 50
 * concurrent clients through `LedgerService.post`, batched the way trading batches them, and
 * each in a transaction of its own; rounds alternate which goes first. See bench/README.md.
 */
import os from 'node:os';
import { ScratchDatabases } from './lib/databases.js';
import { type LedgerPhase, type PostingMode, runLedgerPhase } from './lib/ledger-load.js';
import { type LedgerBenchOptions, renderLedgerReport } from './lib/ledger-report.js';
import { prepareLedgerWorld } from './lib/ledger-world.js';
import { machineFacts } from './lib/machine.js';
import { positiveInteger } from './lib/options.js';

const progress = (message: string) => process.stderr.write(`[bench] ${message}\n`);

const options: LedgerBenchOptions = {
  serverUrl: process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
  clients: positiveInteger(process.env, 'BENCH_CONNECTIONS', 50),
  poolSize: positiveInteger(process.env, 'BENCH_POOL_SIZE', 20),
  warmupSeconds: positiveInteger(process.env, 'BENCH_WARMUP_SECONDS', 2),
  seconds: positiveInteger(process.env, 'BENCH_SECONDS', 10),
  rounds: positiveInteger(process.env, 'BENCH_ROUNDS', 3),
};

async function main(): Promise<number> {
  const databases = new ScratchDatabases(options.serverUrl);
  process.once('SIGINT', () => {
    progress('interrupted: dropping the scratch databases');
    void databases.dropAll().finally(() => process.exit(130));
  });
  const rounds: LedgerPhase[][] = [];
  try {
    const machine = await machineFacts(databases);
    for (let round = 0; round < options.rounds; round += 1) {
      // Alternate the order so a steady drift of the machine's speed favours neither mode.
      const order: PostingMode[] =
        round % 2 === 0 ? ['batched', 'one-by-one'] : ['one-by-one', 'batched'];
      const phases: LedgerPhase[] = [];
      for (const mode of order) phases.push(await runPhase(databases, mode, round));
      rounds.push(phases);
    }
    process.stdout.write(renderLedgerReport(options, machine, rounds));
    process.stdout.write(`BENCH_JSON ${JSON.stringify({ options, machine, rounds })}\n`);
  } finally {
    await databases.dropAll();
  }
  const unsound = rounds
    .flat()
    .some(
      (phase) => Object.keys(phase.violations).length > 0 || Object.keys(phase.errors).length > 0,
    );
  return unsound ? 1 : 0;
}

async function runPhase(databases: ScratchDatabases, mode: PostingMode, round: number) {
  const database = await databases.create(`ledger_${mode === 'batched' ? 'batch' : 'single'}`);
  progress(
    `round ${round + 1}, ${mode}: preparing ${options.clients} customers on ${database.name}`,
  );
  const world = await prepareLedgerWorld(database.url, options.poolSize, options.clients);
  try {
    await databases.checkpoint();
    progress(
      `round ${round + 1}, ${mode}: ${options.warmupSeconds} s warm-up, ${options.seconds} s measured (load ${os.loadavg()[0]?.toFixed(2)})`,
    );
    return await runLedgerPhase(world, {
      mode,
      clients: options.clients,
      warmupMs: options.warmupSeconds * 1000,
      measureMs: options.seconds * 1000,
    });
  } finally {
    await world.opened.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
