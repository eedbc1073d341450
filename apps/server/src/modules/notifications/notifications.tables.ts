import type { OptionalEmailCategory } from '@maple/contracts';
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

/** Who receives which optional e-mails. */
export interface EmailSubscriptionsTable {
  user_id: string;
  category: OptionalEmailCategory;
  subscribed: boolean;
  changed_at: Date;
}

// The tables this module owns, in the one schema the database is typed with.
declare module '../../infra/db/schema.js' {
  interface Schema {
    outbound_emails: OutboundEmailsTable;
    email_subscriptions: EmailSubscriptionsTable;
  }
}
