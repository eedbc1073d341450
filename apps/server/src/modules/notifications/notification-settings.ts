import {
  channelsOf,
  defaultNotificationSettings,
  type NotificationChannel,
  type NotificationSettings,
  type NotificationTopic,
  notificationTopics,
  settingOf,
} from '@maple/contracts';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';
import { findSettings, type SettingCell, saveSettings } from './notification-settings.repo.js';

/*
 * What each customer is told, and how (ADR 81). The outbox asks before it tells; other modules
 * read and change the settings through these.
 */

type ChannelRow = Partial<Record<NotificationChannel, boolean>>;

function settingsFrom(rows: readonly SettingCell[]): NotificationSettings {
  const settings = structuredClone(defaultNotificationSettings);
  for (const { topic, channel, enabled } of rows) {
    // The table's checks keep a cell that cannot be chosen from ever being stored.
    const row: ChannelRow = settings[topic];
    if (channel in row) row[channel] = enabled;
  }
  return settings;
}

export async function notificationSettingsOf(
  db: Kysely<Schema>,
  userId: string,
): Promise<NotificationSettings> {
  return settingsFrom(await findSettings(db, [userId]));
}

/** Whether a user is told of a topic by a channel. */
export type Receives = (
  userId: string,
  topic: NotificationTopic,
  channel: NotificationChannel,
) => boolean;

/** The settings of many users in the given topics, read in one statement however many. */
export async function receiversOf(
  db: Kysely<Schema>,
  userIds: readonly string[],
  topics: readonly NotificationTopic[],
): Promise<Receives> {
  const rows = await findSettings(db, [...new Set(userIds)], [...new Set(topics)]);
  const chosen = new Map(rows.map((row) => [`${row.user_id} ${row.topic} ${row.channel}`, row]));
  return (userId, topic, channel) =>
    chosen.get(`${userId} ${topic} ${channel}`)?.enabled ??
    settingOf(defaultNotificationSettings, topic, channel);
}

/** Replaces every choice; pass a transaction to save them with other changes. */
export async function saveNotificationSettings(
  db: Kysely<Schema>,
  userId: string,
  settings: NotificationSettings,
  now: Date,
): Promise<void> {
  const cells = notificationTopics.flatMap((topic) =>
    channelsOf(topic).map((channel) => ({
      topic,
      channel,
      enabled: settingOf(settings, topic, channel),
    })),
  );
  await saveSettings(db, userId, cells, now);
}
