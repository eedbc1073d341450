import { sql } from 'kysely';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capturedLog, eventually, findJob, jobReaches } from '../../testing/jobs.js';
import { createTestDatabase } from '../../testing/test-database.js';
import type { Database } from '../db/database.js';
import { jobDatabase } from './job-database.js';
import { QueueWorker } from './queue-worker.js';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await sql`CREATE TABLE test_effects (job_id uuid PRIMARY KEY)`.execute(database.db);
});
afterAll(() => database.close());

describe('a queue worker', () => {
  it('survives an outcome it cannot record; the job runs again and its effect happens once', async () => {
    const db = database.db;
    const boss = new PgBoss({ db: jobDatabase(db), migrate: false, schedule: false });
    await boss.createQueue('test-unrecorded', { name: 'test-unrecorded', policy: 'standard' });
    // The database is "gone" exactly when the first run's completion is recorded.
    let completions = 0;
    const flaky = {
      fetch: boss.fetch.bind(boss),
      fail: boss.fail.bind(boss),
      complete: async (name: string, id: string) => {
        completions += 1;
        if (completions === 1) throw new Error('Connection terminated unexpectedly');
        return boss.complete(name, id);
      },
    };
    let runs = 0;
    const { log, lines } = capturedLog();
    const worker = new QueueWorker({
      boss: flaky,
      pollIntervalMs: 50,
      log,
      queue: {
        name: 'test-unrecorded',
        batchSize: 1,
        run: async (job) => {
          runs += 1;
          // Idempotent: the effect is keyed by the job, so a second run adds nothing.
          await sql`INSERT INTO test_effects VALUES (${job.id}) ON CONFLICT DO NOTHING`.execute(db);
        },
      },
    });
    worker.start();
    try {
      const id = await boss.send('test-unrecorded', {}, { expireInSeconds: 1, retryDelay: 0 });
      if (id === null) throw new Error('not sent');
      await eventually('the lost completion to be logged', async () =>
        lines.find(
          (line) => line.msg === 'could not record the outcome of a job; it will run again',
        ),
      );
      expect((await findJob(db, id))?.state).toBe('active');

      // Maintenance fails the run once it has expired; the job is then fetched again.
      await eventually('the run to expire', async () => {
        await boss.expire();
        const job = await findJob(db, id);
        return job?.state === 'active' ? undefined : job;
      });
      await jobReaches(db, id, ['completed']);

      expect(runs).toBe(2);
      const { rows } = await sql<{ n: string }>`SELECT count(*) AS n FROM test_effects`.execute(db);
      expect(Number(rows[0]?.n)).toBe(1);
    } finally {
      await worker.stop();
    }
  });
});
