import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { type Config, ConfigError, loadConfig } from './config.js';
import { describeDemoAccounts } from './demo-accounts.js';
import { DemoClock } from './demo-history/demo-clock.js';
import { setBackForDemoHistory } from './demo-history/demo-history.js';
import { startDemo } from './demo-history/demo-start.js';
import { systemClock } from './infra/clock.js';
import { createCoordination } from './infra/coordination/coordination.js';
import { databaseTarget, openDatabase } from './infra/db/database.js';
import { migrateToLatest } from './infra/db/migrator.js';
import { jsonDestination, prettyDestination } from './infra/logger.js';
import { createShutdown } from './infra/shutdown.js';
import { recordAuditEvent } from './modules/audit/audit.repo.js';
import { createServices } from './services.js';

/** The built web app sits beside this package; `src/` and `dist/` are at the same depth. */
const defaultWebDistDir = fileURLToPath(new URL('../../web/dist/', import.meta.url));

function readConfig(): Config {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

async function main() {
  const config = readConfig();
  const target = databaseTarget(config);
  const database = await openDatabase(target);
  const applied = await migrateToLatest(database.db);
  const coordination = await createCoordination(target, database.db, config.redis);
  // With demo accounts, a clock their history sets back a year on the first start (ADR 78).
  const demoClock = config.demoAccounts ? new DemoClock() : undefined;
  const services = createServices(config, database.db, coordination, demoClock ?? systemClock);
  const setBack = demoClock && (await setBackForDemoHistory(services, demoClock, database.driver));
  const searchKeysIndexed = await services.kyc.indexSearchKeyBacklog();
  const app = await buildApp({
    config: { ...config, webDistDir: config.webDistDir ?? defaultWebDistDir },
    database,
    services,
    logDestination: config.logFormat === 'pretty' ? await prettyDestination() : jsonDestination(),
  });
  app.log.info({ driver: database.driver, applied, searchKeysIndexed }, 'database ready');
  coordination.open(app.log);
  await services.market.start(app.log);
  services.alertWatch.start(app.log);
  services.limitOrderTrigger.start(app.log);
  database.onConnectionError((error) =>
    app.log.warn({ err: error }, 'database connection lost; the pool opens another when needed'),
  );
  app.log.info({ source: services.market.source }, 'market data ready');
  if (config.mail.smtpUrl === undefined) {
    app.log.info(
      config.isProduction
        ? 'SMTP_URL is not set: e-mail stays undelivered in the outbox'
        : 'SMTP_URL is not set: e-mail stays in the outbox, shown at /dev/mailbox',
    );
  }
  const demo =
    demoClock &&
    setBack &&
    (await startDemo({ services, app, clock: demoClock, setBack, publicUrl: config.publicUrl }));
  await services.jobs.start(app.log);

  const shutdown = createShutdown({
    app,
    database,
    workers: [
      // The alerts' watch, the orders' trigger and the market give their leads up first, then
      // the connections they led through close.
      {
        stop: async () => {
          await services.alertWatch.stop();
          await services.limitOrderTrigger.stop();
          await services.market.stop();
          await coordination.close();
        },
      },
      services.jobs,
      // The demo statements still being asked for (ADR 78), stopped between two periods.
      ...(demo === undefined ? [] : [demo]),
    ],
    timeoutMs: config.shutdownTimeoutMs,
    exit: (code) => process.exit(code),
  });
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
  await recordAuditEvent(database.db, {
    actorType: 'system',
    actorId: null,
    action: 'system.started',
    requestId: null,
    details: { driver: database.driver, env: config.env },
  });
  const tcp = app
    .addresses()
    .find((address): address is AddressInfo => typeof address !== 'string');
  const port = tcp?.port ?? config.port;
  if (demo !== undefined) process.stdout.write(describeDemoAccounts(demo.credentials));
  demo?.issueStatements();
  process.stdout.write(`\nMaple Exchange is running at http://localhost:${port}\n\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Start-up failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
