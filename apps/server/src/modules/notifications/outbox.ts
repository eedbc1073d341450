import type { Kysely } from 'kysely';
import type { Language, Schema } from '../../infra/db/schema.js';
import type { MailContent } from './mail-content.js';
import type { MailDelivery } from './mail-delivery.js';
import { insertOutboundEmail } from './outbox.repo.js';
import { renderMail } from './render-mail.js';

export interface OutgoingMail {
  to: string;
  language: Language;
  content: MailContent;
  replyTo?: string;
}

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

  async queue(db: Kysely<Schema>, mail: OutgoingMail, now: Date): Promise<void> {
    const rendered = renderMail(mail.content, mail.language, this.supportAddress);
    const id = await insertOutboundEmail(db, {
      to: mail.to,
      replyTo: mail.replyTo ?? null,
      language: mail.language,
      template: mail.content.template,
      subject: rendered.subject,
      text: rendered.text,
      html: rendered.html,
      now,
    });
    await this.delivery?.enqueue(db, id);
  }
}
