import { guidSchema } from '@maple/contracts';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Clock } from '../../infra/clock.js';
import type { Schema } from '../../infra/db/schema.js';
import type { JobQueue } from '../../infra/jobs/job-queue.js';
import type { JobSender } from '../../infra/jobs/queue-definition.js';
import { finishDeletion } from './external-bank-accounts.repo.js';

type DeletionJob = { guid: string };

/**
 * Cybrid's `deleting → deleted`: DELETE marks the account `deleting` and sends this job, which
 * finishes the deletion (where a real aggregator's item would be removed). Idempotent: only an
 * account still `deleting` becomes `deleted`.
 */
export class AccountDeletion {
  private readonly jobs: JobSender<DeletionJob>;

  constructor(
    private readonly deps: { db: Kysely<Schema>; clock: Clock },
    jobs: JobQueue,
  ) {
    this.jobs = jobs.register({
      name: 'delete-external-bank-accounts',
      policy: 'short',
      data: z.strictObject({ guid: guidSchema }),
      retryLimit: 5,
      retryDelaySeconds: 5,
      expireInSeconds: 60,
      batchSize: 10,
      handle: async (job) => {
        await this.finish(job.data.guid);
      },
    });
  }

  async schedule(trx: Kysely<Schema>, guid: string): Promise<void> {
    await this.jobs.send(trx, { guid }, { singletonKey: guid });
  }

  /** Answers whether the account was deleted now. */
  async finish(guid: string): Promise<boolean> {
    return finishDeletion(this.deps.db, guid, this.deps.clock.now());
  }
}
