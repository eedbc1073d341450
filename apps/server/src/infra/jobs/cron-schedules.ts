import cronParser from 'cron-parser';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema.js';
import { databaseNow } from './jobs.repo.js';

export interface ScheduledSend {
  queue: string;
  cron: string;
  /** Sends the firing's job, deduplicated per minute across every instance. */
  send(): Promise<unknown>;
}

/** Every instance checks this often; each firing is sent by the first check of its minute. */
const CHECK_INTERVAL_MS = 30_000;
const FIRING_WINDOW_MS = 60_000;

/** Throws on a malformed expression, so a bad schedule stops start-up. */
export function assertCron(cron: string): void {
  cronParser.parseExpression(cron, { tz: 'UTC' });
}

/** Whether the schedule fired in the minute before `now`. */
export function firedWithinAMinute(cron: string, now: Date): boolean {
  const previous = cronParser.parseExpression(cron, { currentDate: now, tz: 'UTC' }).prev();
  return now.getTime() - previous.getTime() < FIRING_WINDOW_MS;
}

/**
 * Cron schedules, checked by our own timer with the database's clock. pg-boss's timekeeper
 * sends its cron jobs through a worker that records outcomes without awaiting them (see
 * queue-worker.ts), so it is not started. A firing is sent as a job with a singleton key per
 * minute: checks of several instances within that minute add nothing.
 */
export class CronSchedules {
  private timer: NodeJS.Timeout | undefined;
  private checking: Promise<void> | undefined;
  private stopped = true;

  constructor(
    private readonly deps: {
      db: Kysely<Schema>;
      schedules: readonly ScheduledSend[];
      log: FastifyBaseLogger;
    },
  ) {}

  /** Checks once before it resolves, then every 30 s. */
  async start(): Promise<void> {
    if (this.deps.schedules.length === 0 || !this.stopped) return;
    this.stopped = false;
    const tick = () => {
      this.timer = setTimeout(() => {
        this.checking = this.check().finally(() => {
          if (!this.stopped) tick();
        });
      }, CHECK_INTERVAL_MS).unref();
    };
    this.checking = this.check();
    await this.checking;
    if (!this.stopped) tick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.checking;
  }

  private async check(): Promise<void> {
    try {
      const now = await databaseNow(this.deps.db);
      for (const schedule of this.deps.schedules) {
        if (firedWithinAMinute(schedule.cron, now)) await schedule.send();
      }
    } catch (error) {
      this.deps.log.error({ err: error }, 'job schedules could not be checked');
    }
  }
}
