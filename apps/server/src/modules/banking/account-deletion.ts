import type { Kysely } from 'kysely';
import type { Clock } from '../../infra/clock.js';
import type { Schema } from '../../infra/db/schema.js';
import type { JobQueue } from '../../infra/jobs/job-queue.js';
import { type RowJobSender, registerRowJob } from '../../infra/jobs/row-jobs.js';
import { finishDeletion } from './external-bank-accounts.repo.js';

/**
 * Cybrid's `deleting → deleted`: DELETE marks the account `deleting` and sends this job, which
 * finishes the deletion (where a real aggregator's item would be removed). Idempotent: only an
 * account still `deleting` becomes `deleted`.
 */
export class AccountDeletion {
  private readonly jobs: RowJobSender;

  constructor(
    private readonly deps: { db: Kysely<Schema>; clock: Clock },
    jobs: JobQueue,
  ) {
    this.jobs = registerRowJob(jobs, deps.clock, {
      name: 'delete-external-bank-accounts',
      handle: (guid) => this.finish(guid),
    });
  }

  async schedule(trx: Kysely<Schema>, guid: string): Promise<void> {
    await this.jobs.send(trx, guid);
  }

  /** Answers whether the account was deleted now. */
  async finish(guid: string): Promise<boolean> {
    return finishDeletion(this.deps.db, guid, this.deps.clock.now());
  }
}
