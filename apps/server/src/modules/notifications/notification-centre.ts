import {
  type MarkNotificationsRead,
  type Notification,
  type NotificationKind,
  type NotificationList,
  notificationSchema,
} from '@maple/contracts';
import type { Kysely } from 'kysely';
import type { Clock } from '../../infra/clock.js';
import type { Schema } from '../../infra/db/schema.js';
import { newGuid } from '../../infra/ids.js';
import {
  countUnread,
  insertNotifications,
  markRead,
  type NotificationCursor,
  notificationsAfter,
} from './notification-centre.repo.js';

/** One thing to tell a user in the app; `eventKey` names the event, so it is told once. */
export interface InAppNotice {
  userId: string;
  kind: NotificationKind;
  eventKey: string;
  facts: unknown;
  url: string;
  /** Whether the centre shows it (the customer's setting); recorded either way, as told. */
  inApp: boolean;
}

const cursorOf = (text: string | undefined): NotificationCursor | undefined => {
  if (text === undefined) return undefined;
  const [createdAt = '', guid = ''] = text.split('_');
  return { createdAt, guid };
};

/**
 * The notification centre (ADR 79): what each customer was told in the app, newest first, and
 * how many they have not read. Senders record notices in the transaction of their event.
 */
export class NotificationCentre {
  constructor(private readonly deps: { db: Kysely<Schema>; clock: Clock }) {}

  /**
   * Records each notice not recorded before for its event, through `db` (the sender's
   * transaction); answers those recorded now, as `isNew(userId, eventKey)`.
   */
  async record(
    db: Kysely<Schema>,
    notices: readonly InAppNotice[],
    now: Date,
  ): Promise<(userId: string, eventKey: string) => boolean> {
    const stored = await insertNotifications(
      db,
      notices.map((notice) => ({ ...notice, guid: newGuid(), now })),
    );
    return (userId, eventKey) => stored.has(`${userId} ${eventKey}`);
  }

  async list(
    userId: string,
    query: { cursor?: string | undefined; per_page: number },
  ): Promise<NotificationList> {
    const perPage = query.per_page;
    const rows = await notificationsAfter(
      this.deps.db,
      userId,
      cursorOf(query.cursor),
      perPage + 1,
    );
    const shown = rows.slice(0, perPage);
    const last = shown.at(-1);
    return {
      objects: shown.map(answerOf),
      next_cursor:
        rows.length > perPage && last ? `${last.cursor.createdAt}_${last.cursor.guid}` : null,
      unread_count: await countUnread(this.deps.db, userId),
    };
  }

  async unread(userId: string): Promise<number> {
    return countUnread(this.deps.db, userId);
  }

  /** Marks them read (another's guids are passed over) and answers the count left unread. */
  async markRead(userId: string, request: MarkNotificationsRead): Promise<number> {
    const guids = 'guids' in request ? request.guids : 'all';
    await markRead(this.deps.db, userId, guids, this.deps.clock.now());
    return countUnread(this.deps.db, userId);
  }
}

function answerOf(row: {
  guid: string;
  kind: NotificationKind;
  facts: unknown;
  url: string;
  created_at: Date;
  read_at: Date | null;
}): Notification {
  // Parsed, not asserted: a notification the contract no longer describes fails loudly here.
  return notificationSchema.parse({
    guid: row.guid,
    kind: row.kind,
    facts: row.facts,
    url: row.url,
    created_at: row.created_at.toISOString(),
    read_at: row.read_at?.toISOString() ?? null,
  });
}
