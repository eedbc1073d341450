import { type Kysely, sql } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';
import type { WalletOwner } from './wallets.tables.js';

/** The wallets module's SQL for whose wallet each external wallet is (migration 0051). */

/** Whose each of the customer's live wallets is (null where they have not said), newest first. */
export function ownersOfLiveWallets(db: Kysely<Schema>, customerGuid: string) {
  return db
    .selectFrom('external_wallets')
    .select(['guid', 'owner'])
    .where('customer_guid', '=', customerGuid)
    .where('state', 'not in', ['failed', 'deleting', 'deleted'])
    .orderBy('created_at', 'desc')
    .orderBy('guid', 'desc')
    .execute();
}

/**
 * Records whose wallet it is; answers the owner it had before, or undefined when the customer has
 * no such live wallet (another customer's, removed, unknown), which is then left as it was.
 */
export async function setWalletOwner(
  db: Kysely<Schema>,
  customerGuid: string,
  guid: string,
  owner: WalletOwner | null,
  now: Date,
): Promise<{ before: WalletOwner | null } | undefined> {
  const before = await db
    .selectFrom('external_wallets')
    .select('owner')
    .where('guid', '=', guid)
    .where('customer_guid', '=', customerGuid)
    .where('state', 'not in', ['failed', 'deleting', 'deleted'])
    .forUpdate()
    .executeTakeFirst();
  if (before === undefined) return undefined;
  await db
    .updateTable('external_wallets')
    .set({ owner, updated_at: now })
    .where('guid', '=', guid)
    .execute();
  return { before: before.owner };
}

/** Whose each of `guids` is, of the customer's wallets whatever their state (a removed wallet's
 * past withdrawals still went where they went); another customer's are left out. */
export async function ownersOf(
  db: Kysely<Schema>,
  customerGuid: string,
  guids: readonly string[],
): Promise<Map<string, WalletOwner | null>> {
  if (guids.length === 0) return new Map();
  const rows = await db
    .selectFrom('external_wallets')
    .select(['guid', 'owner'])
    .where('customer_guid', '=', customerGuid)
    .where(sql<boolean>`guid = ANY(${[...new Set(guids)]}::bpchar[])`)
    .execute();
  return new Map(rows.map((row) => [row.guid, row.owner]));
}
