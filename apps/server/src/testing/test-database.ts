import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type pg from 'pg';
import { inject } from 'vitest';
import { defaultDatabaseTimeouts } from '../infra/config.js';
import { type Database, type DatabaseTarget, openDatabase } from '../infra/db/database.js';
import { migrateToLatest } from '../infra/db/migrator.js';
import { withAdminClient } from './postgres-admin.js';

/** A test's database, with where it is (to open sessions of its own on it). */
export type TestDatabase = Database & { target: DatabaseTarget };

/**
 * A freshly migrated database of its own for one test file: in-memory PGlite by default, loaded
 * from the migrated dump the global setup made (migrated-snapshot.ts), or a new database on the
 * PostgreSQL server named by DATABASE_URL (dropped again on close). The same tests run on both.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl === undefined || serverUrl === '') {
    const snapshot = inject('migratedPgliteSnapshot');
    if (snapshot === undefined)
      throw new Error('no migrated PGlite snapshot: see vitest.config.ts');
    const loadDataDir = new Blob([await readFile(snapshot)]);
    const target: DatabaseTarget = { driver: 'pglite', dataDir: undefined, loadDataDir };
    return { ...(await openDatabase(target)), target };
  }

  const name = `maple_test_${randomBytes(6).toString('hex')}`;
  // A copy of the database the global setup migrated (migrated-snapshot.ts), when it made one.
  const template = inject('migratedPostgresTemplate');
  await withAdminClient(serverUrl, (client) =>
    client.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`),
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const target: DatabaseTarget = {
    driver: 'postgres',
    url: url.toString(),
    poolSize: 10,
    timeouts: defaultDatabaseTimeouts,
  };
  const database = await openDatabase(target);
  if (!template) await migrateToLatest(database.db);
  return {
    ...database,
    target,
    close: async () => {
      await database.close();
      await withAdminClient(serverUrl, async (client) => {
        // The pool's end() resolves before its sockets have closed; a forced drop would
        // terminate them mid-goodbye and their clients would throw with no one listening.
        await untilNoConnections(client, name);
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      });
    },
  };
}

/** An empty database for a server run as its own process, which migrates it on start. */
export interface ProcessDatabase {
  /** DATABASE_URL or DATA_DIR for the server's environment. */
  env: Record<string, string>;
  /** Opens it in this process, once no server process has it open (PGlite has one user). */
  open(): Promise<Database>;
  dispose(): Promise<void>;
}

/** A new database on the PostgreSQL server named by DATABASE_URL, else a PGlite directory. */
export async function createProcessDatabase(): Promise<ProcessDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl === undefined || serverUrl === '') {
    const dataDir = mkdtempSync(join(tmpdir(), 'maple-process-'));
    return {
      env: { DATA_DIR: dataDir },
      open: () => openDatabase({ driver: 'pglite', dataDir }),
      dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `maple_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    open: () =>
      openDatabase({
        driver: 'postgres',
        url: url.toString(),
        poolSize: 2,
        timeouts: defaultDatabaseTimeouts,
      }),
    dispose: () =>
      withAdminClient(serverUrl, async (client) => {
        await untilNoConnections(client, name);
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }),
  };
}

async function untilNoConnections(client: pg.Client, name: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const { rows } = await client.query<{ n: string }>(
      'SELECT count(*) AS n FROM pg_stat_activity WHERE datname = $1',
      [name],
    );
    if (rows[0]?.n === '0') return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
