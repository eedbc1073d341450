import { z } from 'zod';

/**
 * What a customer is told, and how (docs/decisions/0081-notification-settings.md): each topic
 * by each channel it offers, at `/customers/notification-settings`. Security and account
 * notices (sign-ins, password and second-factor changes, verification results, a transfer that
 * failed, a manual adjustment) are not topics: they are always sent.
 */
export const notificationTopics = [
  'trades',
  'deposits',
  'withdrawals',
  'alerts',
  'recurring',
  'statements',
  'product_updates',
] as const;
export type NotificationTopic = (typeof notificationTopics)[number];

/** In the app (the notification centre), by e-mail, and by push to the customer's devices. */
export const notificationChannels = ['in_app', 'email', 'push'] as const;
export type NotificationChannel = (typeof notificationChannels)[number];

/**
 * The e-mails that cannot be switched off: money leaving the account is always e-mailed (a
 * customer whose account is taken over learns of it), and a statement must be delivered (CIRO
 * Rule 3808); their in-app and push notices can be.
 */
export const alwaysEmailedTopics = ['withdrawals', 'statements'] as const;

const toggle = z.boolean({ error: 'Choose on or off' });
const alwaysOn = z.literal(true, { error: 'This e-mail is always sent' });
const everyChannel = z.strictObject({ in_app: toggle, email: toggle, push: toggle });
const alwaysEmailed = z.strictObject({ in_app: toggle, email: alwaysOn, push: toggle });

/**
 * `GET /customers/notification-settings` answers these and `PUT` replaces them whole. News is
 * e-mail only, and off until the customer asks for it: Canada's anti-spam law (CASL) needs
 * express consent before any commercial message.
 */
export const notificationSettingsSchema = z.strictObject({
  trades: everyChannel,
  deposits: everyChannel,
  withdrawals: alwaysEmailed,
  alerts: everyChannel,
  recurring: everyChannel,
  statements: alwaysEmailed,
  product_updates: z.strictObject({ email: toggle }),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

const allOn = { in_app: true, email: true, push: true } as const;

/** What a customer who never chose is told; each topic its own object, so a copy can change one. */
export const defaultNotificationSettings: NotificationSettings = {
  trades: { ...allOn },
  deposits: { ...allOn },
  withdrawals: { ...allOn },
  alerts: { ...allOn },
  recurring: { ...allOn },
  statements: { ...allOn },
  product_updates: { email: false },
};

/** The channels each topic offers, in the order the settings page shows them. */
export function channelsOf(topic: NotificationTopic): readonly NotificationChannel[] {
  return topic === 'product_updates' ? ['email'] : notificationChannels;
}

/** Whether the customer may switch this channel of this topic off. */
export function isChoosable(topic: NotificationTopic, channel: NotificationChannel): boolean {
  const alwaysEmailed: readonly NotificationTopic[] = alwaysEmailedTopics;
  return !(channel === 'email' && alwaysEmailed.includes(topic));
}

/** One cell of the settings: whether the topic is told by the channel (not offered: no). */
export function settingOf(
  settings: NotificationSettings,
  topic: NotificationTopic,
  channel: NotificationChannel,
): boolean {
  const row: Partial<Record<NotificationChannel, boolean>> = settings[topic];
  return row[channel] ?? false;
}
