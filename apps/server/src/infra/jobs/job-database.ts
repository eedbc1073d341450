import { CompiledQuery, type Kysely } from 'kysely';

/** What pg-boss needs of a database (its `db` option): run one command, answer its rows. */
export interface JobDatabase {
  executeSql(text: string, values?: readonly unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * pg-boss's SQL through our Kysely instance, so the job queue runs on PGlite and PostgreSQL
 * alike, and through a caller's transaction when a job must commit or vanish with its change.
 *
 * pg-boss sends its maintenance as one parameterless `BEGIN; …; COMMIT;` string. If a statement
 * in it fails, the session is left inside an aborted transaction, and a pooled connection (or
 * PGlite's only session) would fail whoever used it next. Such text therefore runs on a
 * connection of its own, rolled back on failure before it goes back to the pool.
 */
export function jobDatabase<S>(db: Kysely<S>): JobDatabase {
  return {
    async executeSql(text, values = []) {
      // Inside a caller's transaction the caller owns the outcome; pg-boss sends only
      // parameterised single statements there.
      if (values.length > 0 || db.isTransaction) {
        return db.executeQuery(CompiledQuery.raw(text, [...values]));
      }
      return db.connection().execute(async (connection) => {
        try {
          return await connection.executeQuery(CompiledQuery.raw(text));
        } catch (error) {
          // A failed ROLLBACK means the connection itself is gone; the first error says why.
          await connection.executeQuery(CompiledQuery.raw('ROLLBACK')).catch(() => undefined);
          throw error;
        }
      });
    },
  };
}
