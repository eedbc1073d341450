import type { Kysely } from 'kysely';
import { countOf } from '../../infra/db/count.js';
import type { Schema } from '../../infra/db/schema.js';
import type { EmailOtpsTable } from './customers.tables.js';

export type OtpPurpose = EmailOtpsTable['purpose'];

export interface OtpScope {
  userId: string;
  purpose: OtpPurpose;
  /** The withdrawal a crypto code is bound to; null for the others. */
  binding: string | null;
}

export async function insertEmailOtp(
  db: Kysely<Schema>,
  otp: OtpScope & { id: string; codeHash: string; expiresAt: Date; now: Date },
) {
  await db
    .insertInto('email_otps')
    .values({
      id: otp.id,
      user_id: otp.userId,
      purpose: otp.purpose,
      binding: otp.binding,
      code_hash: otp.codeHash,
      expires_at: otp.expiresAt,
      created_at: otp.now,
    })
    .execute();
}

/** Retires the unused codes of a scope when a new one is sent: only the newest works. */
export async function retireEmailOtps(db: Kysely<Schema>, scope: OtpScope, now: Date) {
  let query = db
    .updateTable('email_otps')
    .set({ used_at: now })
    .where('user_id', '=', scope.userId)
    .where('purpose', '=', scope.purpose)
    .where('used_at', 'is', null);
  query =
    scope.binding === null
      ? query.where('binding', 'is', null)
      : query.where('binding', '=', scope.binding);
  await query.execute();
}

/** The live code of a scope: unused, unexpired, attempts left. */
export async function findActiveEmailOtp(
  db: Kysely<Schema>,
  scope: OtpScope,
  now: Date,
  maxAttempts: number,
) {
  let query = db
    .selectFrom('email_otps')
    .selectAll()
    .where('user_id', '=', scope.userId)
    .where('purpose', '=', scope.purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .where('attempts', '<', maxAttempts);
  query =
    scope.binding === null
      ? query.where('binding', 'is', null)
      : query.where('binding', '=', scope.binding);
  return query.orderBy('created_at', 'desc').limit(1).executeTakeFirst();
}

/** Spends a code in one statement, so two concurrent uses cannot both succeed. */
export async function useEmailOtp(db: Kysely<Schema>, id: string, now: Date): Promise<boolean> {
  const row = await db
    .updateTable('email_otps')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function countEmailOtpAttempt(db: Kysely<Schema>, id: string) {
  return db
    .updateTable('email_otps')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .returning('attempts')
    .executeTakeFirst();
}

/** Codes sent to a user since `since`, all purposes (per-account budget). */
export async function countEmailOtpsSince(db: Kysely<Schema>, userId: string, since: Date) {
  const row = await db
    .selectFrom('email_otps')
    .select((eb) => eb.fn.countAll<bigint>().as('count'))
    .where('user_id', '=', userId)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return countOf(row.count);
}
