import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../infra/clock.js';
import type { Schema } from '../../infra/db/schema.js';
import type { RouteKit } from '../../infra/http/route-kit.js';
import type { JobQueue } from '../../infra/jobs/job-queue.js';
import { MailDelivery, type MailTransport } from './mail-delivery.js';
import { registerMailboxRoutes } from './mailbox.routes.js';
import { NotificationCentre } from './notification-centre.js';
import { registerNotificationCentreRoutes } from './notification-centre.routes.js';
import { registerNotificationSettingsRoutes } from './notification-settings.routes.js';
import type { MailConfig, PushConfig } from './notifications.config.js';
import { Outbox } from './outbox.js';
import { PushDeliveries } from './push-delivery.js';
import { registerPushDeviceRoutes } from './push-devices.routes.js';
import { type PushDevicesDeps, PushDevicesService } from './push-devices.service.js';

/**
 * The outbox, its delivery over SMTP (the `deliver-email` queue) and, outside production, the
 * development mailbox (ADR 46); web push to each customer's devices (the `deliver-push` queue,
 * ADR 63), which the outbox sends along with the e-mails that have a notice; the notification
 * centre in the app (ADR 79); what each customer is told, and how (ADR 81).
 */
export function createNotificationsModule(
  deps: PushDevicesDeps & { jobs: JobQueue },
  config: { mail: MailConfig; push: PushConfig; isProduction: boolean },
) {
  const pushDevices = new PushDevicesService(
    deps,
    config.push,
    new PushDeliveries(deps, config.push),
  );
  const mailDelivery = mailDeliveryOf(deps, config.mail);
  const notificationCentre = new NotificationCentre(deps);
  return {
    services: {
      outbox: new Outbox(config.mail.supportAddress, mailDelivery, pushDevices, notificationCentre),
      notificationCentre,
    },
    registerRoutes(app: FastifyInstance, kit: RouteKit) {
      registerPushDeviceRoutes(app, kit, pushDevices);
      registerNotificationCentreRoutes(app, kit, notificationCentre);
      registerNotificationSettingsRoutes(app, kit, deps);
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
