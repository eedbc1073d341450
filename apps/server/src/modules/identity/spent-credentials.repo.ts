import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';

/**
 * Records a single-use credential (bot-check solution, confirmation token id) as spent.
 * Answers false when it was spent before: the insert and the check are one statement, so two
 * concurrent uses cannot both pass.
 */
export async function spendCredential(
  db: Kysely<Schema>,
  id: string,
  expiresAt: Date,
): Promise<boolean> {
  const row = await db
    .insertInto('spent_credentials')
    .values({ id, expires_at: expiresAt })
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
