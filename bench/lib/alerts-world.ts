import type { Kysely } from 'kysely';
import { defaultDatabaseTimeouts } from '../../apps/server/src/infra/config.js';
import {
  type Database,
  type DatabaseTarget,
  openDatabase,
} from '../../apps/server/src/infra/db/database.js';
import { migrateToLatest } from '../../apps/server/src/infra/db/migrator.js';
import type { Schema } from '../../apps/server/src/infra/db/schema.js';
import { JobQueue } from '../../apps/server/src/infra/jobs/job-queue.js';
import type { JobSender, SendOptions } from '../../apps/server/src/infra/jobs/queue-definition.js';
import {
  type FiredAlert,
  firedAlertSchema,
} from '../../apps/server/src/modules/alerts/price-alert-delivery.js';
import { testConfig } from '../../apps/server/src/testing/test-app.js';
import type { AlertsBenchOptions } from './alerts-options.js';
import type { ScratchDatabases } from './databases.js';

/**
 * The `deliver-price-alert` sender both evaluators fire through, counting the jobs it was
 * handed: the replay tells the ticks that fired from the ones that did not by this count. The
 * jobs themselves go into `pgboss.job`, in the caller's transaction, as in production.
 */
export class CountingSender implements JobSender<FiredAlert> {
  sent = 0;

  constructor(private readonly inner: JobSender<FiredAlert>) {}

  send(db: Kysely<Schema>, data: FiredAlert, options?: SendOptions): Promise<string | null> {
    this.sent += 1;
    return this.inner.send(db, data, options);
  }

  async sendAll(db: Kysely<Schema>, data: readonly FiredAlert[]): Promise<void> {
    this.sent += data.length;
    await this.inner.sendAll(db, data);
  }
}

/** A fresh, migrated database and the delivery queue's sender; nothing else of the app. */
export interface AlertsWorld {
  db: Kysely<Schema>;
  /** `pglite (in memory)` or the scratch database's name. */
  where: string;
  deliveries: CountingSender;
  close(): Promise<void>;
}

async function targetOf(
  options: AlertsBenchOptions,
  scratch: ScratchDatabases | undefined,
): Promise<{ target: DatabaseTarget; where: string }> {
  if (scratch === undefined) {
    return { target: { driver: 'pglite', dataDir: undefined }, where: 'pglite (in memory)' };
  }
  const { name, url } = await scratch.create('alerts');
  const target: DatabaseTarget = {
    driver: 'postgres',
    url,
    poolSize: options.poolSize,
    timeouts: defaultDatabaseTimeouts,
  };
  return { target, where: name };
}

/**
 * The queue definition `handWatch` registers (apps/server/src/testing/alert-flows.ts), with
 * production's retry settings, on a JobQueue that is never started: each firing's job is
 * inserted into `pgboss.job` in the firing transaction, and no worker ever runs it.
 */
function deliverySender(db: Kysely<Schema>): JobSender<FiredAlert> {
  return new JobQueue(db, testConfig.jobs).register<FiredAlert>({
    name: 'deliver-price-alert',
    policy: 'standard',
    data: firedAlertSchema,
    retryLimit: 5,
    retryDelaySeconds: 5,
    expireInSeconds: 60,
    batchSize: 20,
    handle: async () => {
      throw new Error('bench:alerts only queues these');
    },
  });
}

export async function openAlertsWorld(
  options: AlertsBenchOptions,
  scratch: ScratchDatabases | undefined,
): Promise<AlertsWorld> {
  const { target, where } = await targetOf(options, scratch);
  const opened: Database = await openDatabase(target);
  try {
    await migrateToLatest(opened.db);
    const deliveries = new CountingSender(deliverySender(opened.db));
    return { db: opened.db, where, deliveries, close: () => opened.close() };
  } catch (error) {
    await opened.close();
    throw error;
  }
}
