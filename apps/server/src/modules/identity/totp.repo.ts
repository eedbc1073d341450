import type { Kysely } from 'kysely';
import type { PrincipalKind } from '../../infra/db/columns.js';
import { countOf } from '../../infra/db/count.js';
import type { Schema } from '../../infra/db/schema.js';

export interface Principal {
  kind: PrincipalKind;
  id: string;
}

export async function findTotpFactor(db: Kysely<Schema>, principal: Principal) {
  return db
    .selectFrom('totp_factors')
    .selectAll()
    .where('principal_kind', '=', principal.kind)
    .where('principal_id', '=', principal.id)
    .executeTakeFirst();
}

/** The ids among `ids` of this kind whose factor is enrolled. */
export async function enrolledAmong(
  db: Kysely<Schema>,
  kind: PrincipalKind,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('totp_factors')
    .select('principal_id')
    .where('principal_kind', '=', kind)
    .where('principal_id', 'in', ids)
    .where('enrolled_at', 'is not', null)
    .execute();
  return new Set(rows.map((row) => row.principal_id));
}

/** Starts (or restarts) an enrolment: a fresh secret, pending until its first code. */
export async function savePendingFactor(
  db: Kysely<Schema>,
  principal: Principal,
  factor: { secretCiphertext: string; enrolmentId: string; deadline: Date; now: Date },
) {
  const values = {
    secret_ciphertext: factor.secretCiphertext,
    enrolment_id: factor.enrolmentId,
    enrolment_deadline: factor.deadline,
    enrolled_at: null,
    last_used_step: null,
    failed_attempts: 0,
    locked_at: null,
  };
  await db
    .insertInto('totp_factors')
    .values({
      principal_kind: principal.kind,
      principal_id: principal.id,
      created_at: factor.now,
      ...values,
    })
    .onConflict((oc) => oc.columns(['principal_kind', 'principal_id']).doUpdateSet(values))
    .execute();
}

export async function markFactorEnrolled(db: Kysely<Schema>, principal: Principal, now: Date) {
  await db
    .updateTable('totp_factors')
    .set({ enrolled_at: now })
    .where('principal_kind', '=', principal.kind)
    .where('principal_id', '=', principal.id)
    .execute();
}

/**
 * Accepts a code's 30-second step only if it is later than the last accepted one, in one
 * statement: a code (or an older one) cannot be replayed, even by two concurrent requests.
 */
export async function acceptTotpStep(
  db: Kysely<Schema>,
  principal: Principal,
  step: bigint,
): Promise<boolean> {
  const row = await db
    .updateTable('totp_factors')
    .set({ last_used_step: step, failed_attempts: 0 })
    .where('principal_kind', '=', principal.kind)
    .where('principal_id', '=', principal.id)
    .where((eb) => eb.or([eb('last_used_step', 'is', null), eb('last_used_step', '<', step)]))
    .returning('principal_id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function recordTotpFailure(db: Kysely<Schema>, principal: Principal) {
  return db
    .updateTable('totp_factors')
    .set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1) }))
    .where('principal_kind', '=', principal.kind)
    .where('principal_id', '=', principal.id)
    .returning(['failed_attempts'])
    .executeTakeFirst();
}

/** Locks the factor; false when it already was (so the unlock e-mail goes out once). */
export async function lockFactor(db: Kysely<Schema>, principal: Principal, now: Date) {
  const row = await db
    .updateTable('totp_factors')
    .set({ locked_at: now })
    .where('principal_kind', '=', principal.kind)
    .where('principal_id', '=', principal.id)
    .where('locked_at', 'is', null)
    .returning('principal_id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function unlockFactor(db: Kysely<Schema>, principal: Principal) {
  await db
    .updateTable('totp_factors')
    .set({ locked_at: null, failed_attempts: 0 })
    .where('principal_kind', '=', principal.kind)
    .where('principal_id', '=', principal.id)
    .execute();
}

export async function deleteFactor(db: Kysely<Schema>, principal: Principal) {
  await db
    .deleteFrom('recovery_codes')
    .where('principal_kind', '=', principal.kind)
    .where('principal_id', '=', principal.id)
    .execute();
  await db
    .deleteFrom('totp_factors')
    .where('principal_kind', '=', principal.kind)
    .where('principal_id', '=', principal.id)
    .execute();
}

export async function replaceRecoveryCodes(
  db: Kysely<Schema>,
  principal: Principal,
  codeHashes: readonly string[],
  now: Date,
) {
  await db
    .deleteFrom('recovery_codes')
    .where('principal_kind', '=', principal.kind)
    .where('principal_id', '=', principal.id)
    .execute();
  await db
    .insertInto('recovery_codes')
    .values(
      codeHashes.map((hash) => ({
        principal_kind: principal.kind,
        principal_id: principal.id,
        code_hash: hash,
        created_at: now,
      })),
    )
    .execute();
}

/** Spends an unused recovery code in one statement; false when unknown or already used. */
export async function useRecoveryCode(
  db: Kysely<Schema>,
  principal: Principal,
  codeHash: string,
  now: Date,
): Promise<boolean> {
  const row = await db
    .updateTable('recovery_codes')
    .set({ used_at: now })
    .where('principal_kind', '=', principal.kind)
    .where('principal_id', '=', principal.id)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .returning('code_hash')
    .executeTakeFirst();
  return row !== undefined;
}

export async function countRecoveryCodesLeft(db: Kysely<Schema>, principal: Principal) {
  const row = await db
    .selectFrom('recovery_codes')
    .select((eb) => eb.fn.countAll<bigint>().as('count'))
    .where('principal_kind', '=', principal.kind)
    .where('principal_id', '=', principal.id)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return countOf(row.count);
}
