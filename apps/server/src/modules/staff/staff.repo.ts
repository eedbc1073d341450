import { type Kysely, type Selectable, sql } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';
import type { StaffRoleGrantsTable, StaffUsersTable } from './staff.tables.js';

export type StaffUser = Selectable<StaffUsersTable>;
export type RoleGrant = Selectable<StaffRoleGrantsTable>;

export async function insertStaff(
  db: Kysely<Schema>,
  staff: Pick<
    StaffUser,
    'id' | 'email' | 'display_name' | 'role' | 'password_hash' | 'language'
  > & {
    now: Date;
    /** The admin who invited them; none for `admin:create`. */
    createdBy?: string;
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
      created_by: staff.createdBy ?? null,
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

export async function insertRoleGrant(
  db: Kysely<Schema>,
  grant: Pick<RoleGrant, 'id' | 'staff_id' | 'role' | 'requested_by' | 'requested_at'>,
): Promise<RoleGrant> {
  return db
    .insertInto('staff_role_grants')
    .values({ ...grant, state: 'pending' })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The grants waiting for a second admin, of the staff named. */
export async function pendingRoleGrantsOf(db: Kysely<Schema>, staffIds: readonly string[]) {
  if (staffIds.length === 0) return [];
  return db
    .selectFrom('staff_role_grants')
    .selectAll()
    .where('staff_id', 'in', staffIds)
    .where('state', '=', 'pending')
    .execute();
}

export async function decideRoleGrant(
  db: Kysely<Schema>,
  id: string,
  decision: { state: 'approved' | 'rejected'; decidedBy: string; decidedAt: Date },
) {
  await db
    .updateTable('staff_role_grants')
    .set({ state: decision.state, decided_by: decision.decidedBy, decided_at: decision.decidedAt })
    .where('id', '=', id)
    .where('state', '=', 'pending')
    .execute();
}

/**
 * Whether `makerId` created or promoted `staffId`, directly or down a line of staff each created
 * or promoted by the one before (who invited them; who asked for each role they were granted).
 */
export async function provenanceLeadsTo(
  db: Kysely<Schema>,
  staffId: string,
  makerId: string,
): Promise<boolean> {
  const { rows } = await sql<{ leads: boolean }>`
    WITH RECURSIVE edges (child, parent) AS (
      SELECT id, created_by FROM staff_users WHERE created_by IS NOT NULL
      UNION ALL
      SELECT staff_id, requested_by FROM staff_role_grants WHERE state = 'approved'
    ), makers (id) AS (
      SELECT parent FROM edges WHERE child = ${staffId}
      UNION
      SELECT edges.parent FROM edges JOIN makers ON edges.child = makers.id
    )
    SELECT EXISTS (SELECT 1 FROM makers WHERE id = ${makerId}) AS leads
  `.execute(db);
  return rows[0]?.leads === true;
}
