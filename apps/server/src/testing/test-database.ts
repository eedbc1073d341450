import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../infra/db/database.js';
import { migrateToLatest } from '../infra/db/migrator.js';

/**
 * A freshly migrated database of its own for one test file: in-memory PGlite by default, or a
 * new database on the PostgreSQL server named by DATABASE_URL (dropped again on close). The same
 * tests run on both.
 */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl === undefined || serverUrl === '') {
    const database = await openDatabase({ driver: 'pglite', dataDir: undefined });
    await migrateToLatest(database.db);
    return database;
  }

  const name = `maple_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ driver: 'postgres', url: url.toString(), poolSize: 10 });
  await migrateToLatest(database.db);
  return {
    ...database,
    close: async () => {
      await database.close();
      await withAdminClient(serverUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      );
    },
  };
}

async function withAdminClient<T>(url: string, use: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}
