export interface LeadershipHandlers {
  /** This instance leads from now on (called again after each loss and new win). */
  elected(): void;
  /** This instance no longer leads: its lock went with its connection, or it gave it back. */
  deposed(): void;
}

/**
 * One leader at a time among the instances on one database, for one named role (the market
 * feed): a PostgreSQL session advisory lock, so when the leader's process or connection dies
 * the lock goes with it and another instance takes over (ADR 14).
 */
export interface Leadership {
  /** Campaigns until `resign`: elected as soon as the role is free, and again after each loss. */
  campaign(handlers: LeadershipHandlers): void;
  /** Gives the role up (when leading) and campaigns again: the leader found itself fenced out. */
  stepDown(): void;
  /** Stops campaigning and gives the role up, so another instance takes over at once. */
  resign(): Promise<void>;
}

/** How long an instance that lost or gave up the role waits before it campaigns again. */
export const campaignRetryMs = 1000;

/** The single instance on embedded PGlite leads from the start. */
export class SoleLeadership implements Leadership {
  private handlers: LeadershipHandlers | undefined;
  private retry: NodeJS.Timeout | undefined;

  campaign(handlers: LeadershipHandlers): void {
    this.handlers = handlers;
    handlers.elected();
  }

  stepDown(): void {
    this.handlers?.deposed();
    // Not at once: a leader that failed would otherwise fail again in a tight loop.
    this.retry = setTimeout(() => this.handlers?.elected(), campaignRetryMs).unref();
  }

  async resign(): Promise<void> {
    clearTimeout(this.retry);
    this.handlers = undefined;
  }
}
