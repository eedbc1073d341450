import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Config, DatabaseTimeouts } from '../config.js';
import type { Schema } from './schema.js';

export type DatabaseDriver = 'pglite' | 'postgres';

export interface Database {
  readonly db: Kysely<Schema>;
  readonly driver: DatabaseDriver;
  /**
   * Tells `listener` of every connection PostgreSQL ends under the pool (a restart, a failover,
   * a terminated backend), so it can be logged; the pool opens a new one when next needed.
   */
  onConnectionError(listener: (error: Error) => void): void;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { driver: 'postgres'; url: string; poolSize: number; timeouts: DatabaseTimeouts }
  /**
   * `dataDir` undefined keeps the database in memory (tests); `loadDataDir`, a dump of another
   * PGlite's data directory, starts from that database instead of an empty one (tests).
   */
  | { driver: 'pglite'; dataDir: string | undefined; loadDataDir?: Blob };

/**
 * Opens the database. Both drivers hand back the same JavaScript types: `int8` as bigint,
 * `numeric` as an exact decimal string, `timestamptz` as Date, json/jsonb parsed. PGlite (its
 * WebAssembly build and its extensions) is loaded only when it is the one opened.
 */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.driver === 'postgres') return openPostgres(target);
  const { openPglite } = await import('./pglite.js');
  const { db, close } = await openPglite(target.dataDir, target.loadDataDir);
  // One embedded session that cannot be lost: there is nothing to tell.
  return { db, driver: 'pglite', onConnectionError: () => {}, close };
}

function openPostgres({
  url,
  poolSize,
  timeouts,
}: Extract<DatabaseTarget, { driver: 'postgres' }>): Database {
  const types = new pg.TypeOverrides();
  types.setTypeParser(pg.types.builtins.INT8, (value: string) => BigInt(value));
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    types,
    // How an operator tells the server's sessions in pg_stat_activity (the URL may name another).
    fallback_application_name: 'maple-exchange',
    // Waiting for a pooled connection and opening a new one; then every request's statements
    // and lock waits are bounded by the session's own settings (docs/decisions/0013).
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    lock_timeout: timeouts.lockMs,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
  });
  const listeners = new Set<(error: Error) => void>();
  // An 'error' event nobody listens to is thrown, and kills the process. PostgreSQL ending a
  // session makes its client emit one: a client in the pool passes it on to the pool as well,
  // a checked-out one (between two statements of a transaction) only has its own listeners. So
  // every client gets this listener, whoever checks it out (Kysely or any other pool user), and
  // reports the loss; the pool's listener only has to exist. The statement that meets the
  // dead connection fails (503) and the pool drops the client when it comes back.
  pool.on('connect', (client) => {
    // A lost session is told twice (the server's last message, then the socket's end).
    let reported = false;
    client.on('error', (error) => {
      if (reported) return;
      reported = true;
      for (const listener of listeners) listener(error);
    });
  });
  pool.on('error', () => {});
  const db = new Kysely<Schema>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    driver: 'postgres',
    onConnectionError: (listener) => {
      listeners.add(listener);
    },
    close: () => db.destroy(),
  };
}

export function databaseTarget(config: Pick<Config, 'database'>): DatabaseTarget {
  return 'url' in config.database
    ? { driver: 'postgres', ...config.database }
    : { driver: 'pglite', dataDir: config.database.dataDir };
}
