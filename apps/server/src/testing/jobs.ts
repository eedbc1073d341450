import { Writable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { pino } from 'pino';
import type { Schema } from '../infra/db/schema.js';

/** A row of `pgboss.job`, as tests read it. */
export interface JobRecord {
  id: string;
  name: string;
  state: 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';
  data: Record<string, unknown> | null;
  retry_count: number;
  singleton_key: string | null;
  start_after: Date;
  started_on: Date | null;
  created_on: Date;
  completed_on: Date | null;
  output: { message?: string } | null;
}

export async function findJob(db: Kysely<Schema>, id: string): Promise<JobRecord | undefined> {
  const { rows } = await sql<JobRecord>`SELECT * FROM pgboss.job WHERE id = ${id}`.execute(db);
  return rows[0];
}

/** The jobs of a queue, oldest first. */
export async function jobsIn(db: Kysely<Schema>, queue: string): Promise<JobRecord[]> {
  const { rows } = await sql<JobRecord>`
    SELECT * FROM pgboss.job WHERE name = ${queue} ORDER BY created_on, id`.execute(db);
  return rows;
}

/**
 * Asks `probe` until it answers something, every 25 ms; fails with `what` after the deadline.
 * This is how tests wait for background work: on the event itself, never a fixed sleep.
 */
export async function eventually<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`Gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Waits until the job is in one of the states (and, if given, `also` holds of it). */
export function jobReaches(
  db: Kysely<Schema>,
  id: string,
  states: readonly JobRecord['state'][],
  also: (job: JobRecord) => boolean = () => true,
): Promise<JobRecord> {
  return eventually(`job ${id} to be ${states.join(' or ')}`, async () => {
    const job = await findJob(db, id);
    return job !== undefined && states.includes(job.state) && also(job) ? job : undefined;
  });
}

/** Moves a waiting retry to now, as if its back-off had passed (after a test has checked it). */
export async function retryNow(db: Kysely<Schema>, id: string): Promise<void> {
  await sql`UPDATE pgboss.job SET start_after = now() WHERE id = ${id} AND state = 'retry'`.execute(
    db,
  );
}

export const seconds = (from: Date, to: Date): number => (to.getTime() - from.getTime()) / 1000;

/** A logger whose lines a test can read, parsed. */
export function capturedLog(): { log: FastifyBaseLogger; lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) {
        if (line.trim() !== '') lines.push(JSON.parse(line));
      }
      done();
    },
  });
  return { log: pino({ level: 'info' }, destination), lines };
}
