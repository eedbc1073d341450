import { z } from 'zod';
import type { EnvOf } from '../../infra/config-types.js';

/** Mail's fragment of the environment: SMTP delivery and the addresses mail names (ADR 46). */

export const notificationsVariables = {
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  SMTP_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(300).default(20),
  MAIL_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(5),
  MAIL_FROM: z.string().min(3).default('Maple Exchange <no-reply@maple.exchange>'),
  SUPPORT_EMAIL: z.email().default('support@maple.exchange'),
};

export interface MailConfig {
  smtpUrl: string | undefined;
  from: string;
  supportAddress: string;
  /** Each SMTP step's timeout; a delivery is given up (and retried) after three of them. */
  timeoutSeconds: number;
  /** The first retry of a failed delivery waits 1–2 × this; each next one twice as long. */
  retryDelaySeconds: number;
}

export function notificationsSettings(env: EnvOf<typeof notificationsVariables>): {
  mail: MailConfig;
} {
  return {
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      supportAddress: env.SUPPORT_EMAIL,
      timeoutSeconds: env.SMTP_TIMEOUT_SECONDS,
      retryDelaySeconds: env.MAIL_RETRY_DELAY_SECONDS,
    },
  };
}
