import { readdir, readFile } from 'node:fs/promises';
import {
  DEFAULT_MIGRATION_TABLE,
  type Kysely,
  type Migration,
  type MigrationProvider,
  Migrator,
  sql,
} from 'kysely';

/**
 * Forward-only SQL migrations: `NNNN_verb_object.sql` files applied in name order, each once,
 * inside one transaction under Kysely's migration lock (safe when several instances start).
 * There are no down migrations; a correction is a new migration.
 */
export const migrationsDir = new URL('../../../src/db/migrations/', import.meta.url);

const MIGRATION_FILE = /^\d{4}_[a-z0-9_]+\.sql$/;

class SqlFileMigrationProvider implements MigrationProvider {
  constructor(private readonly dir: URL) {}

  async getMigrations(): Promise<Record<string, Migration>> {
    const files = (await readdir(this.dir)).filter((f) => f.endsWith('.sql')).sort();
    const migrations: Record<string, Migration> = {};
    for (const file of files) {
      if (!MIGRATION_FILE.test(file)) {
        throw new Error(`Migration file name "${file}" does not match NNNN_verb_object.sql`);
      }
      const script = await readFile(new URL(file, this.dir), 'utf8');
      migrations[file.slice(0, -'.sql'.length)] = {
        up: async (db: Kysely<unknown>) => {
          await sql.raw(script).execute(db);
        },
      };
    }
    return migrations;
  }
}

export function createMigrator<S>(db: Kysely<S>, dir: URL = migrationsDir): Migrator {
  return new Migrator({ db, provider: new SqlFileMigrationProvider(dir) });
}

/**
 * Applies every pending migration; returns the names applied, or throws the first failure.
 * A start with nothing to apply (the usual one) is told by two small queries, of the catalogue
 * and of the migrations table (ADR 51): the migrator's own check introspects every table and
 * takes its lock, over half a second on PGlite.
 */
export async function migrateToLatest<S>(
  db: Kysely<S>,
  dir: URL = migrationsDir,
): Promise<string[]> {
  if (await allApplied(db, dir)) return [];
  const { error, results } = await withoutRequestTimeouts(db, (connection) =>
    createMigrator(connection, dir).migrateToLatest(),
  );
  if (error !== undefined) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName;
    throw new Error(`Migration ${failed ?? '(setup)'} failed: ${describe(error)}`, {
      cause: error,
    });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** Whether the migrations table holds exactly the files' migrations; else the migrator decides. */
async function allApplied<S>(db: Kysely<S>, dir: URL): Promise<boolean> {
  const files = (await readdir(dir)).filter((f) => f.endsWith('.sql'));
  const exists = await sql<{ found: string | null }>`
    SELECT to_regclass(${DEFAULT_MIGRATION_TABLE})::text AS found`.execute(db);
  if (exists.rows[0]?.found == null) return false;
  const table = sql.table(DEFAULT_MIGRATION_TABLE);
  const applied = await sql<{ name: string }>`SELECT name FROM ${table}`.execute(db);
  const names = new Set(applied.rows.map((row) => row.name));
  return names.size === files.length && files.every((f) => names.has(f.slice(0, -'.sql'.length)));
}

/** Names of migrations present on disk but not yet applied. */
export async function pendingMigrations<S>(db: Kysely<S>, dir?: URL): Promise<string[]> {
  const all = await createMigrator(db, dir).getMigrations();
  return all.filter((m) => m.executedAt === undefined).map((m) => m.name);
}

/**
 * Runs `work` on one connection freed of the request timeouts (docs/decisions/0013): a migration
 * may build an index on a large table, and an instance starting beside another waits for that
 * one's migration lock; neither is a request. The connection gets its own settings back before
 * it returns to the pool.
 */
async function withoutRequestTimeouts<S, T>(
  db: Kysely<S>,
  work: (connection: Kysely<S>) => Promise<T>,
): Promise<T> {
  return db.connection().execute(async (connection) => {
    await sql`SET statement_timeout = 0`.execute(connection);
    await sql`SET lock_timeout = 0`.execute(connection);
    try {
      return await work(connection);
    } finally {
      await sql`RESET statement_timeout`.execute(connection);
      await sql`RESET lock_timeout`.execute(connection);
    }
  });
}

const describe = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);
