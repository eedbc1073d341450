import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  capturedLog,
  eventually,
  findJob,
  jobReaches,
  jobsIn,
  retryNow,
  seconds,
} from '../../testing/jobs.js';
import { createTestApp } from '../../testing/test-app.js';
import { createTestDatabase } from '../../testing/test-database.js';
import type { Database } from '../db/database.js';
import { firedWithinAMinute } from './cron-schedules.js';
import { JobQueue } from './job-queue.js';
import { databaseNow } from './jobs.repo.js';
import type { QueueDefinition } from './queue-definition.js';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** Queues started by a test, stopped after it whatever happened. */
const started: JobQueue[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((jobs) => jobs.stop()));
});

const payload = z.object({ n: z.number() });
type Payload = z.infer<typeof payload>;

/** A job queue with one test queue, started; answers its sender. */
async function startQueue(
  definition: Partial<QueueDefinition<Payload>> & Pick<QueueDefinition<Payload>, 'name'>,
  pollIntervalMs = 50,
) {
  const jobs = new JobQueue(database.db, { pollIntervalMs, maintenanceIntervalSeconds: 60 });
  const sender = jobs.register({
    policy: 'standard',
    data: payload,
    retryLimit: 0,
    retryDelaySeconds: 1,
    expireInSeconds: 10,
    batchSize: 1,
    handle: async () => {},
    ...definition,
  });
  started.push(jobs);
  await jobs.start(capturedLog().log);
  return sender;
}

const sent = (id: string | null): string => {
  if (id === null) throw new Error('the job was not sent');
  return id;
};

describe('the job queue', () => {
  it('runs a delayed job when it falls due, not at the next of its rare polls', async () => {
    const db = database.db;
    const ran: number[] = [];
    // Polling once a minute: only the wake-up at the job's due time can run it within the test.
    const sender = await startQueue(
      { name: 'test-woken', handle: async () => void ran.push(Date.now()) },
      60_000,
    );
    const sentAt = Date.now();
    const id = sent(await sender.send(db, { n: 1 }, { delaySeconds: 0.3 }));
    const done = await jobReaches(db, id, ['completed']);

    expect(done.start_after.getTime() - done.created_on.getTime()).toBeGreaterThanOrEqual(300);
    expect(ran).toHaveLength(1);
    expect((ran[0] ?? Number.POSITIVE_INFINITY) - sentAt).toBeLessThan(10_000);
    expect(done.started_on?.getTime()).toBeGreaterThanOrEqual(done.start_after.getTime());
  });

  it('runs a delayed job once, after its delay by the database clock, never before', async () => {
    const db = database.db;
    const ranAt: Date[] = [];
    const sender = await startQueue({
      name: 'test-delayed',
      handle: async () => {
        ranAt.push(await databaseNow(db));
      },
    });

    const id = sent(await sender.send(db, { n: 1 }, { delaySeconds: 1 }));
    const waiting = await findJob(db, id);
    expect(waiting?.state).toBe('created');
    const done = await jobReaches(db, id, ['completed']);

    expect(seconds(done.created_on, done.start_after)).toBe(1);
    expect(ranAt).toHaveLength(1);
    expect(ranAt[0]?.getTime()).toBeGreaterThanOrEqual(done.start_after.getTime());
    expect(done.started_on?.getTime()).toBeGreaterThanOrEqual(done.start_after.getTime());
  });

  it('retries a failing job with growing back-off, then it is dead, its copy dead-lettered', async () => {
    const db = database.db;
    const attempts: number[] = [];
    const sender = await startQueue({
      name: 'test-flaky',
      retryLimit: 2,
      retryDelaySeconds: 1,
      handle: async (job) => {
        attempts.push(job.attempt);
        throw new Error(`refused on attempt ${job.attempt}`);
      },
    });
    const id = sent(await sender.send(db, { n: 7 }));

    // Retry n waits 1–2 × 2^(n-1) s after the failed run began (pg-boss adds jitter).
    for (const [retry, [least, most]] of [
      [1, [1, 2]],
      [2, [2, 4]],
    ] as const) {
      const waiting = await jobReaches(db, id, ['retry'], (job) => job.retry_count === retry - 1);
      const delay = seconds(waiting.started_on ?? waiting.created_on, waiting.start_after);
      expect(delay).toBeGreaterThanOrEqual(least);
      expect(delay).toBeLessThanOrEqual(most + 0.5);
      await retryNow(db, id);
    }
    const dead = await jobReaches(db, id, ['failed']);

    expect(attempts).toEqual([1, 2, 3]);
    expect(dead.output?.message).toBe('refused on attempt 3');
    const letters = await jobsIn(db, 'test-flaky-dead');
    expect(letters).toHaveLength(1);
    expect(letters[0]).toMatchObject({ state: 'created', data: { n: 7 } });
    expect(letters[0]?.output?.message).toBe('refused on attempt 3');
  });

  it('drops a second waiting job with the same singleton key', async () => {
    const db = database.db;
    const short = await startQueue({ name: 'test-short', policy: 'short' });
    const later = { delaySeconds: 60, singletonKey: 'same' };
    expect(await short.send(db, { n: 1 }, later)).not.toBeNull();
    expect(await short.send(db, { n: 2 }, later)).toBeNull();
    expect(await short.send(db, { n: 3 }, { ...later, singletonKey: 'other' })).not.toBeNull();

    const throttled = await startQueue({ name: 'test-throttled' });
    const window = { singletonKey: 'once', singletonSeconds: 60, delaySeconds: 60 };
    expect(await throttled.send(db, { n: 1 }, window)).not.toBeNull();
    expect(await throttled.send(db, { n: 2 }, window)).toBeNull();
  });

  it('sends a job inside a transaction: it vanishes with a rollback, runs after a commit', async () => {
    const db = database.db;
    const ran: number[] = [];
    const sender = await startQueue({
      name: 'test-transactional',
      handle: async (job) => {
        ran.push(job.data.n);
      },
    });
    await expect(
      db.transaction().execute(async (trx) => {
        await sender.send(trx, { n: 1 });
        throw new Error('the change fails');
      }),
    ).rejects.toThrow('the change fails');
    const id = await db.transaction().execute(async (trx) => sender.send(trx, { n: 2 }));

    await jobReaches(db, sent(id), ['completed']);
    expect(ran).toEqual([2]);
    expect((await jobsIn(db, 'test-transactional')).map((job) => job.data)).toEqual([{ n: 2 }]);
  });

  it('sends many jobs in one go inside a transaction, with the queue’s retries and dead letters', async () => {
    const db = database.db;
    const ran: number[] = [];
    const sender = await startQueue({
      name: 'test-send-all',
      retryLimit: 3,
      handle: async (job) => {
        ran.push(job.data.n);
      },
    });
    await expect(
      db.transaction().execute(async (trx) => {
        await sender.sendAll(trx, [{ n: 1 }, { n: 2 }]);
        throw new Error('the change fails');
      }),
    ).rejects.toThrow('the change fails');
    await db.transaction().execute((trx) => sender.sendAll(trx, [{ n: 3 }, { n: 4 }, { n: 5 }]));

    await eventually('the three jobs to run', async () => (ran.length === 3 ? ran : undefined));
    expect(ran.toSorted()).toEqual([3, 4, 5]);
    const jobs = await jobsIn(db, 'test-send-all');
    expect(jobs.map((job) => job.data)).toHaveLength(3);
    for (const job of jobs) {
      expect(job).toMatchObject({ retry_limit: 3, dead_letter: 'test-send-all-dead' });
    }
  });

  it('sends a scheduled job once per firing, however many instances check the schedule', async () => {
    const db = database.db;
    // Stay clear of a minute's end, where the two checks below could see different firings.
    const now = await eventually('a minute with time to spare', async () => {
      const time = await databaseNow(db);
      return time.getUTCSeconds() < 55 ? time : undefined;
    });
    const minute = now.getUTCMinutes();
    const ran: number[] = [];
    const schedule = (cronMinute: number, n: number) => ({
      schedule: { cron: `${cronMinute} * * * *`, data: { n } },
      handle: async (job: { data: Payload }) => {
        ran.push(job.data.n);
      },
    });

    await startQueue({ name: 'test-cron', ...schedule(minute, 1) });
    await startQueue({ name: 'test-cron', ...schedule(minute, 1) });
    await startQueue({ name: 'test-cron-later', ...schedule((minute + 30) % 60, 2) });
    const [job] = await jobsIn(db, 'test-cron');
    if (job === undefined) throw new Error('the schedule sent no job');
    await jobReaches(db, job.id, ['completed']);

    expect(await jobsIn(db, 'test-cron')).toHaveLength(1);
    expect(await jobsIn(db, 'test-cron-later')).toEqual([]);
    expect(ran).toEqual([1]);
  });

  it('stops fetching on stop() and lets the job under way finish first', async () => {
    const db = database.db;
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let began = () => {};
    const running = new Promise<void>((resolve) => {
      began = resolve;
    });
    const jobs = new JobQueue(db, { pollIntervalMs: 50, maintenanceIntervalSeconds: 60 });
    const sender = jobs.register({
      name: 'test-graceful',
      policy: 'standard',
      data: payload,
      retryLimit: 0,
      retryDelaySeconds: 1,
      expireInSeconds: 10,
      batchSize: 1,
      handle: async () => {
        began();
        await released;
      },
    });
    await jobs.start(capturedLog().log);
    const first = sent(await sender.send(db, { n: 1 }));
    await running;

    let stopped = false;
    const stopping = jobs.stop().then(() => {
      stopped = true;
    });
    const second = sent(await sender.send(db, { n: 2 }));
    expect(stopped).toBe(false);
    release();
    await stopping;

    expect((await findJob(db, first))?.state).toBe('completed');
    expect((await findJob(db, second))?.state).toBe('created');
  });
});

describe('a cron schedule', () => {
  it('has fired when its last firing is less than a minute old', () => {
    const now = new Date('2026-11-25T10:06:10Z');
    expect(firedWithinAMinute('6 * * * *', now)).toBe(true);
    expect(firedWithinAMinute('* * * * *', now)).toBe(true);
    expect(firedWithinAMinute('*/5 * * * *', now)).toBe(false);
    expect(firedWithinAMinute('36 * * * *', now)).toBe(false);
  });
});

describe('the product queues', () => {
  it('exist in every migrated database, so start-up creates none', async () => {
    const t = await createTestApp();
    try {
      const created = t.logs.filter((line) => line.msg === 'job queue created at start-up');
      expect(created).toEqual([]);
      // The settlement sweep's schedule fired within the minute: start-up sent its job.
      expect(await jobsIn(t.database.db, 'settle-trades')).toHaveLength(1);
    } finally {
      await t.close();
    }
  });
});
