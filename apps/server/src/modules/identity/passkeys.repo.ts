import type { Kysely } from 'kysely';
import { countOf } from '../../infra/db/count.js';
import type { Schema } from '../../infra/db/schema.js';
import type { Principal } from './totp.repo.js';

/** The columns a passkey is answered and checked with. */
const passkeyColumns = [
  'id',
  'principal_kind',
  'principal_id',
  'public_key',
  'sign_count',
  'transports',
  'name',
  'backed_up',
  'created_at',
  'last_used_at',
] as const;

export async function listPasskeys(db: Kysely<Schema>, principal: Principal) {
  return db
    .selectFrom('passkeys')
    .select(passkeyColumns)
    .where('principal_kind', '=', principal.kind)
    .where('principal_id', '=', principal.id)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export type PasskeyRow = Awaited<ReturnType<typeof listPasskeys>>[number];

/**
 * The customers among `ids` (user ids) with a second factor: an enrolled authenticator app or a
 * passkey (ADR 54), in one statement.
 */
export async function customersWithSecondFactor(
  db: Kysely<Schema>,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('totp_factors')
    .select('principal_id')
    .where('principal_kind', '=', 'customer')
    .where('principal_id', 'in', ids)
    .where('enrolled_at', 'is not', null)
    .union(
      db
        .selectFrom('passkeys')
        .select('principal_id')
        .where('principal_kind', '=', 'customer')
        .where('principal_id', 'in', ids),
    )
    .execute();
  return new Set(rows.map((row) => row.principal_id));
}

export async function countPasskeys(db: Kysely<Schema>, principal: Principal): Promise<number> {
  const row = await db
    .selectFrom('passkeys')
    .select((eb) => eb.fn.countAll<bigint>().as('count'))
    .where('principal_kind', '=', principal.kind)
    .where('principal_id', '=', principal.id)
    .executeTakeFirstOrThrow();
  return countOf(row.count);
}

export async function findPasskey(db: Kysely<Schema>, id: string) {
  return db.selectFrom('passkeys').select(passkeyColumns).where('id', '=', id).executeTakeFirst();
}

/** Stores a new passkey; undefined when a passkey with that credential id exists already. */
export async function insertPasskey(
  db: Kysely<Schema>,
  passkey: Omit<PasskeyRow, 'created_at' | 'last_used_at'>,
  now: Date,
): Promise<PasskeyRow | undefined> {
  return db
    .insertInto('passkeys')
    .values({ ...passkey, created_at: now })
    .onConflict((oc) => oc.column('id').doNothing())
    .returning(passkeyColumns)
    .executeTakeFirst();
}

/**
 * Records a sign-in with the passkey: its new counter, backup state and time. Only if the
 * counter still stands where it was read, so two uses of one assertion cannot both count.
 */
export async function recordPasskeyUse(
  db: Kysely<Schema>,
  passkey: Pick<PasskeyRow, 'id' | 'sign_count'>,
  use: { signCount: bigint; backedUp: boolean; now: Date },
): Promise<boolean> {
  const result = await db
    .updateTable('passkeys')
    .set({ sign_count: use.signCount, backed_up: use.backedUp, last_used_at: use.now })
    .where('id', '=', passkey.id)
    .where('sign_count', '=', passkey.sign_count)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function renamePasskey(
  db: Kysely<Schema>,
  principal: Principal,
  id: string,
  name: string,
) {
  return db
    .updateTable('passkeys')
    .set({ name })
    .where('id', '=', id)
    .where('principal_kind', '=', principal.kind)
    .where('principal_id', '=', principal.id)
    .returning(passkeyColumns)
    .executeTakeFirst();
}

/** Deletes one of the principal's passkeys; answers it, or undefined when it is not theirs. */
export async function deletePasskey(db: Kysely<Schema>, principal: Principal, id: string) {
  return db
    .deleteFrom('passkeys')
    .where('id', '=', id)
    .where('principal_kind', '=', principal.kind)
    .where('principal_id', '=', principal.id)
    .returning(['id', 'name'])
    .executeTakeFirst();
}

/** Deletes every passkey of the principal (a staff member's authenticator reset); answers how many. */
export async function deleteAllPasskeys(db: Kysely<Schema>, principal: Principal): Promise<number> {
  const result = await db
    .deleteFrom('passkeys')
    .where('principal_kind', '=', principal.kind)
    .where('principal_id', '=', principal.id)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
