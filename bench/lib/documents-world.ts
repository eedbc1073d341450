import { loadConfig } from '../../apps/server/src/config.js';
import type { Clock } from '../../apps/server/src/infra/clock.js';
import { defaultDatabaseTimeouts } from '../../apps/server/src/infra/config.js';
import {
  type Coordination,
  createCoordination,
} from '../../apps/server/src/infra/coordination/coordination.js';
import {
  type Database,
  type DatabaseTarget,
  openDatabase,
} from '../../apps/server/src/infra/db/database.js';
import { migrateToLatest } from '../../apps/server/src/infra/db/migrator.js';
import {
  periodsJustEnded,
  type StatementPeriod,
  statementPeriod,
} from '../../apps/server/src/modules/statements/statement-period.js';
import { createServices, type Services } from '../../apps/server/src/services.js';
import { type TestConfig, testConfig } from '../../apps/server/src/testing/test-app.js';
import type { ScratchDatabases } from './databases.js';
import type { DocumentsBenchOptions } from './documents-options.js';

/**
 * A clock that starts where the bench puts it and runs at the wall clock's pace: the product's
 * own times (a batch's documents asked for together, drawn one after another) stay as far apart
 * as in production, only moved to the morning the daily job would issue the period.
 */
export class RunningClock implements Clock {
  private readonly origin = performance.now();

  constructor(private readonly startsAt: Date) {}

  now(): Date {
    return new Date(this.startsAt.getTime() + (performance.now() - this.origin));
  }
}

/** The real services on a fresh, migrated database, the market running, no job worker. */
export interface DocumentsWorld {
  opened: Database;
  services: Services;
  clock: RunningClock;
  /** Last Toronto month, by the wall clock: the period seeded and issued. */
  period: StatementPeriod;
  /** `pglite (in memory)` or the scratch database's name. */
  where: string;
  /** Where `drawDue` draws: production's setting, not the tests' (their own thread). */
  documents: DocumentsConfig;
  close(): Promise<void>;
}

const log = {
  warn: (_details: object, message: string) => process.stderr.write(`[warn] ${message}\n`),
  error: (details: object, message: string) =>
    process.stderr.write(`[error] ${message} ${JSON.stringify(details)}\n`),
};

async function targetOf(
  options: DocumentsBenchOptions,
  scratch: ScratchDatabases | undefined,
): Promise<{ target: DatabaseTarget; where: string }> {
  if (scratch === undefined) {
    return { target: { driver: 'pglite', dataDir: undefined }, where: 'pglite (in memory)' };
  }
  const { name, url } = await scratch.create('documents');
  // The seed writes every customer's postings in one statement.
  const timeouts = { ...defaultDatabaseTimeouts, statementMs: 3_600_000 };
  return { target: { driver: 'postgres', url, poolSize: options.poolSize, timeouts }, where: name };
}

type DocumentsConfig = TestConfig['documents'];

/** Where `drawDue` draws, as the server's configuration reads it (DOCUMENT_RENDER_THREADS). */
const documentsConfig = (): DocumentsConfig => loadConfig(process.env).documents;

/**
 * Built as `main.ts` builds the services (createServices, the market started), with
 * `testConfig`'s settings but production's drawing threads, and a clock at 11:00 UTC on the day after the period, when the
 * `issue-statements` job runs. The job queue is not started: the bench calls `issue` and
 * `drawDue` itself, so no worker draws beside it.
 */
export async function openDocumentsWorld(
  options: DocumentsBenchOptions,
  scratch: ScratchDatabases | undefined,
): Promise<DocumentsWorld> {
  const [month] = periodsJustEnded(new Date());
  if (month === undefined) throw new Error('no month has just ended');
  const period = statementPeriod(month);
  const clock = new RunningClock(new Date(period.endsAt.getTime() + 11 * 3600_000));
  const { target, where } = await targetOf(options, scratch);
  const opened = await openDatabase(target);
  let coordination: Coordination | undefined;
  let services: Services | undefined;
  const close = async () => {
    await services?.market.stop();
    await coordination?.close();
    await opened.close();
  };
  try {
    await migrateToLatest(opened.db);
    coordination = await createCoordination(target, opened.db, undefined);
    const config: TestConfig = { ...testConfig, logLevel: 'warn', documents: documentsConfig() };
    services = createServices(config, opened.db, coordination, clock);
    coordination.open(log);
    await services.market.start(log);
    return { opened, services, clock, period, where, documents: config.documents, close };
  } catch (error) {
    await close();
    throw error;
  }
}
