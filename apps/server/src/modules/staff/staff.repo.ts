import type { Kysely, Selectable } from 'kysely';
import type { Schema, StaffUsersTable } from '../../infra/db/schema.js';

export type StaffUser = Selectable<StaffUsersTable>;

export async function insertStaff(
  db: Kysely<Schema>,
  staff: Pick<StaffUser, 'id' | 'email' | 'display_name' | 'role' | 'password_hash'> & {
    now: Date;
  },
): Promise<boolean> {
  const row = await db
    .insertInto('staff_users')
    .values({
      id: staff.id,
      email: staff.email,
      display_name: staff.display_name,
      role: staff.role,
      password_hash: staff.password_hash,
      created_at: staff.now,
    })
    .onConflict((oc) => oc.column('email').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function findStaffByEmail(db: Kysely<Schema>, email: string) {
  return db.selectFrom('staff_users').selectAll().where('email', '=', email).executeTakeFirst();
}

export async function findStaffById(db: Kysely<Schema>, id: string) {
  return db.selectFrom('staff_users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function recordStaffFailure(db: Kysely<Schema>, id: string) {
  return db
    .updateTable('staff_users')
    .set((eb) => ({ failed_sign_ins: eb('failed_sign_ins', '+', 1) }))
    .where('id', '=', id)
    .returning(['failed_sign_ins', 'locked_at'])
    .executeTakeFirst();
}

export async function lockStaff(db: Kysely<Schema>, id: string, now: Date): Promise<boolean> {
  const row = await db
    .updateTable('staff_users')
    .set({ locked_at: now })
    .where('id', '=', id)
    .where('locked_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function clearStaffFailures(db: Kysely<Schema>, id: string) {
  await db
    .updateTable('staff_users')
    .set({ failed_sign_ins: 0 })
    .where('id', '=', id)
    .where('failed_sign_ins', '>', 0)
    .execute();
}

export async function unlockStaff(db: Kysely<Schema>, id: string) {
  await db
    .updateTable('staff_users')
    .set({ locked_at: null, failed_sign_ins: 0 })
    .where('id', '=', id)
    .execute();
}
