import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';

/**
 * Records single-use credentials (bot-check solutions, confirmation token ids) as spent, in one
 * statement. Answers those spent now; one missing was spent before: the insert and the check
 * are one statement, so two concurrent uses cannot both pass.
 */
export async function spendCredentials(
  db: Kysely<Schema>,
  credentials: readonly { id: string; expiresAt: Date }[],
): Promise<Set<string>> {
  if (credentials.length === 0) return new Set();
  const rows = await db
    .insertInto('spent_credentials')
    .values(credentials.map(({ id, expiresAt }) => ({ id, expires_at: expiresAt })))
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** Records one single-use credential as spent; false when it was spent before. */
export async function spendCredential(
  db: Kysely<Schema>,
  id: string,
  expiresAt: Date,
): Promise<boolean> {
  return (await spendCredentials(db, [{ id, expiresAt }])).has(id);
}
