import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Transporter } from 'nodemailer';
import type { Clock } from '../../infra/clock.js';
import type { Schema } from '../../infra/db/schema.js';
import {
  leaseDueEmails,
  markEmailFailed,
  markEmailSent,
  type OutboundEmail,
} from './outbox.repo.js';

export interface MailDispatcherOptions {
  db: Kysely<Schema>;
  transport: Pick<Transporter, 'sendMail' | 'close'>;
  from: string;
  clock: Clock;
  pollIntervalMs?: number;
  /** After this many failed attempts a message stays in the outbox with its last error. */
  maxAttempts?: number;
  batchSize?: number;
}

/** A message being sent is not offered to another poller for this long. */
const LEASE_SECONDS = 120;
const MAX_BACKOFF_SECONDS = 3600;

/** 10 s after the first failure, doubling each time, at most an hour. */
export const retryDelaySeconds = (attempts: number): number =>
  Math.min(10 * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_SECONDS);

/**
 * Delivers the outbox over SMTP: polls about once a second, sends each due message, records
 * success, or schedules a retry with backoff. Runs only when SMTP_URL is set.
 */
export class MailDispatcher {
  private readonly pollIntervalMs: number;
  private readonly maxAttempts: number;
  private readonly batchSize: number;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;

  constructor(private readonly options: MailDispatcherOptions) {
    this.pollIntervalMs = options.pollIntervalMs ?? 1000;
    this.maxAttempts = options.maxAttempts ?? 8;
    this.batchSize = options.batchSize ?? 20;
  }

  start(log: FastifyBaseLogger): void {
    if (!this.stopped) return;
    this.stopped = false;
    const tick = () => {
      this.running = this.deliverDue(log)
        .then(() => undefined)
        .catch((error: unknown) => log.error({ err: error }, 'mail dispatcher: poll failed'))
        .finally(() => {
          if (!this.stopped) this.timer = setTimeout(tick, this.pollIntervalMs);
        });
    };
    tick();
  }

  /** Stops polling, waits for the delivery under way, and closes the SMTP connection. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
    this.options.transport.close();
  }

  /** Sends every message due now; returns how many were delivered. */
  async deliverDue(log: FastifyBaseLogger): Promise<number> {
    const { db, clock } = this.options;
    const leased = await leaseDueEmails(db, {
      now: clock.now(),
      leaseSeconds: LEASE_SECONDS,
      limit: this.batchSize,
      maxAttempts: this.maxAttempts,
    });
    let delivered = 0;
    for (const email of leased) {
      if (await this.deliver(email, log)) delivered += 1;
    }
    return delivered;
  }

  private async deliver(email: OutboundEmail, log: FastifyBaseLogger): Promise<boolean> {
    const { db, clock, transport, from } = this.options;
    try {
      await transport.sendMail({
        from,
        to: email.to_address,
        ...(email.reply_to === null ? {} : { replyTo: email.reply_to }),
        subject: email.subject,
        text: email.text_body,
        html: email.html_body,
        headers: { 'Content-Language': email.language },
      });
      await markEmailSent(db, email.id, clock.now());
      log.info({ email_id: String(email.id), template: email.template }, 'e-mail sent');
      return true;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const retryAt = new Date(clock.now().getTime() + retryDelaySeconds(email.attempts) * 1000);
      await markEmailFailed(db, email.id, reason, retryAt);
      // The message body may hold a one-time link or code, so only the id and reason are logged.
      log.warn(
        {
          email_id: String(email.id),
          attempts: email.attempts,
          final: email.attempts >= this.maxAttempts,
          reason,
        },
        'e-mail delivery failed',
      );
      return false;
    }
  }
}
