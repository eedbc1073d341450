import type { Kysely } from 'kysely';
import { countOf } from '../../infra/db/count.js';
import type { Schema } from '../../infra/db/schema.js';

/** The back office's SQL of its own table: staff notes about a customer (append-only). */

export interface NoteRow {
  guid: string;
  customer_guid: string;
  staff_id: string;
  body: string;
  created_at: Date;
}

export async function insertNote(db: Kysely<Schema>, note: NoteRow): Promise<void> {
  await db.insertInto('customer_notes').values(note).execute();
}

/** A page of the customer's notes, newest first, and how many there are. */
export async function listNotes(
  db: Kysely<Schema>,
  customerGuid: string,
  page: { offset: number; limit: number },
): Promise<{ rows: NoteRow[]; total: number }> {
  const mine = db.selectFrom('customer_notes').where('customer_guid', '=', customerGuid);
  const [rows, count] = await Promise.all([
    mine
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('guid', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    mine.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: countOf(count.total) };
}
