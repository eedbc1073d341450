import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * Scratch databases on the PostgreSQL server named by the bench's DATABASE_URL: each target gets
 * a fresh one, and every one created is dropped again by `dropAll`, even after a failure.
 */
export class ScratchDatabases {
  private readonly created: string[] = [];

  constructor(private readonly serverUrl: string) {}

  /** Creates `bench_<label>_<random>` and answers its name and connection URL. */
  async create(label: string): Promise<{ name: string; url: string }> {
    const name = `bench_${label}_${randomBytes(4).toString('hex')}`;
    await this.admin((client) => client.query(`CREATE DATABASE ${name}`));
    this.created.push(name);
    return this.existing(name);
  }

  /** The name and connection URL of a database already on the server. */
  existing(name: string): { name: string; url: string } {
    const url = new URL(this.serverUrl);
    url.pathname = `/${name}`;
    return { name, url: url.toString() };
  }

  /** Leaves one database out of `dropAll`. */
  keep(name: string): void {
    const at = this.created.indexOf(name);
    if (at >= 0) this.created.splice(at, 1);
  }

  /** Drops every database this instance created; reports (not throws) a failed drop. */
  async dropAll(): Promise<void> {
    while (this.created.length > 0) {
      const name = this.created.pop();
      if (name === undefined) break;
      try {
        await this.admin(async (client) => {
          // A pool's end() resolves before its sockets close; give them a moment, then force.
          await untilNoConnections(client, name);
          await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        });
      } catch (error) {
        console.error(`could not drop ${name}:`, error);
      }
    }
  }

  /**
   * Writes a checkpoint now (the bench's role must be a superuser or hold pg_checkpoint), so
   * that the next phase starts with the whole of `max_wal_size` ahead of it.
   */
  async checkpoint(): Promise<void> {
    await this.admin((client) => client.query('CHECKPOINT'));
  }

  /** One short-lived connection to the server's maintenance database. */
  async admin<T>(use: (client: pg.Client) => Promise<T>): Promise<T> {
    const client = new pg.Client({ connectionString: this.serverUrl });
    await client.connect();
    try {
      return await use(client);
    } finally {
      await client.end();
    }
  }
}

async function untilNoConnections(client: pg.Client, name: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const { rows } = await client.query<{ n: string }>(
      'SELECT count(*) AS n FROM pg_stat_activity WHERE datname = $1',
      [name],
    );
    if (rows[0]?.n === '0') return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
