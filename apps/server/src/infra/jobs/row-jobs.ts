import { guidSchema } from '@maple/contracts';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { type Clock, secondsUntil } from '../clock.js';
import type { Schema } from '../db/schema.js';
import type { JobQueue } from './job-queue.js';

/** Sends the job of one row, named by its guid. */
export interface RowJobSender {
  /**
   * Through `db` (the transaction of the change it follows), to run at `at`, or at once when
   * absent. At most one job per row waits: a second send while one waits is dropped.
   */
  send(db: Kysely<Schema>, guid: string, at?: Date): Promise<void>;
}

/**
 * A queue whose jobs each act on one row, named by its guid (an account to delete, a deadline to
 * enforce): the `short` policy keyed by the guid, a few quick retries. `handle` must be
 * idempotent and check the row's state itself, as a job may run again or early.
 */
export function registerRowJob(
  jobs: JobQueue,
  clock: Clock,
  queue: { name: string; handle: (guid: string) => Promise<unknown> },
): RowJobSender {
  const sender = jobs.register({
    name: queue.name,
    policy: 'short',
    data: z.strictObject({ guid: guidSchema }),
    retryLimit: 5,
    retryDelaySeconds: 5,
    expireInSeconds: 60,
    batchSize: 10,
    handle: async (job) => {
      await queue.handle(job.data.guid);
    },
  });
  return {
    async send(db, guid, at) {
      const delay = at === undefined ? {} : { delaySeconds: secondsUntil(at, clock.now()) };
      await sender.send(db, { guid }, { ...delay, singletonKey: guid });
    },
  };
}
