import type { Kysely, Selectable } from 'kysely';
import type { Language, OutboundEmailsTable, Schema } from '../../infra/db/schema.js';

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

export async function insertOutboundEmail(db: Kysely<Schema>, mail: NewOutboundEmail) {
  await db
    .insertInto('outbound_emails')
    .values({
      to_address: mail.to,
      reply_to: mail.replyTo,
      language: mail.language,
      template: mail.template,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html,
      created_at: mail.now,
      next_try_at: mail.now,
    })
    .execute();
}

/**
 * Leases up to `limit` due messages to this dispatcher: their next try moves `leaseSeconds`
 * ahead and their attempt count goes up, inside one short transaction. `SKIP LOCKED` lets
 * several instances poll at once without taking the same message; the lease keeps a message a
 * crashed instance had taken from being lost (it becomes due again).
 */
export async function leaseDueEmails(
  db: Kysely<Schema>,
  options: { now: Date; leaseSeconds: number; limit: number; maxAttempts: number },
): Promise<OutboundEmail[]> {
  return db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('outbound_emails')
      .select('id')
      .where('sent_at', 'is', null)
      .where('next_try_at', '<=', options.now)
      .where('attempts', '<', options.maxAttempts)
      .orderBy('next_try_at')
      .limit(options.limit)
      .forUpdate()
      .skipLocked()
      .execute();
    if (due.length === 0) return [];
    return trx
      .updateTable('outbound_emails')
      .set((eb) => ({
        attempts: eb('attempts', '+', 1),
        next_try_at: new Date(options.now.getTime() + options.leaseSeconds * 1000),
      }))
      .where(
        'id',
        'in',
        due.map((row) => row.id),
      )
      .returningAll()
      .execute();
  });
}

export async function markEmailSent(db: Kysely<Schema>, id: bigint, now: Date) {
  await db
    .updateTable('outbound_emails')
    .set({ sent_at: now, last_error: null })
    .where('id', '=', id)
    .execute();
}

export async function markEmailFailed(
  db: Kysely<Schema>,
  id: bigint,
  error: string,
  nextTryAt: Date,
) {
  await db
    .updateTable('outbound_emails')
    .set({ last_error: error.slice(0, 500), next_try_at: nextTryAt })
    .where('id', '=', id)
    .execute();
}

/** The newest messages first, for the development mailbox. */
export async function listRecentEmails(db: Kysely<Schema>, limit: number) {
  return db.selectFrom('outbound_emails').selectAll().orderBy('id', 'desc').limit(limit).execute();
}
