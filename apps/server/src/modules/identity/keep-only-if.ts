import { sql, type Transaction } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';

/**
 * Runs `work` in a savepoint of `trx` and keeps its writes only when `keep`. A caller runs the
 * same statements whether or not it wants them, so an answer's timing does not tell which case
 * it was (an e-mail address with or without an account); unwanted writes never commit.
 */
export async function keepOnlyIf<T>(
  trx: Transaction<Schema>,
  keep: boolean,
  work: () => Promise<T>,
): Promise<T> {
  await sql`savepoint keep_only_if`.execute(trx);
  const result = await work();
  await (keep
    ? sql`release savepoint keep_only_if`
    : sql`rollback to savepoint keep_only_if`
  ).execute(trx);
  return result;
}
