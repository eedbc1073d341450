import { createECDH } from 'node:crypto';
import { z } from 'zod';
import type { EnvOf, ReportProblem } from '../../infra/config-types.js';

/**
 * Notifications' fragment of the environment (ADR 46): SMTP delivery and the addresses mail
 * names; web push's application server keys (VAPID) and the push services it posts to (ADR 63).
 */

/**
 * A key pair for development and tests only: public (it is in the repository), so production
 * refuses it. `npx web-push generate-vapid-keys` makes a real one.
 */
export const developmentVapidKeys = {
  publicKey:
    'BEJAtaKBenKbRDOFixOycvEcFA5adxZ8lFrAxs-Fw3lISGMre3WTsvjfD5OdQIdnzZduG84woTabaKyECtHNOh4',
  privateKey: 'nyN_Kllqwh39nEpoRJ_u7FEgclNbBuTl7emjTdipzO4',
};

/** The push services of Chrome, Edge, Firefox and Safari: an endpoint's host ends with one. */
const browserPushServices =
  'fcm.googleapis.com,notify.windows.com,push.services.mozilla.com,push.apple.com';

const base64url = /^[A-Za-z0-9_-]+$/;

export const notificationsVariables = {
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  SMTP_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(300).default(20),
  MAIL_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(5),
  MAIL_FROM: z.string().min(3).default('Maple Exchange <no-reply@maple.exchange>'),
  SUPPORT_EMAIL: z.email().default('support@maple.exchange'),
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(base64url, 'must be base64url')
    .length(87, 'must be a P-256 public key (65 bytes, base64url)')
    .default(developmentVapidKeys.publicKey),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(base64url, 'must be base64url')
    .length(43, 'must be a P-256 private key (32 bytes, base64url)')
    .default(developmentVapidKeys.privateKey),
  PUSH_SERVICE_HOSTS: z
    .string()
    .default(browserPushServices)
    .transform((list) => list.split(',').map((host) => host.trim().toLowerCase()))
    .pipe(z.array(z.string().regex(/^[a-z0-9.-]+$/, 'must be host names, comma-separated')).min(1)),
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

export interface PushConfig {
  vapid: { publicKey: string; privateKey: string; subject: string };
  /**
   * An endpoint's host must be one of these or end with `.` and one of them; outside production
   * a push service on this machine (localhost, 127.0.0.1) is taken too, for tests.
   */
  serviceHosts: readonly string[];
  allowLocalServices: boolean;
}

type NotificationsEnv = EnvOf<typeof notificationsVariables>;

export function checkNotificationsEnv(env: NotificationsEnv, problem: ReportProblem): void {
  if (!isVapidPair(env.VAPID_PUBLIC_KEY, env.VAPID_PRIVATE_KEY)) {
    // Every push would be refused (403) by the push services.
    problem('VAPID_PUBLIC_KEY', 'must be the public key of VAPID_PRIVATE_KEY');
  }
  if (env.NODE_ENV !== 'production') return;
  if (env.VAPID_PRIVATE_KEY === developmentVapidKeys.privateKey) {
    problem('VAPID_PRIVATE_KEY', 'must be set in production');
  }
  if (env.VAPID_PUBLIC_KEY === developmentVapidKeys.publicKey) {
    problem('VAPID_PUBLIC_KEY', 'must be set in production');
  }
}

export function notificationsSettings(env: NotificationsEnv): {
  mail: MailConfig;
  push: PushConfig;
} {
  return {
    push: {
      vapid: {
        publicKey: env.VAPID_PUBLIC_KEY,
        privateKey: env.VAPID_PRIVATE_KEY,
        // The push service's operator writes here about a sender misbehaving.
        subject: `mailto:${env.SUPPORT_EMAIL}`,
      },
      serviceHosts: env.PUSH_SERVICE_HOSTS,
      allowLocalServices: env.NODE_ENV !== 'production',
    },
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      supportAddress: env.SUPPORT_EMAIL,
      timeoutSeconds: env.SMTP_TIMEOUT_SECONDS,
      retryDelaySeconds: env.MAIL_RETRY_DELAY_SECONDS,
    },
  };
}

/** Whether the public key is the private one's (an uncompressed P-256 point). */
function isVapidPair(publicKey: string, privateKey: string): boolean {
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'));
    return ecdh.getPublicKey('base64url') === publicKey;
  } catch {
    // A value that is not a key on the curve.
    return false;
  }
}
