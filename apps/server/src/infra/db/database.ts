import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Config } from '../config.js';
import { PGliteDialect } from './pglite-dialect.js';
import type { Schema } from './schema.js';

export type DatabaseDriver = 'pglite' | 'postgres';

export interface Database {
  readonly db: Kysely<Schema>;
  readonly driver: DatabaseDriver;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { driver: 'postgres'; url: string; poolSize: number }
  /**
   * `dataDir` undefined keeps the database in memory (tests); `loadDataDir`, a dump of another
   * PGlite's data directory, starts from that database instead of an empty one (tests).
   */
  | { driver: 'pglite'; dataDir: string | undefined; loadDataDir?: Blob };

/**
 * Opens the database. Both drivers hand back the same JavaScript types: `int8` as bigint,
 * `numeric` as an exact decimal string, `timestamptz` as Date, json/jsonb parsed.
 */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.driver === 'postgres') {
    const types = new pg.TypeOverrides();
    types.setTypeParser(pg.types.builtins.INT8, (value: string) => BigInt(value));
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize, types });
    const db = new Kysely<Schema>({ dialect: new PostgresDialect({ pool }) });
    return { db, driver: 'postgres', close: () => db.destroy() };
  }
  if (target.dataDir !== undefined) mkdirSync(target.dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir: target.dataDir, loadDataDir: target.loadDataDir });
  const db = new Kysely<Schema>({ dialect: new PGliteDialect(client) });
  const close = async () => {
    await db.destroy();
    // Kysely skips its driver's destroy when no query ever ran; the client must close anyway.
    if (!client.closed) await client.close();
  };
  return { db, driver: 'pglite', close };
}

export function databaseTarget(config: Pick<Config, 'database'>): DatabaseTarget {
  return 'url' in config.database
    ? { driver: 'postgres', url: config.database.url, poolSize: config.database.poolSize }
    : { driver: 'pglite', dataDir: config.database.dataDir };
}
