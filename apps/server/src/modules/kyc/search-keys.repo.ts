import { type Kysely, sql } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';
import type { SearchKeys } from './search-keys.js';

/** The kyc module's SQL for the search keys of legal names and phones, and their backlog. */

/** Writes each customer's keys, replacing those written before (one statement). */
export async function recordSearchKeys(
  db: Kysely<Schema>,
  entries: readonly { customerGuid: string; keys: SearchKeys }[],
  now: Date,
): Promise<void> {
  if (entries.length === 0) return;
  await db
    .insertInto('customer_search_keys')
    .values(
      entries.map(({ customerGuid, keys }) => ({
        customer_guid: customerGuid,
        name_index: keys.nameIndex,
        phone_index: keys.phoneIndex,
        updated_at: now,
      })),
    )
    .onConflict((conflict) =>
      conflict.column('customer_guid').doUpdateSet((eb) => ({
        name_index: eb.ref('excluded.name_index'),
        phone_index: eb.ref('excluded.phone_index'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .execute();
}

/**
 * Up to `limit` customers whose keys are still to compute, locked (another instance starting
 * at the same time takes others), with the guid of their latest submitted application.
 */
export async function takeBacklog(
  db: Kysely<Schema>,
  limit: number,
): Promise<{ customerGuid: string; verificationGuid: string | null }[]> {
  const rows = await db
    .selectFrom('customer_search_keys_backlog as b')
    .select((eb) => [
      'b.customer_guid',
      eb
        .selectFrom('identity_verifications as v')
        .select('v.guid')
        .whereRef('v.customer_guid', '=', 'b.customer_guid')
        .where('v.submitted_at', 'is not', null)
        .where('v.method', '<>', 'enhanced_due_diligence')
        .orderBy('v.submitted_at', 'desc')
        .limit(1)
        .as('verification_guid'),
    ])
    .orderBy('b.customer_guid')
    .limit(limit)
    .forUpdate()
    .skipLocked()
    .execute();
  return rows.map((row) => ({
    customerGuid: row.customer_guid,
    verificationGuid: row.verification_guid,
  }));
}

export async function clearBacklog(db: Kysely<Schema>, customerGuids: string[]): Promise<void> {
  if (customerGuids.length === 0) return;
  await db
    .deleteFrom('customer_search_keys_backlog')
    .where('customer_guid', 'in', customerGuids)
    .execute();
}

/**
 * Fresh statistics for the keys after a backlog filled them in bulk: until autovacuum gets to
 * the table (it may be busy for many minutes after a large migration), the planner takes it for
 * empty and answers a phone or legal-name search by walking every customer (5 s on a million).
 */
export async function analyzeSearchKeys(db: Kysely<Schema>): Promise<void> {
  await sql`ANALYZE customer_search_keys`.execute(db);
}
