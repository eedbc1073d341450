import type { Kysely } from 'kysely';
import type { SendMailOptions } from 'nodemailer';
import { z } from 'zod';
import type { Clock } from '../../infra/clock.js';
import type { Schema } from '../../infra/db/schema.js';
import type { JobQueue } from '../../infra/jobs/job-queue.js';
import type { JobSender } from '../../infra/jobs/queue-definition.js';
import {
  findOutboundEmail,
  markEmailFailed,
  markEmailSent,
  type OutboundEmail,
} from './outbox.repo.js';

/** What delivery needs of an SMTP transport (nodemailer's `Transporter`). */
export interface MailTransport {
  sendMail(mail: SendMailOptions): Promise<unknown>;
}

export interface MailDeliveryOptions {
  db: Kysely<Schema>;
  jobs: JobQueue;
  transport: MailTransport;
  from: string;
  clock: Clock;
  /** What each SMTP step may take (the transport's timeouts); a delivery expires after three. */
  timeoutSeconds: number;
  /** The first retry waits 1–2 × this; each next one twice as long. */
  retryDelaySeconds: number;
}

const deliveryJob = z.object({ email_id: z.string().regex(/^\d{1,19}$/) });

/** Eight attempts in all; from a 5 s first delay they span about 10 to 20 minutes. */
const RETRIES = 7;

/**
 * Delivers the outbox over SMTP when SMTP_URL is set: each message is a job sent in the
 * transaction that wrote it, retried with back-off and dead after its attempts. A message
 * already marked sent is not sent again; a crash between sending and marking it sends it once
 * more, under the same Message-ID, so mail clients show it once.
 */
export class MailDelivery {
  private readonly jobs: JobSender<z.infer<typeof deliveryJob>>;

  constructor(private readonly options: MailDeliveryOptions) {
    this.jobs = options.jobs.register({
      name: 'deliver-email',
      policy: 'standard',
      data: deliveryJob,
      retryLimit: RETRIES,
      retryDelaySeconds: options.retryDelaySeconds,
      expireInSeconds: options.timeoutSeconds * 3,
      batchSize: 5,
      handle: (job) => this.deliver(BigInt(job.data.email_id)),
    });
  }

  /** Queues the delivery of outbox messages, in the transaction that wrote them (one insert). */
  async enqueue(db: Kysely<Schema>, emailIds: readonly bigint[]): Promise<void> {
    await this.jobs.sendAll(
      db,
      emailIds.map((id) => ({ email_id: String(id) })),
    );
  }

  private async deliver(id: bigint): Promise<void> {
    const { db, clock, transport, from } = this.options;
    const email = await findOutboundEmail(db, id);
    if (email === undefined || email.sent_at !== null) return;
    try {
      await transport.sendMail({
        from,
        to: email.to_address,
        ...(email.reply_to === null ? {} : { replyTo: email.reply_to }),
        subject: email.subject,
        text: email.text_body,
        html: email.html_body,
        messageId: messageIdOf(email, from),
        headers: { 'Content-Language': email.language },
      });
    } catch (error) {
      // The body may hold a one-time link or code: only the reason is kept, and logged.
      await markEmailFailed(db, id, error instanceof Error ? error.message : String(error));
      throw error;
    }
    await markEmailSent(db, id, clock.now());
  }
}

/** The same on every attempt, and unique across databases (an id is unique in one only). */
export function messageIdOf(email: Pick<OutboundEmail, 'id' | 'created_at'>, from: string): string {
  const domain = /@([^\s<>@]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return `<outbox.${email.id}.${email.created_at.getTime()}@${domain}>`;
}
