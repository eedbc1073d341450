import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import PgBoss from 'pg-boss';
import type { Schema } from '../db/schema.js';
import { assertCron, CronSchedules, type ScheduledSend } from './cron-schedules.js';
import { FailedJobs, type ResendableQueue } from './failed-jobs.js';
import { jobDatabase } from './job-database.js';
import {
  deadLetterQueueOf,
  type JobSender,
  type QueueDefinition,
  type SendOptions,
} from './queue-definition.js';
import { QueueWorker, type RunnableQueue } from './queue-worker.js';

export interface JobQueueOptions {
  /** How long an idle worker waits before asking its queue again. */
  pollIntervalMs: number;
  /** How often expired runs are failed (so they are retried) and finished jobs archived. */
  maintenanceIntervalSeconds: number;
}

interface RegisteredQueue extends RunnableQueue, ResendableQueue {
  policy: QueueDefinition<object>['policy'];
  schedule: ScheduledSend | undefined;
}

/**
 * The background work of every instance, on pg-boss 10 (docs/decisions/0012): delayed jobs,
 * retries with back-off, a dead-letter queue per queue, cron schedules and singleton keys, all
 * in the database, so jobs survive restarts and run on whichever instance fetches them first.
 * Modules register their queues before `start()`; a job is sent through the sender that
 * `register` answers.
 */
export class JobQueue {
  readonly failed: FailedJobs;
  private readonly boss: PgBoss;
  private readonly queues = new Map<string, RegisteredQueue>();
  private workers = new Map<string, QueueWorker>();
  private schedules: CronSchedules | undefined;
  private log: FastifyBaseLogger | undefined;
  private started = false;

  constructor(
    private readonly db: Kysely<Schema>,
    private readonly options: JobQueueOptions,
  ) {
    this.boss = new PgBoss({
      db: jobDatabase(db),
      // The schema is created by our migrations (0008); pg-boss only checks its version.
      migrate: false,
      // Cron is ours (cron-schedules.ts); maintenance (expiry, archiving) is pg-boss's.
      schedule: false,
      supervise: true,
      maintenanceIntervalSeconds: options.maintenanceIntervalSeconds,
    });
    // An EventEmitter's 'error' with no listener throws; maintenance reports its failures here.
    this.boss.on('error', (error) => this.log?.error({ err: error }, 'job maintenance failed'));
    this.failed = new FailedJobs({ boss: this.boss, queues: this.queues });
  }

  register<T extends object>(definition: QueueDefinition<T>): JobSender<T> {
    if (this.queues.has(definition.name) || this.started) {
      throw new Error(`Queue ${definition.name} is registered twice or after start()`);
    }
    const { schedule } = definition;
    if (schedule !== undefined) assertCron(schedule.cron);
    const sender: JobSender<T> = {
      send: (db, data, options) => this.send(definition, db, data, options),
      sendAll: (db, data) => this.sendAll(definition, db, data),
    };
    this.queues.set(definition.name, {
      name: definition.name,
      policy: definition.policy,
      batchSize: definition.batchSize,
      run: ({ id, data, attempt }) =>
        definition.handle({ id, attempt, data: definition.data.parse(data) }),
      resend: (db, data, singletonKey) =>
        sender.send(db, definition.data.parse(data), { singletonKey }),
      schedule: schedule && {
        queue: definition.name,
        cron: schedule.cron,
        send: () =>
          sender.send(this.db, schedule.data, { singletonKey: 'cron', singletonSeconds: 60 }),
      },
    });
    return sender;
  }

  /** Checks the schema, then fetches and runs jobs until `stop()`, and sends scheduled ones. */
  async start(log: FastifyBaseLogger): Promise<void> {
    this.started = true;
    this.log = log;
    await this.boss.start();
    await this.createMissingQueues(log);
    const queues = [...this.queues.values()];
    this.workers = new Map(
      queues.map((queue) => [
        queue.name,
        new QueueWorker({
          boss: this.boss,
          queue,
          pollIntervalMs: this.options.pollIntervalMs,
          log,
        }),
      ]),
    );
    for (const worker of this.workers.values()) worker.start();
    this.schedules = new CronSchedules({
      db: this.db,
      schedules: queues.flatMap((queue) => queue.schedule ?? []),
      log,
    });
    await this.schedules.start();
  }

  /** Stops fetching, waits for the jobs under way, then stops maintenance. */
  async stop(): Promise<void> {
    await this.schedules?.stop();
    await Promise.all([...this.workers.values()].map((worker) => worker.stop()));
    await this.boss.stop({ graceful: false, close: false });
  }

  private async send<T extends object>(
    definition: QueueDefinition<T>,
    db: Kysely<Schema>,
    data: T,
    options: SendOptions = {},
  ): Promise<string | null> {
    const id = await this.boss.send(definition.name, data, {
      ...retriesOf(definition),
      startAfter: options.delaySeconds ?? 0,
      ...(options.singletonKey === undefined ? {} : { singletonKey: options.singletonKey }),
      ...(options.singletonSeconds === undefined
        ? {}
        : { singletonSeconds: options.singletonSeconds }),
      db: jobDatabase(db),
    });
    // Without a key, only a missing queue drops a job: losing it silently is the worst outcome.
    if (id === null && options.singletonKey === undefined && definition.policy === 'standard') {
      throw new Error(`Job queue ${definition.name} does not exist`);
    }
    // A delayed job (or the one a singleton found waiting for the same time) wakes this
    // instance's worker when it falls due: the database counts the delay from its transaction's
    // start, so the job is due by then. An immediate one is left to the poll: its transaction may
    // not have committed yet.
    const delayMs = (options.delaySeconds ?? 0) * 1000;
    if (delayMs > 0) this.workers.get(definition.name)?.wakeAt(Date.now() + delayMs);
    return id;
  }

  /**
   * Jobs to run at once, in one insert. pg-boss's insert answers no ids and would skip the jobs
   * of a missing queue; the product's queues are made by migrations (and by `start`, above).
   */
  private async sendAll<T extends object>(
    definition: QueueDefinition<T>,
    db: Kysely<Schema>,
    data: readonly T[],
  ): Promise<void> {
    if (data.length === 0) return;
    const jobs = data.map((each) => ({
      name: definition.name,
      data: each,
      ...retriesOf(definition),
    }));
    await this.boss.insert(jobs, { db: jobDatabase(db) });
  }

  /**
   * Migrations create the product's queues; one missing (a new queue without its migration)
   * is created here, which costs DDL on every fresh database, so it is logged.
   */
  private async createMissingQueues(log: FastifyBaseLogger): Promise<void> {
    const existing = new Map((await this.boss.getQueues()).map((queue) => [queue.name, queue]));
    for (const queue of this.queues.values()) {
      const wanted = [
        { name: queue.name, policy: queue.policy },
        { name: deadLetterQueueOf(queue.name), policy: 'standard' as const },
      ];
      for (const { name, policy } of wanted) {
        const found = existing.get(name);
        if (found === undefined) {
          await this.boss.createQueue(name, { name, policy });
          log.info({ queue: name }, 'job queue created at start-up; create it in a migration');
        } else if (found.policy !== policy) {
          throw new Error(`Job queue ${name} has the policy ${found.policy}, not ${policy}`);
        }
      }
    }
  }
}

/** How a queue's jobs are retried, expire and end up dead, for one job or many. */
const retriesOf = (definition: QueueDefinition<object>) => ({
  retryLimit: definition.retryLimit,
  retryDelay: definition.retryDelaySeconds,
  retryBackoff: true,
  expireInSeconds: definition.expireInSeconds,
  deadLetter: deadLetterQueueOf(definition.name),
});
