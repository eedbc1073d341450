import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../infra/clock.js';
import type { Schema } from '../../infra/db/schema.js';
import type { JobQueue } from '../../infra/jobs/job-queue.js';
import { MailDelivery, type MailTransport } from './mail-delivery.js';
import { registerMailboxRoutes } from './mailbox.routes.js';
import type { MailConfig } from './notifications.config.js';
import { Outbox } from './outbox.js';

/**
 * The outbox, its delivery over SMTP (the `deliver-email` queue) and, outside production, the
 * development mailbox (ADR 46).
 */
export function createNotificationsModule(
  deps: { db: Kysely<Schema>; clock: Clock; jobs: JobQueue },
  config: { mail: MailConfig; isProduction: boolean },
) {
  return {
    services: { outbox: new Outbox(config.mail.supportAddress, mailDeliveryOf(deps, config.mail)) },
    registerRoutes(app: FastifyInstance) {
      if (!config.isProduction) registerMailboxRoutes(app, deps.db);
    },
  };
}

/** Delivery over SMTP when SMTP_URL is set; without it mail stays in the outbox. */
function mailDeliveryOf(
  deps: { db: Kysely<Schema>; clock: Clock; jobs: JobQueue },
  mail: MailConfig,
): MailDelivery | undefined {
  if (mail.smtpUrl === undefined) return undefined;
  return new MailDelivery({
    db: deps.db,
    jobs: deps.jobs,
    transport: smtpTransport(mail.smtpUrl, mail.timeoutSeconds * 1000),
    from: mail.from,
    clock: deps.clock,
    timeoutSeconds: mail.timeoutSeconds,
    retryDelaySeconds: mail.retryDelaySeconds,
  });
}

/** nodemailer is loaded with the first message sent, not on every start (ADR 51). */
function smtpTransport(url: string, timeout: number): MailTransport {
  let transport: Promise<MailTransport> | undefined;
  return {
    sendMail: async (mail) => {
      transport ??= import('nodemailer').then(({ default: nodemailer }) =>
        nodemailer.createTransport({
          url,
          connectionTimeout: timeout,
          greetingTimeout: timeout,
          socketTimeout: timeout,
        }),
      );
      return (await transport).sendMail(mail);
    },
  };
}
