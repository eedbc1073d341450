import { execFile } from 'node:child_process';
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/** Where the PostgreSQL server programs are (Debian's layout for PostgreSQL 15 by default). */
const binDir = process.env.PG_BIN_DIR || '/usr/lib/postgresql/15/bin';

/**
 * A PostgreSQL cluster of a test's own, on a free port in a temporary directory, to terminate,
 * stop and restart at will: never the machine's shared server. `initdb` refuses to run as root,
 * so under root the cluster belongs to, and runs as, the `postgres` user.
 */
export interface ThrowawayPostgres {
  /** A `postgres://` URL of `database` on this cluster. */
  url(database?: string): string;
  /** Creates an empty database; answers its URL. */
  createDatabase(name: string): Promise<string>;
  /** Runs one statement as the superuser on `database`, on a connection of its own. */
  query<R extends pg.QueryResultRow>(
    text: string,
    values?: unknown[],
    database?: string,
  ): Promise<R[]>;
  /** `pg_ctl stop -m fast`: every session is ended, new ones are refused until `start`. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** `pg_ctl restart -m fast`, as an operator restarts it. */
  restart(): Promise<void>;
  /**
   * Ends every session on `database` (`pg_terminate_backend`), or only the one of backend
   * `pid`; answers how many it ended.
   */
  terminateSessions(database: string, pid?: number): Promise<number>;
  /** Stops the cluster at once and removes its files. */
  destroy(): Promise<void>;
}

const asClusterOwner = (program: string, args: readonly string[]) =>
  process.getuid?.() === 0
    ? run('runuser', ['-u', 'postgres', '--', join(binDir, program), ...args])
    : run(join(binDir, program), [...args]);

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const dir = mkdtempSync(join(tmpdir(), 'maple-pg-'));
  if (process.getuid?.() === 0) await run('chown', ['postgres:', dir]);
  const data = join(dir, 'data');
  const port = await freePort();
  await asClusterOwner('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  // In the configuration file, so that a restart keeps it. Durability is not under test.
  appendFileSync(
    join(data, 'postgresql.conf'),
    [
      `port = ${port}`,
      "listen_addresses = '127.0.0.1'",
      `unix_socket_directories = '${dir}'`,
      'fsync = off',
      'full_page_writes = off',
      '',
    ].join('\n'),
  );
  const pgCtl = (...args: string[]) =>
    asClusterOwner('pg_ctl', ['-D', data, '-l', join(dir, 'log'), '-w', '-t', '30', ...args]);
  await pgCtl('start');

  const url = (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`;
  return {
    url,
    stop: async () => {
      await pgCtl('-m', 'fast', 'stop');
    },
    start: async () => {
      await pgCtl('start');
    },
    restart: async () => {
      await pgCtl('-m', 'fast', 'restart');
    },
    createDatabase: async (name) => {
      await query(url(), `CREATE DATABASE ${name}`);
      return url(name);
    },
    query: (text, values, database) => query(url(database), text, values),
    terminateSessions: async (database, pid) => {
      const [row] = await query<{ ended: string }>(
        url(),
        `SELECT count(*) FILTER (WHERE pg_terminate_backend(pid)) AS ended
         FROM pg_stat_activity
         WHERE datname = $1 AND pid <> pg_backend_pid() AND ($2::int IS NULL OR pid = $2)`,
        [database, pid ?? null],
      );
      return Number(row?.ended ?? 0);
    },
    destroy: async () => {
      // A test may have left it stopped.
      await pgCtl('-m', 'immediate', 'stop').catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function query<R extends pg.QueryResultRow>(
  url: string,
  text: string,
  values?: unknown[],
): Promise<R[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<R>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** A TCP port the OS reports free right now (PostgreSQL cannot be told to pick one). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address !== null
          ? resolve(address.port)
          : reject(new Error('no free port')),
      );
    });
  });
}
