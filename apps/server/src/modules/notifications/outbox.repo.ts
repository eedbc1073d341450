import type { Kysely, Selectable } from 'kysely';
import type { Language } from '../../infra/db/columns.js';
import type { Schema } from '../../infra/db/schema.js';
import type { OutboundEmailsTable } from './notifications.tables.js';

export type OutboundEmail = Selectable<OutboundEmailsTable>;

export interface NewOutboundEmail {
  to: string;
  replyTo: string | null;
  language: Language;
  template: string;
  subject: string;
  text: string;
  html: string;
  now: Date;
}

/** Inserts the messages in one statement; answers their ids, in order. */
export async function insertOutboundEmails(
  db: Kysely<Schema>,
  mails: readonly NewOutboundEmail[],
): Promise<bigint[]> {
  if (mails.length === 0) return [];
  const rows = await db
    .insertInto('outbound_emails')
    .values(
      mails.map((mail) => ({
        to_address: mail.to,
        reply_to: mail.replyTo,
        language: mail.language,
        template: mail.template,
        subject: mail.subject,
        text_body: mail.text,
        html_body: mail.html,
        created_at: mail.now,
      })),
    )
    .returning('id')
    .execute();
  // Ids come from one sequence in the order of the rows, so sorting restores that order.
  return rows.map((row) => row.id).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

export async function findOutboundEmail(
  db: Kysely<Schema>,
  id: bigint,
): Promise<OutboundEmail | undefined> {
  return db.selectFrom('outbound_emails').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Records a delivery; a message already marked sent keeps its first delivery time. */
export async function markEmailSent(db: Kysely<Schema>, id: bigint, now: Date) {
  await db
    .updateTable('outbound_emails')
    .set((eb) => ({ sent_at: now, last_error: null, attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('sent_at', 'is', null)
    .execute();
}

export async function markEmailFailed(db: Kysely<Schema>, id: bigint, error: string) {
  await db
    .updateTable('outbound_emails')
    .set((eb) => ({ last_error: error.slice(0, 500), attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

/** The newest messages first, for the development mailbox. */
export async function listRecentEmails(db: Kysely<Schema>, limit: number) {
  return db.selectFrom('outbound_emails').selectAll().orderBy('id', 'desc').limit(limit).execute();
}
