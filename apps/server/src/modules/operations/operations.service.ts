import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';
import type { FailedJob, FailedJobState } from '../../infra/jobs/failed-jobs.js';
import type { JobQueue } from '../../infra/jobs/job-queue.js';
import type { AuditService } from '../audit/audit.service.js';

/** Who acts, for the audit trail. */
export interface StaffActor {
  staffId: string;
  requestId: string;
}

/**
 * The back office's operations on background work: failed and dead jobs are listed, run again
 * or discarded. Each change is audited in the transaction that makes it.
 */
export class OperationsService {
  constructor(private readonly deps: { db: Kysely<Schema>; jobs: JobQueue; audit: AuditService }) {}

  async listJobs(
    filter: { state: FailedJobState; queue: string | undefined },
    page: { offset: number; limit: number },
  ): Promise<{ jobs: FailedJob[]; total: number }> {
    return this.deps.jobs.failed.list(this.deps.db, filter, page);
  }

  /** How many jobs are dead (out of attempts), waiting for staff: the overview's count. */
  async deadCount(): Promise<number> {
    const { total } = await this.deps.jobs.failed.list(
      this.deps.db,
      { state: 'dead', queue: undefined },
      { offset: 0, limit: 0 },
    );
    return total;
  }

  /** Runs a failed or dead job again; answers the job that will run. */
  async retryJob(id: string, actor: StaffActor): Promise<{ id: string; queue: string }> {
    return this.deps.db.transaction().execute(async (trx) => {
      const { job, runs } = await this.deps.jobs.failed.retry(trx, id);
      await this.audit(trx, actor, 'staff.job_retried', job, { runs });
      return { id: runs, queue: job.queue };
    });
  }

  async discardJob(id: string, actor: StaffActor): Promise<void> {
    await this.deps.db.transaction().execute(async (trx) => {
      const job = await this.deps.jobs.failed.discard(trx, id);
      await this.audit(trx, actor, 'staff.job_discarded', job, { data: job.data });
    });
  }

  private async audit(
    trx: Kysely<Schema>,
    actor: StaffActor,
    action: string,
    job: FailedJob,
    details: Record<string, unknown>,
  ): Promise<void> {
    await this.deps.audit.record(trx, {
      actorType: 'staff',
      actorId: actor.staffId,
      action,
      requestId: actor.requestId,
      details: { job_id: job.id, queue: job.queue, state: job.state, ...details },
    });
  }
}
