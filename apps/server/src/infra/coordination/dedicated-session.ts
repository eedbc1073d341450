import pg from 'pg';
import type { CoordinationLog } from './coordination-log.js';
import { campaignRetryMs } from './leadership.js';

export interface SessionHooks {
  /** Runs on each new connection, before it is used for anything else (LISTEN, lock). */
  connected(client: pg.Client): Promise<void>;
  /** The connection dropped (or failed to open); a new one is opened after a pause. */
  lost(): void;
}

/**
 * One PostgreSQL connection of its own, not from the pool: LISTEN and session advisory locks
 * belong to a session, so they need one that stays put. When it drops it says so and opens a
 * new one a second later, until closed. Every client has an 'error' listener: an unhandled
 * one would end the process, and a dropped connection must never do that.
 */
export class DedicatedSession {
  private client: pg.Client | undefined;
  private dropCurrent: ((error?: Error) => void) | undefined;
  private retry: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly url: string,
    private readonly purpose: string,
    private readonly hooks: SessionHooks,
    private readonly log: CoordinationLog,
  ) {}

  open(): void {
    void this.connect();
  }

  /** The live connection, if there is one. */
  get current(): pg.Client | undefined {
    return this.client;
  }

  /** Drops the connection (and what it held) and opens a new one after the pause. */
  reset(): void {
    this.dropCurrent?.();
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    if (this.closed) return;
    const client = new pg.Client({ connectionString: this.url, keepAlive: true });
    let dropped = false;
    const drop = (error?: Error) => {
      if (dropped) return;
      dropped = true;
      if (this.client === client) this.client = undefined;
      void client.end().catch(() => undefined);
      if (this.closed) return;
      this.log.warn({ err: error, purpose: this.purpose }, 'coordination connection lost');
      this.hooks.lost();
      this.retry = setTimeout(() => void this.connect(), campaignRetryMs).unref();
    };
    client.on('error', drop);
    client.on('end', () => drop());
    this.dropCurrent = drop;
    try {
      await client.connect();
      if (this.closed) {
        await client.end();
        return;
      }
      this.client = client;
      await this.hooks.connected(client);
    } catch (error) {
      drop(error instanceof Error ? error : new Error(String(error)));
    }
  }
}
