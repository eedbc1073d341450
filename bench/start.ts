/**
 * `npm run bench:start`: how long `npm start` takes to be ready, the first time (nothing
 * compiled, a new database) and the next (nothing changed), and how much memory the server then
 * holds at idle, on embedded PGlite and on PostgreSQL. With `BENCH_COMPARE` another checkout
 * (main's) is started in the same rounds, in alternating order: a before and after in one run.
 * See bench/README.md.
 */
import { ScratchDatabases } from './lib/databases.js';
import { machineFacts } from './lib/machine.js';
import { startBenchOptions } from './lib/start-options.js';
import { renderStartJson, renderStartReport, startSummary } from './lib/start-report.js';
import { buildWebApp, type StartSample, startRound } from './lib/start-scenarios.js';

const progress = (message: string) => process.stderr.write(`[bench] ${message}\n`);

async function main(): Promise<void> {
  const options = startBenchOptions();
  const databases =
    options.databaseUrl === undefined ? undefined : new ScratchDatabases(options.databaseUrl);
  const stop = () => {
    void databases?.dropAll().finally(() => process.exit(130));
  };
  process.once('SIGINT', stop);
  try {
    const machine = await machineFacts(databases);
    for (const checkout of options.checkouts) {
      progress(`building the web app of ${checkout.name} (${checkout.root}) if it changed`);
      buildWebApp(checkout);
    }
    const samples: StartSample[] = [];
    for (let round = 1; round <= options.rounds; round += 1) {
      const order = round % 2 === 1 ? options.checkouts : [...options.checkouts].reverse();
      for (const checkout of order) {
        const settings = { settleSeconds: options.settleSeconds, databases };
        samples.push(...(await startRound(checkout, round, settings, progress)));
      }
    }
    const rows = startSummary(samples);
    process.stdout.write(renderStartReport(rows, machine));
    process.stdout.write(renderStartJson(rows, samples, machine));
  } finally {
    await databases?.dropAll();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
