import pg from 'pg';

/**
 * PostgreSQL's side of a run, seen from a connection of its own: which backends serve the
 * target's database, counters at the window's edges (commits; WAL records, bytes and fsyncs,
 * cluster-wide), and a sampling profile of what those backends are doing (pg_stat_activity every
 * 100 ms): running, waiting on a lock, on the WAL flush, or idle waiting for Node's next statement.
 */

export interface PgCounters {
  commits: number;
  rollbacks: number;
  walRecords: number;
  walBytes: number;
  walSyncs: number;
}

export interface PgProfile {
  samples: number;
  /** Average number of the target's backends in each state during the window. */
  backendsByState: Record<string, number>;
  counters: PgCounters;
}

export class PgObserver {
  private timer: NodeJS.Timeout | undefined;
  private sampling: Promise<void> = Promise.resolve();
  private samples = 0;
  private readonly states = new Map<string, number>();
  private startCounters: PgCounters | undefined;

  private constructor(
    private readonly client: pg.Client,
    private readonly database: string,
  ) {}

  static async open(serverUrl: string, database: string): Promise<PgObserver> {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    return new PgObserver(client, database);
  }

  async backendPids(): Promise<number[]> {
    const { rows } = await this.client.query<{ pid: number }>(
      `SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`,
      [this.database],
    );
    return rows.map((row) => row.pid);
  }

  async start(): Promise<void> {
    this.startCounters = await this.counters();
    this.timer = setInterval(() => {
      this.sampling = this.sampling.then(() => this.sample());
    }, 100);
  }

  async stop(): Promise<PgProfile> {
    clearInterval(this.timer);
    await this.sampling;
    const end = await this.counters();
    const start = this.startCounters ?? end;
    const backendsByState: Record<string, number> = {};
    for (const [state, total] of [...this.states].sort((a, b) => b[1] - a[1])) {
      backendsByState[state] = total / Math.max(1, this.samples);
    }
    return {
      samples: this.samples,
      backendsByState,
      counters: {
        commits: end.commits - start.commits,
        rollbacks: end.rollbacks - start.rollbacks,
        walRecords: end.walRecords - start.walRecords,
        walBytes: end.walBytes - start.walBytes,
        walSyncs: end.walSyncs - start.walSyncs,
      },
    };
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.sampling;
    await this.client.end();
  }

  private async sample(): Promise<void> {
    const { rows } = await this.client.query<{ state: string; n: number }>(
      `SELECT coalesce(state, '?') ||
              CASE WHEN wait_event IS NULL THEN '' ELSE ' ' || wait_event_type || ':' || wait_event END
                AS state,
              count(*)::int AS n
       FROM pg_stat_activity
       WHERE datname = $1 AND pid <> pg_backend_pid() AND backend_type = 'client backend'
       GROUP BY 1`,
      [this.database],
    );
    this.samples += 1;
    for (const row of rows) this.states.set(row.state, (this.states.get(row.state) ?? 0) + row.n);
  }

  private async counters(): Promise<PgCounters> {
    // Backends publish their counters when they go idle (at most once a second): good to a second.
    const { rows } = await this.client.query<Record<keyof PgCounters, string>>(
      `SELECT d.xact_commit AS "commits", d.xact_rollback AS "rollbacks",
              w.wal_records AS "walRecords", w.wal_bytes AS "walBytes", w.wal_sync AS "walSyncs"
       FROM pg_stat_database d, pg_stat_wal w WHERE d.datname = $1`,
      [this.database],
    );
    const row = rows[0];
    if (row === undefined) throw new Error(`no statistics for ${this.database}`);
    return {
      commits: Number(row.commits),
      rollbacks: Number(row.rollbacks),
      walRecords: Number(row.walRecords),
      walBytes: Number(row.walBytes),
      walSyncs: Number(row.walSyncs),
    };
  }
}
