import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';

/** The SQL of the deposit scan's cursor: how far it has read the chain. */

/** The scan's cursor, locked: one scan at a time moves it. */
export async function lockCursor(trx: Kysely<Schema>, now: Date): Promise<string | null> {
  await trx
    .insertInto('crypto_deposit_cursors')
    .values({ network: 'sandbox', cursor: null, updated_at: now })
    .onConflict((oc) => oc.column('network').doNothing())
    .execute();
  const row = await trx
    .selectFrom('crypto_deposit_cursors')
    .select('cursor')
    .where('network', '=', 'sandbox')
    .forUpdate()
    .executeTakeFirstOrThrow();
  return row.cursor;
}

export async function readCursor(db: Kysely<Schema>): Promise<string | null> {
  const row = await db
    .selectFrom('crypto_deposit_cursors')
    .select('cursor')
    .where('network', '=', 'sandbox')
    .executeTakeFirst();
  return row?.cursor ?? null;
}

export async function saveCursor(trx: Kysely<Schema>, cursor: string | null, now: Date) {
  await trx
    .updateTable('crypto_deposit_cursors')
    .set({ cursor, updated_at: now })
    .where('network', '=', 'sandbox')
    .execute();
}
