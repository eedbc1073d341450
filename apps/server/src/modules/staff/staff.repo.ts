import type { Kysely, Selectable } from 'kysely';
import type { Schema, StaffUsersTable } from '../../infra/db/schema.js';

export type StaffUser = Selectable<StaffUsersTable>;

export async function insertStaff(
  db: Kysely<Schema>,
  staff: Pick<
    StaffUser,
    'id' | 'email' | 'display_name' | 'role' | 'password_hash' | 'language'
  > & {
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
      language: staff.language,
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

/** Every staff user, newest first (a back office has tens, not thousands). */
export async function listStaff(db: Kysely<Schema>) {
  return db
    .selectFrom('staff_users')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

export async function findStaffByIds(db: Kysely<Schema>, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db.selectFrom('staff_users').selectAll().where('id', 'in', ids).execute();
}

/** The staff user, locked until the caller's transaction ends (one change at a time). */
export async function lockStaffUser(db: Kysely<Schema>, id: string) {
  return db
    .selectFrom('staff_users')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function updateStaffRole(db: Kysely<Schema>, id: string, role: StaffUser['role']) {
  await db.updateTable('staff_users').set({ role }).where('id', '=', id).execute();
}

export async function updateStaffLanguage(
  db: Kysely<Schema>,
  id: string,
  language: StaffUser['language'],
) {
  await db.updateTable('staff_users').set({ language }).where('id', '=', id).execute();
}

export async function disableStaff(db: Kysely<Schema>, id: string, now: Date) {
  await db.updateTable('staff_users').set({ disabled_at: now }).where('id', '=', id).execute();
}

/** A new password from the enrolment link; a lockout from before ends with it. */
export async function setStaffPassword(db: Kysely<Schema>, id: string, passwordHash: string) {
  await db
    .updateTable('staff_users')
    .set({ password_hash: passwordHash, failed_sign_ins: 0, locked_at: null })
    .where('id', '=', id)
    .execute();
}
