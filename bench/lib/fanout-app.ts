/**
 * `npm run bench:fanout`'s app, in a process of its own: the server built as `src/main.ts`
 * builds it (configuration from the environment, migrations, services, every hook and the JSON
 * log a collector would read, on standard output), with one change: the simulated market ticks
 * every `TICK_MS` instead of every 1–5 s, so both servers make the same number of ticks. A tick
 * still goes the product's way: stored and published by the instance leading the market, then
 * fanned out to the streams. The job queue does not run: its polling would blur CPU per tick.
 */
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { createCoordination } from '../../apps/server/src/infra/coordination/coordination.js';
import { databaseTarget, openDatabase } from '../../apps/server/src/infra/db/database.js';
import { migrateToLatest } from '../../apps/server/src/infra/db/migrator.js';
import { jsonDestination } from '../../apps/server/src/infra/logger.js';
import { SimulatedMarket } from '../../apps/server/src/modules/market/simulated/simulated-market.js';
import { createServices } from '../../apps/server/src/services.js';
import { WindowProfiler } from './cpu-profile.js';

const config = loadConfig(process.env);
const target = databaseTarget(config);
const database = await openDatabase(target);
await migrateToLatest(database.db);
const coordination = await createCoordination(target, database.db, config.redis);
const services = createServices(config, database.db, coordination);
const app = await buildApp({ config, database, services, logDestination: jsonDestination() });
coordination.open(app.log);
await services.market.start(app.log);

const feed = services.market.feed;
if (!(feed instanceof SimulatedMarket)) throw new Error('the bench runs the simulated market');
// The feed's own timer stops; this process leads the market and ticks it on the bench's beat.
feed.stop();
const ticks = setInterval(() => feed.tick(), Number(process.env.TICK_MS));

await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
if (address === null || typeof address === 'string') throw new Error('not listening on TCP');
process.send?.({ port: address.port });

// With BENCH_CPU_PROFILE the bench asks for a profile of this thread around a measured window.
const profiler = new WindowProfiler(process.env.BENCH_CPU_PROFILE || undefined);
process.on('message', (message: { profile: 'start' | 'stop'; label: string }) => {
  const done = message.profile === 'start' ? profiler.start() : profiler.stop(message.label);
  void done.then(() => process.send?.({ profiled: message.label }));
});

process.once('SIGTERM', () => {
  clearInterval(ticks);
  void app
    .close()
    .then(() => services.market.stop())
    .then(() => coordination.close())
    .then(() => database.close())
    .finally(() => process.exit(0));
});
