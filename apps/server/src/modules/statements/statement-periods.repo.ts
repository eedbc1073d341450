import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';

/** The statements module's SQL (ADR 77): which periods are finished. */

export async function isFinished(db: Kysely<Schema>, period: string): Promise<boolean> {
  const row = await db
    .selectFrom('statement_periods')
    .select('period')
    .where('period', '=', period)
    .executeTakeFirst();
  return row !== undefined;
}

/** Marks the period finished; a second run finishing it too keeps the first one's row. */
export async function markFinished(
  db: Kysely<Schema>,
  period: string,
  issued: number,
  now: Date,
): Promise<void> {
  await db
    .insertInto('statement_periods')
    .values({ period, issued, finished_at: now })
    .onConflict((conflict) => conflict.column('period').doNothing())
    .execute();
}
