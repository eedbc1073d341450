import type { Kysely } from 'kysely';
import type PgBoss from 'pg-boss';
import { z } from 'zod';
import type { Schema } from '../db/schema.js';
import { AppError } from '../errors.js';
import { jobDatabase } from './job-database.js';
import { type JobRow, type JobState, listJobs, lockJob } from './jobs.repo.js';
import { deadLetterQueueOf } from './queue-definition.js';

/**
 * `failed`: every attempt failed; the job stays in its queue until maintenance archives it.
 * `dead`: its copy in the queue's dead-letter queue, kept (about four weeks) for someone to act.
 */
export type FailedJobState = 'failed' | 'dead';

export interface FailedJob {
  id: string;
  /** The queue whose work it is (for a dead job, the queue it failed in). */
  queue: string;
  state: FailedJobState;
  attempts: number;
  data: Record<string, unknown>;
  /** The last attempt's error. */
  error: string | null;
  failedAt: Date;
}

export interface ResendableQueue {
  name: string;
  /** Sends the data (checked against the queue's schema) as a new job under a singleton key. */
  resend(db: Kysely<Schema>, data: unknown, singletonKey: string): Promise<string | null>;
}

/** A queue's name tells what its failed jobs are: its own (`failed`) or another's (`dead`). */
interface QueueKind {
  queue: string;
  state: FailedJobState;
}

/** States a job waits in; a dead-letter queue has no worker, so its jobs stay there. */
const WAITING: readonly JobState[] = ['created'];

const dataSchema = z.record(z.string(), z.unknown());
/** A handler's error (queue-worker.ts) or maintenance's timeout, as pg-boss stores them. */
const outputSchema = z.union([
  z.object({ message: z.string() }),
  z.object({ value: z.object({ message: z.string() }) }).transform((output) => output.value),
]);

/** The failed and dead jobs of the registered queues, for the operators (modules/operations). */
export class FailedJobs {
  constructor(
    private readonly deps: {
      boss: Pick<PgBoss, 'retry' | 'deleteJob'>;
      queues: ReadonlyMap<string, ResendableQueue>;
    },
  ) {}

  async list(
    db: Kysely<Schema>,
    filter: { state: FailedJobState; queue: string | undefined },
    page: { offset: number; limit: number },
  ): Promise<{ jobs: FailedJob[]; total: number }> {
    const queues = [...this.deps.queues.keys()].filter(
      (name) => filter.queue === undefined || name === filter.queue,
    );
    const { jobs, total } = await listJobs(
      db,
      filter.state === 'failed'
        ? { queues, states: ['failed'] }
        : { queues: queues.map(deadLetterQueueOf), states: WAITING },
      page,
    );
    const kinds = this.kinds();
    return { jobs: jobs.flatMap((row) => describe(row, kinds.get(row.name)) ?? []), total };
  }

  /**
   * Runs the job again, inside the caller's transaction: a failed job in place with one more
   * attempt, a dead one as a new job in its queue (its dead copy deleted). Answers the job that
   * will run.
   */
  async retry(trx: Kysely<Schema>, id: string): Promise<{ job: FailedJob; runs: string }> {
    const { row, job } = await this.lock(trx, id);
    const db = jobDatabase(trx);
    if (job.state === 'failed') {
      await this.deps.boss.retry(row.name, id, { db });
      return { job, runs: id };
    }
    const runs = await this.deps.queues.get(job.queue)?.resend(trx, row.data, `retry-of:${id}`);
    if (runs === undefined || runs === null) {
      throw new AppError('conflict', `The ${job.queue} queue did not take the job again`);
    }
    await this.deps.boss.deleteJob(row.name, id, { db });
    return { job, runs };
  }

  /** Deletes a failed or dead job, inside the caller's transaction; answers what it was. */
  async discard(trx: Kysely<Schema>, id: string): Promise<FailedJob> {
    const { row, job } = await this.lock(trx, id);
    await this.deps.boss.deleteJob(row.name, id, { db: jobDatabase(trx) });
    return job;
  }

  private async lock(trx: Kysely<Schema>, id: string): Promise<{ row: JobRow; job: FailedJob }> {
    const kinds = this.kinds();
    const row = await lockJob(trx, id, [...kinds.keys()]);
    if (row === undefined) throw new AppError('not_found', 'Job not found');
    const job = describe(row, kinds.get(row.name));
    if (job === undefined) {
      throw new AppError(
        'conflict',
        `The job is ${row.state}: only a failed or dead job can be retried or discarded`,
      );
    }
    return { row, job };
  }

  /** Each queue name with the kind of failed job it holds: its own failed ones, or dead ones. */
  private kinds(): Map<string, QueueKind> {
    return new Map(
      [...this.deps.queues.keys()].flatMap((queue): [string, QueueKind][] => [
        [queue, { queue, state: 'failed' }],
        [deadLetterQueueOf(queue), { queue, state: 'dead' }],
      ]),
    );
  }
}

/** The row as a failed or dead job, or undefined when it is neither (running, completed, …). */
function describe(row: JobRow, kind: QueueKind | undefined): FailedJob | undefined {
  if (kind === undefined) return undefined;
  const failedAt = kind.state === 'failed' ? row.completed_on : row.created_on;
  const isFailed = kind.state === 'failed' ? row.state === 'failed' : WAITING.includes(row.state);
  if (!isFailed || failedAt === null) return undefined;
  const data = dataSchema.safeParse(row.data);
  const output = outputSchema.safeParse(row.output);
  return {
    id: row.id,
    queue: kind.queue,
    state: kind.state,
    // A dead copy keeps its original's retry limit: it ran out after that many retries.
    attempts: (kind.state === 'failed' ? row.retry_count : row.retry_limit) + 1,
    data: data.success ? data.data : {},
    error: output.success ? output.data.message : null,
    failedAt,
  };
}
