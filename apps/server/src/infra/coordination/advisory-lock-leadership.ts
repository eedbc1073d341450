import type pg from 'pg';
import type { CoordinationLog } from './coordination-log.js';
import { DedicatedSession } from './dedicated-session.js';
import { campaignRetryMs, type Leadership, type LeadershipHandlers } from './leadership.js';

/**
 * Leadership through a PostgreSQL session advisory lock held on a dedicated connection: the
 * instance whose `pg_try_advisory_lock` succeeds leads; the others try again every second.
 * When the leader's process dies its connection closes and the lock goes with it, so another
 * instance leads within about a second. A leader whose connection drops is deposed at once
 * (it can no longer know it holds the lock).
 */
export class AdvisoryLockLeadership implements Leadership {
  private readonly session: DedicatedSession;
  private handlers: LeadershipHandlers | undefined;
  private leading = false;
  private retry: NodeJS.Timeout | undefined;

  constructor(
    url: string,
    private readonly role: string,
    log: CoordinationLog,
  ) {
    this.session = new DedicatedSession(
      url,
      `lead ${role}`,
      { connected: (client) => this.tryLock(client), lost: () => this.lost() },
      log,
    );
  }

  campaign(handlers: LeadershipHandlers): void {
    this.handlers = handlers;
    this.session.open();
  }

  stepDown(): void {
    // Closing the session releases the lock; the next session campaigns again.
    this.session.reset();
  }

  async resign(): Promise<void> {
    this.handlers = undefined;
    clearTimeout(this.retry);
    this.leading = false;
    await this.session.close();
  }

  private async tryLock(client: pg.Client): Promise<void> {
    const { rows } = await client.query<{ locked: boolean }>(
      'select pg_try_advisory_lock(hashtextextended($1, 0)) as locked',
      [`maple:${this.role}`],
    );
    if (this.session.current !== client || this.handlers === undefined) return;
    if (rows[0]?.locked === true) {
      this.leading = true;
      this.handlers.elected();
      return;
    }
    this.retry = setTimeout(() => {
      if (this.session.current === client) this.tryLock(client).catch(() => this.session.reset());
    }, campaignRetryMs).unref();
  }

  private lost(): void {
    clearTimeout(this.retry);
    if (!this.leading) return;
    this.leading = false;
    this.handlers?.deposed();
  }
}
