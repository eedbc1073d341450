import type { Kysely } from 'kysely';
import type { Language } from '../../infra/db/columns.js';
import type { Schema } from '../../infra/db/schema.js';
import { type EmailRecipient, emailReceivers } from './email-subscriptions.js';
import { type AlwaysSentMail, type OptionalMail, optionalMailCategory } from './mail-content.js';
import type { MailDelivery } from './mail-delivery.js';
import { insertOutboundEmails } from './outbox.repo.js';
import { pushNoticeOf } from './push-copy.js';
import type { PushDevicesService, UserNotice } from './push-devices.service.js';
import { renderMail } from './render-mail.js';

interface Envelope {
  to: string;
  language: Language;
  replyTo?: string;
}

/**
 * One e-mail to queue. An optional one names its recipient's user, whose preferences decide
 * whether it is sent; security and account e-mails are always sent, and one naming its user
 * is pushed to their devices too when its kind has a notice (`push-copy.ts`).
 */
export type OutgoingMail =
  | (Envelope & { content: AlwaysSentMail; userId?: string })
  | (Envelope & { content: OptionalMail; userId: string });

const isOptional = (
  mail: OutgoingMail,
): mail is Envelope & { content: OptionalMail; userId: string } =>
  Object.hasOwn(optionalMailCategory, mail.content.template);

/**
 * Queues e-mail in the transactional outbox. Callers pass the transaction that makes the change
 * the message announces, so the change, its e-mail and the job delivering it commit (or roll
 * back) together. Without a delivery (no SMTP_URL) the message stays in the outbox.
 */
export class Outbox {
  constructor(
    private readonly supportAddress: string,
    private readonly delivery: Pick<MailDelivery, 'enqueue'> | undefined,
    private readonly push: Pick<PushDevicesService, 'notify'>,
  ) {}

  /** An optional e-mail its recipient switched off is not written at all. */
  queue(db: Kysely<Schema>, mail: OutgoingMail, now: Date): Promise<void> {
    return this.queueAll(db, [mail], now);
  }

  /**
   * Queues many e-mails in one insert (a batch of rail steps' or trades' e-mails), each as
   * `queue` would: optional ones their recipients switched off are left out, all of them
   * looked up in one statement.
   */
  async queueAll(db: Kysely<Schema>, mails: readonly OutgoingMail[], now: Date): Promise<void> {
    const recipientOf = (mail: OutgoingMail): EmailRecipient | undefined =>
      isOptional(mail)
        ? { userId: mail.userId, category: optionalMailCategory[mail.content.template] }
        : undefined;
    const receives = await emailReceivers(
      db,
      mails.flatMap((mail) => recipientOf(mail) ?? []),
    );
    const sent = mails.filter((mail) => {
      const recipient = recipientOf(mail);
      return recipient === undefined || receives(recipient);
    });
    const rendered = sent.map((mail) => ({
      mail,
      ...renderMail(mail.content, mail.language, this.supportAddress),
    }));
    const ids = await insertOutboundEmails(
      db,
      rendered.map(({ mail, subject, text, html }) => ({
        to: mail.to,
        replyTo: mail.replyTo ?? null,
        language: mail.language,
        template: mail.content.template,
        subject,
        text,
        html,
        now,
      })),
    );
    await this.delivery?.enqueue(db, ids);
    await this.push.notify(
      db,
      rendered.flatMap(({ mail, subject }): UserNotice[] => {
        const notice = pushNoticeOf(mail.content, mail.language, subject);
        return mail.userId === undefined || notice === undefined
          ? []
          : [{ userId: mail.userId, notice }];
      }),
      now,
    );
  }
}
