import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';

/** A queue as its worker runs it: the definition's handler behind a data check. */
export interface RunnableQueue {
  name: string;
  batchSize: number;
  run(job: { id: string; data: unknown; attempt: number }): Promise<void>;
}

/** What a worker asks of pg-boss. */
export interface JobStore {
  fetch<T>(
    name: string,
    options: PgBoss.FetchOptions & { includeMetadata: true },
  ): Promise<PgBoss.JobWithMetadata<T>[]>;
  complete(name: string, id: string): Promise<unknown>;
  fail(name: string, id: string, output: object): Promise<unknown>;
}

export interface QueueWorkerDeps {
  boss: JobStore;
  queue: RunnableQueue;
  pollIntervalMs: number;
  log: FastifyBaseLogger;
}

/**
 * Fetches a queue's due jobs, runs them and records each outcome, one batch at a time, until
 * stopped. We run this loop instead of pg-boss's `work()`, whose worker records outcomes
 * without awaiting them: with the database unreachable at that moment, the rejection would be
 * unhandled and Node would end the process. Here every step is awaited and a failure to record
 * an outcome is logged; the job then expires and runs again (handlers are idempotent).
 */
export class QueueWorker {
  private running: Promise<void> | undefined;
  private stopping = false;
  private readonly pause = new Pause();

  constructor(private readonly deps: QueueWorkerDeps) {}

  start(): void {
    this.running ??= this.loop();
  }

  /**
   * A job of this queue falls due at `at` (this instance just sent it with a delay): the worker
   * asks for it then instead of at its next poll, so delayed work runs on time without polling
   * often. Jobs sent by other instances are still found by the poll.
   */
  wakeAt(at: number): void {
    this.pause.wakeAt(at);
  }

  /** Stops fetching and waits for the jobs under way to finish. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.pause.interrupt();
    await this.running;
  }

  private async loop(): Promise<void> {
    while (!this.stopping) {
      let fetched = 0;
      try {
        fetched = await this.runDueBatch();
      } catch (error) {
        // Only a bug lands here (pg-boss answers no jobs when the database is unreachable);
        // the loop must outlive it, or the queue would silently stop.
        this.deps.log.error({ queue: this.deps.queue.name, err: error }, 'job worker failed');
      }
      if (fetched === 0 && !this.stopping) await this.pause.for(this.deps.pollIntervalMs);
    }
  }

  /** Runs the jobs due now, up to a batch; answers how many there were. */
  private async runDueBatch(): Promise<number> {
    const { boss, queue } = this.deps;
    const jobs = await boss.fetch<unknown>(queue.name, {
      batchSize: queue.batchSize,
      includeMetadata: true,
    });
    await Promise.all(
      jobs.map((job) =>
        this.runOne({
          id: job.id,
          data: job.data,
          attempt: job.retryCount + 1,
          expireInSeconds: Number(job.expireInSeconds),
        }),
      ),
    );
    return jobs.length;
  }

  private async runOne(job: {
    id: string;
    data: unknown;
    attempt: number;
    expireInSeconds: number;
  }): Promise<void> {
    const { boss, queue, log } = this.deps;
    const context = { queue: queue.name, job_id: job.id, attempt: job.attempt };
    let failure: { error: unknown } | undefined;
    try {
      await withinSeconds(queue.run(job), job.expireInSeconds);
    } catch (error) {
      failure = { error };
      log.warn({ ...context, err: error }, 'job failed');
    }
    try {
      if (failure === undefined) await boss.complete(queue.name, job.id);
      else await boss.fail(queue.name, job.id, errorOutput(failure.error));
    } catch (error) {
      log.error(
        { ...context, err: error },
        'could not record the outcome of a job; it will run again',
      );
    }
  }
}

/** What pg-boss stores as a failed run's output (and the admin API shows). */
function errorOutput(error: unknown): { message: string } {
  return { message: error instanceof Error ? error.message : String(error) };
}

/**
 * The work's own outcome, or a timeout after `seconds`. The work is not cancelled (JavaScript
 * cannot), but its later rejection stays handled: `Promise.race` has subscribed to it.
 */
async function withinSeconds<T>(work: Promise<T>, seconds: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`ran longer than ${seconds} s`)), seconds * 1000);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A wait between polls that `stop()` can cut short, and that ends early when a job sent with a
 * delay falls due. Due times already passed are forgotten; an idle queue keeps no timer but its
 * poll.
 */
class Pause {
  private wake: (() => void) | undefined;
  private dueTimes = new Set<number>();
  private timer: NodeJS.Timeout | undefined;
  private endsAt = 0;

  for(ms: number): Promise<void> {
    return new Promise((resolve) => {
      this.wake = () => {
        clearTimeout(this.timer);
        this.timer = undefined;
        this.done(resolve);
      };
      this.endsAt = Date.now() + ms;
      this.arm();
    });
  }

  wakeAt(at: number): void {
    this.dueTimes.add(at);
    if (this.wake !== undefined && at < this.endsAt) this.arm();
  }

  interrupt(): void {
    this.wake?.();
  }

  /**
   * Sets the timer for the end of the pause or the first due time before it. A due time that
   * passed while the worker was busy ends the pause at once: its job may have fallen due just
   * after the worker's last fetch.
   */
  private arm(): void {
    const now = Date.now();
    let until = this.endsAt;
    for (const due of this.dueTimes) {
      if (due <= now) this.dueTimes.delete(due);
      until = Math.min(until, due);
    }
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.interrupt(), Math.max(0, until - now));
  }

  private done(resolve: () => void): void {
    this.wake = undefined;
    resolve();
  }
}
