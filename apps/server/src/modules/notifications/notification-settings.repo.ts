import type { NotificationChannel, NotificationTopic } from '@maple/contracts';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';

export interface SettingCell {
  topic: NotificationTopic;
  channel: NotificationChannel;
  enabled: boolean;
}

/** The choices the users made in the given topics (all topics: none given), in one statement. */
export async function findSettings(
  db: Kysely<Schema>,
  userIds: readonly string[],
  topics?: readonly NotificationTopic[],
) {
  if (userIds.length === 0 || topics?.length === 0) return [];
  let query = db
    .selectFrom('notification_settings')
    .select(['user_id', 'topic', 'channel', 'enabled'])
    .where('user_id', 'in', userIds);
  if (topics !== undefined) query = query.where('topic', 'in', topics);
  return query.execute();
}

/**
 * Records the choices. A choice that did not change keeps its time, so the time of a choice
 * that turned news on stays the time consent was given.
 */
export async function saveSettings(
  db: Kysely<Schema>,
  userId: string,
  cells: readonly SettingCell[],
  now: Date,
) {
  await db
    .insertInto('notification_settings')
    .values(cells.map((cell) => ({ user_id: userId, ...cell, changed_at: now })))
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'topic', 'channel'])
        .doUpdateSet((eb) => ({
          enabled: eb.ref('excluded.enabled'),
          changed_at: eb.ref('excluded.changed_at'),
        }))
        .whereRef('notification_settings.enabled', '<>', 'excluded.enabled'),
    )
    .execute();
}
