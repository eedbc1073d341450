import type { Kysely } from 'kysely';
import type { Language, Schema } from '../../infra/db/schema.js';
import { receivesEmail } from './email-subscriptions.js';
import { type AlwaysSentMail, type OptionalMail, optionalMailCategory } from './mail-content.js';
import type { MailDelivery } from './mail-delivery.js';
import { insertOutboundEmails } from './outbox.repo.js';
import { renderMail } from './render-mail.js';

interface Envelope {
  to: string;
  language: Language;
  replyTo?: string;
}

/**
 * One e-mail to queue. An optional one names its recipient's user, whose preferences decide
 * whether it is sent; security and account e-mails are always sent.
 */
export type OutgoingMail =
  | (Envelope & { content: AlwaysSentMail })
  | (Envelope & { content: OptionalMail; userId: string });

/**
 * Queues e-mail in the transactional outbox. Callers pass the transaction that makes the change
 * the message announces, so the change, its e-mail and the job delivering it commit (or roll
 * back) together. Without a delivery (no SMTP_URL) the message stays in the outbox.
 */
export class Outbox {
  constructor(
    private readonly supportAddress: string,
    private readonly delivery: Pick<MailDelivery, 'enqueue'> | undefined,
  ) {}

  /** An optional e-mail its recipient switched off is not written at all. */
  queue(db: Kysely<Schema>, mail: OutgoingMail, now: Date): Promise<void> {
    return this.queueAll(db, [mail], now);
  }

  /**
   * Queues many e-mails in one insert (a batch of rail steps' e-mails), each as `queue` would:
   * optional ones their recipients switched off are left out.
   */
  async queueAll(db: Kysely<Schema>, mails: readonly OutgoingMail[], now: Date): Promise<void> {
    const sent: OutgoingMail[] = [];
    for (const mail of mails) {
      if ('userId' in mail) {
        const category = optionalMailCategory[mail.content.template];
        if (!(await receivesEmail(db, mail.userId, category))) continue;
      }
      sent.push(mail);
    }
    const ids = await insertOutboundEmails(
      db,
      sent.map((mail) => {
        const rendered = renderMail(mail.content, mail.language, this.supportAddress);
        return {
          to: mail.to,
          replyTo: mail.replyTo ?? null,
          language: mail.language,
          template: mail.content.template,
          subject: rendered.subject,
          text: rendered.text,
          html: rendered.html,
          now,
        };
      }),
    );
    for (const id of ids) await this.delivery?.enqueue(db, id);
  }
}
