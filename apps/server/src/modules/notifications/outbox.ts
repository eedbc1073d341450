import type { NotificationChannel } from '@maple/contracts';
import type { Kysely } from 'kysely';
import type { Language } from '../../infra/db/columns.js';
import type { Schema } from '../../infra/db/schema.js';
import { inAppFactsOf } from './in-app-notice.js';
import {
  type AlwaysSentMail,
  type MailContent,
  mailTopic,
  type TopicMail,
} from './mail-content.js';
import type { MailDelivery } from './mail-delivery.js';
import type { NotificationCentre } from './notification-centre.js';
import { type Receives, receiversOf } from './notification-settings.js';
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
 * The notice of an event of a topic (ADR 81): told once per `eventKey`, by the channels its
 * recipient chose (in the app, by e-mail, by push).
 */
export type TopicNotice = Envelope & { content: TopicMail; userId: string; eventKey: string };

/**
 * One message to queue: a topic's notice, or a security or account e-mail, always sent; one
 * naming its user is pushed to their devices too when its kind has a notice (`push-copy.ts`).
 */
export type OutgoingMail = (Envelope & { content: AlwaysSentMail; userId?: string }) | TopicNotice;

const isTopicContent = (content: MailContent): content is TopicMail =>
  Object.hasOwn(mailTopic, content.template);

const isTopic = (mail: OutgoingMail): mail is TopicNotice => isTopicContent(mail.content);

/**
 * A message to a user whose content may or may not be a topic's: told once per `eventKey` if
 * it is one, always sent if not (a sender that writes both kinds, such as funding's steps).
 */
export function userMail(
  envelope: Envelope & { userId: string },
  content: MailContent,
  eventKey: string,
): OutgoingMail {
  return isTopicContent(content) ? { ...envelope, content, eventKey } : { ...envelope, content };
}

/** Whether a message goes by a channel: always, or as its recipient chose for a new event. */
type Sends = (mail: OutgoingMail, channel: NotificationChannel) => boolean;

/**
 * Queues what the customer is told in the transactional outbox. Callers pass the transaction
 * that makes the change the message announces, so the change, its notices and the jobs
 * delivering them commit (or roll back) together. Without a delivery (no SMTP_URL) e-mail stays
 * in the outbox.
 */
export class Outbox {
  constructor(
    private readonly supportAddress: string,
    private readonly delivery: Pick<MailDelivery, 'enqueue'> | undefined,
    private readonly push: Pick<PushDevicesService, 'notify'>,
    private readonly centre: Pick<NotificationCentre, 'record'>,
  ) {}

  queue(db: Kysely<Schema>, mail: OutgoingMail, now: Date): Promise<void> {
    return this.queueAll(db, [mail], now);
  }

  /**
   * Queues many (a batch of rail steps' or trades' notices) in one insert per channel, their
   * recipients' settings read in one statement. A topic's event told before is told no more.
   */
  async queueAll(db: Kysely<Schema>, mails: readonly OutgoingMail[], now: Date): Promise<void> {
    const sends = await this.tellInApp(db, mails.filter(isTopic), now);
    const rendered = mails
      .filter((mail) => sends(mail, 'email') || sends(mail, 'push'))
      .map((mail) => ({ mail, ...renderMail(mail.content, mail.language, this.supportAddress) }));
    const emailed = rendered.filter(({ mail }) => sends(mail, 'email'));
    const ids = await insertOutboundEmails(
      db,
      emailed.map(({ mail, subject, text, html }) => ({
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
    const notices = rendered.flatMap(({ mail, subject }): UserNotice[] => {
      const eventKey = isTopic(mail) ? mail.eventKey : undefined;
      const notice = sends(mail, 'push')
        ? pushNoticeOf({ ...mail, title: subject, eventKey, now })
        : undefined;
      return mail.userId === undefined || notice === undefined
        ? []
        : [{ userId: mail.userId, notice }];
    });
    await this.push.notify(db, notices, now);
  }

  /** Records each topic notice (shown in the centre if chosen); answers who is told by what. */
  private async tellInApp(db: Kysely<Schema>, queued: TopicNotice[], now: Date): Promise<Sends> {
    const topicOf = (notice: TopicNotice) => mailTopic[notice.content.template];
    // The first of an event's notices queued together stands for it; the others are repeats.
    const firsts = new Map<string, TopicNotice>();
    for (const notice of queued) {
      const key = `${notice.userId} ${notice.eventKey}`;
      if (!firsts.has(key)) firsts.set(key, notice);
    }
    const notices = [...firsts.values()];
    const receives: Receives = await receiversOf(
      db,
      notices.map((notice) => notice.userId),
      notices.map(topicOf),
    );
    const isNew = await this.centre.record(
      db,
      notices.map((notice) => ({
        userId: notice.userId,
        eventKey: notice.eventKey,
        inApp: receives(notice.userId, topicOf(notice), 'in_app'),
        ...inAppFactsOf(notice.content),
      })),
      now,
    );
    const told = new Set(notices.filter((notice) => isNew(notice.userId, notice.eventKey)));
    return (mail, channel) =>
      !isTopic(mail) || (told.has(mail) && receives(mail.userId, topicOf(mail), channel));
  }
}
