/**
 * `npm run bench:fanout`: live prices over Server-Sent Events to thousands of streams, the app
 * (`GET /stream/prices` with every hook) against a naive `node:http` broadcaster, each server in a
 * process of its own ticking on the same beat, loaded by raw sockets in worker threads of a third
 * process. Rounds alternate the order; each size of load runs in every round. See bench/README.md.
 */
import { measureFanout } from './lib/fanout-measure.js';
import { type FanoutOptions, fanoutOptions } from './lib/fanout-options.js';
import { type FanoutRun, fanoutSummary, renderFanoutReport } from './lib/fanout-report.js';
import { type FanoutServer, startFanoutServer } from './lib/fanout-servers.js';
import { machineFacts } from './lib/machine.js';

const progress = (message: string) => process.stderr.write(`[bench] ${message}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function runRounds(options: FanoutOptions, servers: readonly FanoutServer[]) {
  const runs: FanoutRun[] = [];
  for (let round = 0; round < options.rounds; round += 1) {
    const order = round % 2 === 0 ? [...servers] : [...servers].reverse();
    for (const server of order) {
      for (const streams of options.sizes) {
        progress(`round ${round + 1}: ${server.name}, ${streams} streams`);
        const label = `${server.name}-${streams}-round${round + 1}`;
        const figures = await measureFanout(server, streams, options, label);
        runs.push({ round, server: server.name, figures });
        // The closed streams' clean-up is not the next load's.
        await sleep(2000);
      }
    }
  }
  return runs;
}

async function main(): Promise<number> {
  const options = fanoutOptions();
  const servers: FanoutServer[] = [];
  const cleanUp = async () => {
    for (const server of servers) await server.stop();
  };
  process.once('SIGINT', () => {
    progress('interrupted: stopping the servers');
    void cleanUp().finally(() => process.exit(130));
  });
  try {
    const machine = await machineFacts(undefined);
    progress('starting the naive broadcaster');
    servers.push(await startFanoutServer('naive', options.tickMs, undefined));
    progress('starting the app');
    servers.push(await startFanoutServer('app', options.tickMs, options.cpuProfileDir));
    const runs = await runRounds(options, servers);
    process.stdout.write(renderFanoutReport(options, machine, runs));
    process.stdout.write(
      `BENCH_JSON ${JSON.stringify({ options, machine, runs, summary: fanoutSummary(runs) })}\n`,
    );
    const failed = runs.some((run) => run.figures.failed > 0 || run.figures.closedEarly > 0);
    return failed ? 1 : 0;
  } finally {
    await cleanUp();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
