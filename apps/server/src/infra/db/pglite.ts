import { once } from 'node:events';
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely } from 'kysely';
import { PGliteDialect } from './pglite-dialect.js';
import type { Schema } from './schema.js';

/**
 * The extensions the migrations create (`CREATE EXTENSION`): PostgreSQL ships them in contrib,
 * PGlite loads each one's bundle only when it is named here at start.
 */
export const pgliteExtensions = { pg_trgm };

/**
 * PostgreSQL's default 128 MB of shared buffers live in PGlite's WebAssembly memory, which never
 * shrinks: once touched they stay resident. One embedded session needs far fewer; 16 MB holds
 * the hot pages of a development database (ADR 51).
 */
const pgliteSettings = ['-c', 'shared_buffers=16MB'];

/** Opens embedded PGlite: in `dataDir`, or in memory (from `loadDataDir`'s dump when given). */
export async function openPglite(
  dataDir: string | undefined,
  loadDataDir: Blob | undefined,
): Promise<{ db: Kysely<Schema>; close(): Promise<void> }> {
  if (dataDir !== undefined && !existsSync(join(dataDir, 'PG_VERSION'))) {
    mkdirSync(dataDir, { recursive: true });
    await initialiseApart(dataDir);
  }
  const client = await PGlite.create({
    dataDir,
    loadDataDir,
    extensions: pgliteExtensions,
    startParams: [...PGlite.defaultStartParams, ...pgliteSettings],
  });
  const db = new Kysely<Schema>({ dialect: new PGliteDialect(client) });
  const close = async () => {
    await db.destroy();
    // Kysely skips its driver's destroy when no query ever ran; the client must close anyway.
    if (!client.closed) await client.close();
  };
  return { db, close };
}

/** The worker's whole program: PGlite's CommonJS build makes the data directory and closes. */
const initialiseProgram = `
const { workerData } = require('node:worker_threads');
const { PGlite } = require(workerData.pglite);
PGlite.create({ dataDir: workerData.dataDir }).then((db) => db.close());
`;

/**
 * Makes a new data directory (initdb) in a worker thread of its own: initdb leaves the thread
 * that ran it about 190 MB larger than opening an existing database does, and that memory goes
 * with the worker instead of staying with the server for its whole life (ADR 51).
 */
async function initialiseApart(dataDir: string): Promise<void> {
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const worker = new Worker(initialiseProgram, { eval: true, workerData: { pglite, dataDir } });
  // `once` rejects with the worker's error if it fails before it exits.
  const [code] = await once(worker, 'exit');
  if (code !== 0) throw new Error(`Creating the PGlite database in ${dataDir} failed (${code})`);
}
