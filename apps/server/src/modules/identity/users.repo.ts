import type { Kysely, Selectable } from 'kysely';
import type { Language } from '../../infra/db/columns.js';
import type { Schema } from '../../infra/db/schema.js';
import type { IdentityUsersTable } from './identity.tables.js';

export type IdentityUser = Selectable<IdentityUsersTable>;

export async function findUserByEmail(db: Kysely<Schema>, email: string) {
  return db.selectFrom('identity_users').selectAll().where('email', '=', email).executeTakeFirst();
}

export async function findUserById(db: Kysely<Schema>, id: string) {
  return db.selectFrom('identity_users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The given users, in one statement (unknown ids are left out). */
export async function findUsersByIds(db: Kysely<Schema>, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('identity_users')
    .selectAll()
    .where('id', 'in', [...new Set(ids)])
    .execute();
}

export interface NewUser {
  id: string;
  email: string;
  passwordHash: string;
  displayName: string;
  language: Language;
  emailVerifiedAt: Date | null;
  now: Date;
}

/** Inserts a user unless the e-mail address is taken; answers whether it was inserted. */
export async function insertUser(db: Kysely<Schema>, user: NewUser): Promise<boolean> {
  const inserted = await db
    .insertInto('identity_users')
    .values({
      id: user.id,
      email: user.email,
      email_verified_at: user.emailVerifiedAt,
      password_hash: user.passwordHash,
      password_changed_at: user.now,
      display_name: user.displayName,
      language: user.language,
      terms_accepted_at: user.now,
      created_at: user.now,
      updated_at: user.now,
    })
    .onConflict((oc) => oc.column('email').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Counts one more failed password; returns the new count and whether the user is locked. */
export async function recordFailedSignIn(db: Kysely<Schema>, id: string) {
  return db
    .updateTable('identity_users')
    .set((eb) => ({ failed_sign_ins: eb('failed_sign_ins', '+', 1) }))
    .where('id', '=', id)
    .returning(['failed_sign_ins', 'locked_at'])
    .executeTakeFirst();
}

/** Locks the user; false when another request locked it first (one unlock e-mail, not two). */
export async function lockUser(db: Kysely<Schema>, id: string, now: Date): Promise<boolean> {
  const locked = await db
    .updateTable('identity_users')
    .set({ locked_at: now, updated_at: now })
    .where('id', '=', id)
    .where('locked_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return locked !== undefined;
}

export async function clearFailedSignIns(db: Kysely<Schema>, id: string) {
  await db
    .updateTable('identity_users')
    .set({ failed_sign_ins: 0 })
    .where('id', '=', id)
    .where('failed_sign_ins', '>', 0)
    .execute();
}

export async function unlockUser(db: Kysely<Schema>, id: string, now: Date) {
  await db
    .updateTable('identity_users')
    .set({ locked_at: null, failed_sign_ins: 0, updated_at: now })
    .where('id', '=', id)
    .execute();
}

export async function markEmailVerified(db: Kysely<Schema>, id: string, now: Date) {
  await db
    .updateTable('identity_users')
    .set({ email_verified_at: now, updated_at: now })
    .where('id', '=', id)
    .where('email_verified_at', 'is', null)
    .execute();
}

export async function updatePasswordHash(
  db: Kysely<Schema>,
  id: string,
  passwordHash: string,
  now: Date,
) {
  await db
    .updateTable('identity_users')
    .set({
      password_hash: passwordHash,
      password_changed_at: now,
      security_changed_at: now,
      updated_at: now,
    })
    .where('id', '=', id)
    .execute();
}

/**
 * Reads the user's password hash and holds the row until the transaction ends: changes to how
 * one customer signs in (a password or passkey removed, the authenticator turned off) run one
 * after another, so two of them cannot each leave the other's way in as the last one.
 */
export async function lockPasswordHash(db: Kysely<Schema>, id: string) {
  return db
    .selectFrom('identity_users')
    .select('password_hash')
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** Removes the password: the account then signs in with its passkeys only (ADR 57). */
export async function clearPasswordHash(db: Kysely<Schema>, id: string, now: Date) {
  await db
    .updateTable('identity_users')
    .set({ password_hash: null, security_changed_at: now, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/**
 * Records a change to how the user signs in (docs/product/sessions.md: withdrawals wait a while
 * after).
 */
/** Staff approved an account recovery: a security change, and a longer hold (ADR 59). */
export async function markRecovered(db: Kysely<Schema>, id: string, now: Date) {
  await db
    .updateTable('identity_users')
    .set({ security_changed_at: now, recovered_at: now, updated_at: now })
    .where('id', '=', id)
    .execute();
}

export async function markSecurityChange(db: Kysely<Schema>, id: string, now: Date) {
  await db
    .updateTable('identity_users')
    .set({ security_changed_at: now, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** The language of the user's e-mails (and of the web app on their devices). */
export async function updateLanguage(
  db: Kysely<Schema>,
  id: string,
  language: Language,
  now: Date,
) {
  await db
    .updateTable('identity_users')
    .set({ language, updated_at: now })
    .where('id', '=', id)
    .where('language', '<>', language)
    .execute();
}
