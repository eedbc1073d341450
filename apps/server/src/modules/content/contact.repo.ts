import type { Kysely } from 'kysely';
import type { Language } from '../../infra/db/columns.js';
import type { Schema } from '../../infra/db/schema.js';

export async function insertContactMessage(
  db: Kysely<Schema>,
  message: {
    name: string;
    email: string;
    subject: string;
    message: string;
    language: Language;
    now: Date;
  },
) {
  await db
    .insertInto('contact_messages')
    .values({
      name: message.name,
      email: message.email,
      subject: message.subject,
      message: message.message,
      language: message.language,
      created_at: message.now,
    })
    .execute();
}
