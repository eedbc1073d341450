import type { PushMessage } from '@maple/contracts';

/**
 * The push notifications that go with some e-mails (ADR 63): the three asking for an approval
 * (ADR 58, ADR 62), since a customer should learn at once that something waits for them, and
 * price alerts (ADR 79). Short enough for a lock screen; the e-mail says the rest.
 */
export interface PushNotice {
  message: PushMessage;
  /** The push service drops it after this: an approval's notice is no use past its deadline. */
  expiresAt: Date;
  urgency: 'normal' | 'high';
}
