import { type Kysely, sql } from 'kysely';
import type { Schema } from '../db/schema.js';

/**
 * The SQL the job queue runs itself: the clock its schedules read and the views of failed jobs.
 * pg-boss owns the `pgboss` schema's writes (send, fetch, complete, fail, retry, delete).
 */

export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

export interface JobRow {
  id: string;
  name: string;
  state: JobState;
  data: unknown;
  retry_count: number;
  retry_limit: number;
  created_on: Date;
  completed_on: Date | null;
  output: unknown;
}

/** The columns of `pgboss.job` (a table partitioned by queue name) read here. */
type JobTables = {
  'pgboss.job': JobRow;
};

const withJobs = (db: Kysely<Schema>) => db.withTables<JobTables>();
const jobColumns = [
  'id',
  'name',
  'state',
  'data',
  'retry_count',
  'retry_limit',
  'created_on',
  'completed_on',
  'output',
] as const;

export async function databaseNow(db: Kysely<Schema>): Promise<Date> {
  const { rows } = await sql<{ now: Date }>`SELECT now() AS now`.execute(db);
  const now = rows[0]?.now;
  if (now === undefined) throw new Error('the database answered no time');
  return now;
}

export interface JobFilter {
  queues: readonly string[];
  states: readonly JobState[];
}

function filtered(db: Kysely<Schema>, filter: JobFilter) {
  return withJobs(db)
    .selectFrom('pgboss.job')
    .where('name', 'in', filter.queues)
    .where('state', 'in', filter.states);
}

/** A page of the jobs in those queues and states, the most recently finished first. */
export async function listJobs(
  db: Kysely<Schema>,
  filter: JobFilter,
  page: { offset: number; limit: number },
): Promise<{ jobs: JobRow[]; total: number }> {
  if (filter.queues.length === 0) return { jobs: [], total: 0 };
  const [jobs, count] = await Promise.all([
    filtered(db, filter)
      .select(jobColumns)
      .orderBy(sql`coalesce(completed_on, created_on)`, 'desc')
      .orderBy('id')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    filtered(db, filter)
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { jobs, total: Number(count.total) };
}

/** The job with this id in one of those queues, locked until the transaction ends. */
export async function lockJob(
  db: Kysely<Schema>,
  id: string,
  queues: readonly string[],
): Promise<JobRow | undefined> {
  if (queues.length === 0) return undefined;
  return withJobs(db)
    .selectFrom('pgboss.job')
    .select(jobColumns)
    .where('id', '=', id)
    .where('name', 'in', queues)
    .forUpdate()
    .executeTakeFirst();
}
