import { type Kysely, sql } from 'kysely';
import type pg from 'pg';
import type { Schema } from '../db/schema.js';
import { type Broadcast, type BroadcastListener, Listeners } from './broadcast.js';
import type { CoordinationLog } from './coordination-log.js';
import { DedicatedSession } from './dedicated-session.js';

/**
 * Broadcast over PostgreSQL LISTEN/NOTIFY: one dedicated session listens on every channel; a
 * message is sent with `pg_notify` through the pool. Notifications stay within one database,
 * so instances of different databases never hear each other. After the listening session
 * drops, the new one listens again and every listener is told to catch up.
 */
export class NotifyBroadcast implements Broadcast {
  private readonly listeners = new Listeners();
  private readonly session: DedicatedSession;

  constructor(
    url: string,
    private readonly db: Kysely<Schema>,
    log: CoordinationLog,
  ) {
    this.session = new DedicatedSession(
      url,
      'listen',
      { connected: (client) => this.listen(client), lost: () => undefined },
      log,
    );
  }

  open(): void {
    this.session.open();
  }

  close(): Promise<void> {
    return this.session.close();
  }

  async publish(channel: string, text: string): Promise<void> {
    await sql`select pg_notify(${channel}, ${text})`.execute(this.db);
  }

  subscribe(channel: string, listener: BroadcastListener): () => void {
    const { isNew, remove } = this.listeners.add(channel, listener);
    const client = this.session.current;
    if (isNew && client !== undefined) {
      // A failure here drops the session, and the next one listens on every channel.
      client.query(`LISTEN ${client.escapeIdentifier(channel)}`).catch(() => this.session.reset());
    }
    return remove;
  }

  private async listen(client: pg.Client): Promise<void> {
    client.on('notification', ({ channel, payload }) => {
      if (payload !== undefined) this.listeners.deliver(channel, payload);
    });
    for (const channel of this.listeners.channels) {
      await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
    }
    this.listeners.resubscribed();
  }
}
