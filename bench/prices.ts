/**
 * `npm run bench:prices`: the CoinGecko-compatible price reads (`/market`) of the real app as
 * shipped, against a bare Fastify "hello" JSON route as the baseline, each server in a process of
 * its own and loaded by autocannon (50 connections) one after the other, in rounds whose order
 * alternates, so each round's ratio compares loads taken minutes apart at most. With
 * `BENCH_COMPARE` another checkout's server (main's) joins the same rounds: before and after in
 * one run. See bench/README.md.
 */
import { ScratchDatabases } from './lib/databases.js';
import { machineFacts } from './lib/machine.js';
import { answerSize, measure } from './lib/price-load.js';
import { type PriceBenchOptions, priceBenchOptions, priceRoutes } from './lib/price-options.js';
import {
  type AnswerSize,
  type PriceRound,
  priceSummary,
  renderPriceJson,
  renderPriceReport,
} from './lib/price-report.js';
import { type BenchServer, startApp, startHello, thisServerRoot } from './lib/price-servers.js';

const progress = (message: string) => process.stderr.write(`[bench] ${message}\n`);

/** The baseline, this checkout's app and, with BENCH_COMPARE, the other checkout's. */
async function startServers(
  options: PriceBenchOptions,
  databases: ScratchDatabases | undefined,
  started: BenchServer[],
): Promise<void> {
  const databaseUrl = async (label: string) =>
    databases === undefined ? undefined : (await databases.create(label)).url;
  progress('starting the hello baseline');
  started.push(await startHello());
  progress('starting the app (this checkout)');
  started.push(
    await startApp('app', thisServerRoot, options, await databaseUrl('prices'), priceRoutes.price),
  );
  if (options.compareRoot !== undefined) {
    progress(`starting the compared app (${options.compareRoot})`);
    const url = await databaseUrl('prices_compare');
    started.push(await startApp('compare', options.compareRoot, options, url, priceRoutes.price));
  }
}

/** One answer of each route of each server, before any load: its status and its bytes. */
async function answerSizes(options: PriceBenchOptions, servers: readonly BenchServer[]) {
  const sizes: AnswerSize[] = [];
  for (const server of servers) {
    if (server.name === 'hello') {
      sizes.push({
        server: 'hello',
        route: 'hello',
        ...(await answerSize(`${server.baseUrl}/hello`)),
      });
      continue;
    }
    for (const route of options.routes) {
      const size = await answerSize(`${server.baseUrl}${priceRoutes[route]}`);
      sizes.push({ server: server.name, route, ...size });
    }
  }
  return sizes;
}

/** Every round loads each server in turn, in the reverse order of the round before. */
async function runRounds(options: PriceBenchOptions, servers: readonly BenchServer[]) {
  const rounds: PriceRound[] = [];
  for (let index = 0; index < options.rounds; index += 1) {
    const order = index % 2 === 0 ? [...servers] : [...servers].reverse();
    let hello: PriceRound['hello'] | undefined;
    const reads: PriceRound['reads'] = [];
    for (const server of order) {
      if (server.name === 'hello') {
        progress(`round ${index + 1}: hello`);
        hello = await measure(server, '/hello', options);
        continue;
      }
      for (const route of options.routes) {
        progress(`round ${index + 1}: ${server.name} ${route}`);
        const figures = await measure(server, priceRoutes[route], options);
        reads.push({ server: server.name, route, figures });
      }
    }
    if (hello === undefined) throw new Error('the baseline was not loaded');
    rounds.push({ hello, reads });
  }
  return rounds;
}

async function main(): Promise<number> {
  const options = priceBenchOptions();
  const databases =
    options.databaseUrl === undefined ? undefined : new ScratchDatabases(options.databaseUrl);
  const servers: BenchServer[] = [];
  const cleanUp = async () => {
    for (const server of servers) await server.stop();
    await databases?.dropAll();
  };
  // Ctrl-C still stops the servers and drops the scratch databases.
  process.once('SIGINT', () => {
    progress('interrupted: stopping the servers');
    void cleanUp().finally(() => process.exit(130));
  });
  try {
    const machine = await machineFacts(databases);
    await startServers(options, databases, servers);
    const sizes = await answerSizes(options, servers);
    const rounds = await runRounds(options, servers);
    process.stdout.write(renderPriceReport(options, machine, sizes, rounds));
    process.stdout.write(`BENCH_JSON ${renderPriceJson(options, machine, sizes, rounds)}\n`);
    const failed = rounds.some((round) => round.reads.some((read) => read.figures.failures > 0));
    const wrong = sizes.some((size) => size.status !== 200);
    return failed || wrong || priceSummary(rounds).length === 0 ? 1 : 0;
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
