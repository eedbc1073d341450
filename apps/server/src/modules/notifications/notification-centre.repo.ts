import type { NotificationKind } from '@maple/contracts';
import { type Kysely, sql } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';

export interface NewNotification {
  guid: string;
  userId: string;
  kind: NotificationKind;
  eventKey: string;
  facts: unknown;
  url: string;
  /** Whether the notification centre shows it: the customer's choice for its topic. */
  inApp: boolean;
  now: Date;
}

/** A place in a customer's list, newest first: the time at microseconds, then the guid. */
export interface NotificationCursor {
  createdAt: string;
  guid: string;
}

/**
 * Stores each notification not already made for its event; answers the events stored now, so a
 * job run twice tells the customer once.
 */
export async function insertNotifications(
  db: Kysely<Schema>,
  rows: readonly NewNotification[],
): Promise<Set<string>> {
  if (rows.length === 0) return new Set();
  const stored = await db
    .insertInto('notifications')
    .values(
      rows.map((row) => ({
        guid: row.guid,
        user_id: row.userId,
        kind: row.kind,
        event_key: row.eventKey,
        facts: JSON.stringify(row.facts),
        url: row.url,
        in_app: row.inApp,
        created_at: row.now,
      })),
    )
    .onConflict((conflict) => conflict.columns(['user_id', 'event_key']).doNothing())
    .returning(['user_id', 'event_key'])
    .execute();
  return new Set(stored.map((row) => `${row.user_id} ${row.event_key}`));
}

/** Microseconds, which a JavaScript Date would drop: the cursor must not skip one. */
const createdText = sql<string>`to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Up to `limit` of the user's notifications after the cursor, newest first. */
export async function notificationsAfter(
  db: Kysely<Schema>,
  userId: string,
  after: NotificationCursor | undefined,
  limit: number,
) {
  let query = db
    .selectFrom('notifications')
    .select(['guid', 'kind', 'facts', 'url', 'created_at', 'read_at'])
    .select(createdText.as('created_text'))
    .where('user_id', '=', userId)
    .where('in_app', '=', true);
  if (after !== undefined) {
    query = query.where(
      sql<boolean>`(created_at, guid) < (${after.createdAt}::timestamptz, ${after.guid})`,
    );
  }
  const rows = await query
    .orderBy('created_at', 'desc')
    .orderBy('guid', 'desc')
    .limit(limit)
    .execute();
  return rows.map(({ created_text, ...row }) => ({
    ...row,
    cursor: { createdAt: created_text, guid: row.guid },
  }));
}

export async function countUnread(db: Kysely<Schema>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<string>().as('unread'))
    .where('user_id', '=', userId)
    .where('in_app', '=', true)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.unread);
}

/** Marks the user's notifications read: these guids, or all of them. */
export async function markRead(
  db: Kysely<Schema>,
  userId: string,
  guids: readonly string[] | 'all',
  now: Date,
): Promise<void> {
  let query = db
    .updateTable('notifications')
    .set({ read_at: now })
    .where('user_id', '=', userId)
    .where('in_app', '=', true)
    .where('read_at', 'is', null);
  if (guids !== 'all') query = query.where('guid', 'in', guids);
  await query.execute();
}
