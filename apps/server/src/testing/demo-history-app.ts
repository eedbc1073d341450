import { readFile } from 'node:fs/promises';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app.js';
import { ensureDemoAccounts } from '../demo-accounts.js';
import { DemoClock } from '../demo-history/demo-clock.js';
import { setBackForDemoHistory } from '../demo-history/demo-history.js';
import { createCoordination } from '../infra/coordination/coordination.js';
import { type Database, type DatabaseTarget, openDatabase } from '../infra/db/database.js';
import { migrateToLatest } from '../infra/db/migrator.js';
import { createServices, type Services } from '../services.js';
import { testConfig } from './test-app.js';

/** An embedded database, whatever DATABASE_URL says: the only one whose clock follows (ADR 78). */
type EmbeddedDatabase = Database & { target: DatabaseTarget };

export interface DemoHistoryApp {
  app: FastifyInstance;
  database: EmbeddedDatabase;
  services: Services;
  clock: DemoClock;
  /** What setting the clocks back answered at start. */
  setBack: Awaited<ReturnType<typeof setBackForDemoHistory>>;
  close(): Promise<void>;
}

/**
 * The app started as `main.ts` starts it with demo accounts on a fresh embedded database (ADR
 * 78), as `npm start` runs: a demo clock, set back a year before the market starts, then the
 * demo accounts. `testConfig`'s settings; the log is dropped. The test seeds the history itself
 * and then starts the job queue, as `main.ts` does.
 */
export async function createDemoHistoryApp(): Promise<DemoHistoryApp> {
  const database = await embeddedDatabase();
  const coordination = await createCoordination(database.target, database.db, undefined);
  const clock = new DemoClock();
  const services = createServices(testConfig, database.db, coordination, clock);
  const setBack = await setBackForDemoHistory(services, clock, database.driver);
  const logDestination = new Writable({ write: (_chunk, _encoding, done) => done() });
  const app = await buildApp({ config: testConfig, database, services, logDestination });
  coordination.open(app.log);
  await services.market.start(app.log);
  await ensureDemoAccounts(services);
  return {
    app,
    database,
    services,
    clock,
    setBack,
    close: async () => {
      clock.restore();
      await app.close();
      await services.jobs.stop();
      await services.market.stop();
      await coordination.close();
      await database.close();
    },
  };
}

/** In memory, from the migrated snapshot when the suite made one (not on PostgreSQL runs). */
async function embeddedDatabase(): Promise<EmbeddedDatabase> {
  const snapshot = inject('migratedPgliteSnapshot');
  const target: DatabaseTarget = {
    driver: 'pglite',
    dataDir: undefined,
    ...(snapshot === undefined ? {} : { loadDataDir: new Blob([await readFile(snapshot)]) }),
  };
  const database = await openDatabase(target);
  if (snapshot === undefined) await migrateToLatest(database.db);
  return { ...database, target };
}
