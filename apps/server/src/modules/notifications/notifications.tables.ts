import type { NotificationChannel, NotificationKind, NotificationTopic } from '@maple/contracts';
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Language, NullableTimestamp } from '../../infra/db/columns.js';

export interface OutboundEmailsTable {
  id: Generated<bigint>;
  to_address: string;
  reply_to: string | null;
  language: Language;
  template: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: CreatedAt;
  attempts: ColumnType<number, number | undefined, number>;
  sent_at: NullableTimestamp;
  last_error: string | null;
}

/** What a customer chose to be told by a channel; no row: the default (ADR 81). */
export interface NotificationSettingsTable {
  user_id: string;
  topic: NotificationTopic;
  channel: NotificationChannel;
  enabled: boolean;
  changed_at: Date;
}

/** A browser that receives the user's notifications by web push (ADR 63). */
export interface PushDevicesTable {
  guid: string;
  user_id: string;
  /** The push service's URL for this browser's subscription. */
  endpoint: string;
  /** The browser's P-256 public key and authentication secret, base64url: what we encrypt for. */
  p256dh: string;
  auth: string;
  device: string;
  created_at: Date;
  last_delivered_at: NullableTimestamp;
}

/**
 * What the customer was told, in the app's notification centre (ADR 79): the facts, worded by
 * the app in the language it shows; made once per event (`event_key`).
 */
export interface NotificationsTable {
  guid: string;
  user_id: string;
  kind: NotificationKind;
  event_key: string;
  facts: ColumnType<unknown, string, never>;
  url: string;
  /** Whether the centre shows it; a row not shown still records that its event was told. */
  in_app: boolean;
  created_at: Date;
  read_at: NullableTimestamp;
}

// The tables this module owns, in the one schema the database is typed with.
declare module '../../infra/db/schema.js' {
  interface Schema {
    outbound_emails: OutboundEmailsTable;
    notification_settings: NotificationSettingsTable;
    push_devices: PushDevicesTable;
    notifications: NotificationsTable;
  }
}
