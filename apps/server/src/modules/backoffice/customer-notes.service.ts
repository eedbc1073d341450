import type { CustomerNote } from '@maple/contracts';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';
import { newGuid } from '../../infra/ids.js';
import {
  type CustomerDetailContext,
  recordStaffEvent,
  type StaffActor,
} from './customer-detail.context.js';
import { insertNote, listNotes, type NoteRow } from './customer-notes.repo.js';

/**
 * Internal notes about a customer (the support role, docs/product/roles.md): staff only, never
 * shown to the customer, append-only. Adding one is audited (the note's guid, not its words).
 */
export class CustomerNotes {
  constructor(private readonly ctx: CustomerDetailContext) {}

  /** A page of the customer's notes, newest first, each with its author's e-mail. */
  async list(
    db: Kysely<Schema>,
    customerGuid: string,
    page: { offset: number; limit: number },
  ): Promise<{ total: number; objects: CustomerNote[] }> {
    const { rows, total } = await listNotes(db, customerGuid, page);
    const authors = new Map<string, string>();
    for (const staffId of new Set(rows.map((row) => row.staff_id))) {
      authors.set(staffId, (await this.ctx.staff.emailOf(db, staffId)) ?? '');
    }
    return { total, objects: rows.map((row) => noteModel(row, authors.get(row.staff_id) ?? '')) };
  }

  async add(customerGuid: string, actor: StaffActor, body: string): Promise<CustomerNote> {
    const { ctx } = this;
    return ctx.db.transaction().execute(async (trx) => {
      await ctx.customers.find(trx, customerGuid);
      const note: NoteRow = {
        guid: newGuid(),
        customer_guid: customerGuid,
        staff_id: actor.staffId,
        body,
        created_at: ctx.clock.now(),
      };
      await insertNote(trx, note);
      await recordStaffEvent(ctx, trx, actor, 'staff.customer_note_added', {
        customer_guid: customerGuid,
        note_guid: note.guid,
      });
      return noteModel(note, (await ctx.staff.emailOf(trx, actor.staffId)) ?? '');
    });
  }
}

const noteModel = (row: NoteRow, authorEmail: string): CustomerNote => ({
  guid: row.guid,
  body: row.body,
  author_email: authorEmail,
  created_at: row.created_at.toISOString(),
});
