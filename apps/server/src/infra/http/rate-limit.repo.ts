import { type Kysely, sql } from 'kysely';
import type { Schema } from '../db/schema.js';

export interface Counted {
  hits: number;
  /** Milliseconds until the window ends. */
  ttlMs: number;
}

/**
 * Counts one more request against `key` in one statement: a new or expired counter starts a
 * window of `windowMs`; a live one counts up. Time is the database's, the one clock every
 * instance shares.
 */
export async function countHit(db: Kysely<Schema>, key: string, windowMs: number) {
  const { rows } = await sql<Counted>`
    insert into rate_limit_counters as c (key, hits, resets_at)
    values (${key}, 1, now() + make_interval(secs => ${windowMs / 1000}))
    on conflict (key) do update set
      hits = case when c.resets_at <= now() then 1 else c.hits + 1 end,
      resets_at = case when c.resets_at <= now() then excluded.resets_at else c.resets_at end
    returning hits, ceil(extract(epoch from resets_at - now()) * 1000)::integer as "ttlMs"`.execute(
    db,
  );
  const counted = rows[0];
  if (counted === undefined) throw new Error('the rate-limit counter was not written');
  return counted;
}

/** Forgets counters whose window has ended (addresses not seen since). */
export async function deleteExpiredCounters(db: Kysely<Schema>) {
  await db.deleteFrom('rate_limit_counters').where('resets_at', '<', sql<Date>`now()`).execute();
}
