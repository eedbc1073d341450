import type { AssetCode } from '@maple/money';
import { type Kysely, type Selectable, sql } from 'kysely';
import { countOf } from '../../infra/db/count.js';
import type { Schema } from '../../infra/db/schema.js';
import type { AccountsTable } from './accounts.tables.js';

/** The SQL of the `accounts` table: customers' platform accounts. */

export type AccountRow = Selectable<AccountsTable>;
export type NewAccount = Pick<AccountRow, 'guid' | 'type' | 'asset' | 'name' | 'state'>;

export interface AccountFilter {
  customerGuid: string;
  guids?: readonly string[];
  types?: readonly AccountRow['type'][];
  assets?: readonly AssetCode[];
}

function filtered(db: Kysely<Schema>, filter: AccountFilter) {
  let query = db.selectFrom('accounts').where('customer_guid', '=', filter.customerGuid);
  if (filter.guids?.length) query = query.where('guid', 'in', filter.guids);
  if (filter.types?.length) query = query.where('type', 'in', filter.types);
  if (filter.assets?.length) query = query.where('asset', 'in', filter.assets);
  return query;
}

/**
 * A page of accounts, oldest first, and how many match in all. The sign-up accounts share one
 * creation time; type then asset (unique per customer) keep the pages stable.
 */
export async function listAccounts(
  db: Kysely<Schema>,
  filter: AccountFilter,
  page: { offset: number; limit: number },
): Promise<{ accounts: AccountRow[]; total: number }> {
  const [accounts, count] = await Promise.all([
    filtered(db, filter)
      .selectAll()
      .orderBy('created_at')
      .orderBy('type')
      .orderBy('asset')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    filtered(db, filter)
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { accounts, total: countOf(count.total) };
}

export function findAccount(
  db: Kysely<Schema>,
  customerGuid: string,
  guid: string,
): Promise<AccountRow | undefined> {
  return db
    .selectFrom('accounts')
    .selectAll()
    .where('guid', '=', guid)
    .where('customer_guid', '=', customerGuid)
    .executeTakeFirst();
}

/**
 * Inserts the account unless the customer already has one of that type and asset (the table's
 * UNIQUE); answers the new row, or undefined. Two concurrent requests cannot both insert.
 */
export function insertAccountOnce(
  db: Kysely<Schema>,
  account: Pick<AccountRow, 'guid' | 'customer_guid' | 'type' | 'asset' | 'name' | 'state'>,
  now: Date,
): Promise<AccountRow | undefined> {
  return db
    .insertInto('accounts')
    .values({ ...account, created_at: now, updated_at: now })
    .onConflict((conflict) => conflict.columns(['customer_guid', 'type', 'asset']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

export async function insertAccounts(
  db: Kysely<Schema>,
  customerGuid: string,
  accounts: readonly NewAccount[],
  now: Date,
): Promise<void> {
  await db
    .insertInto('accounts')
    .values(
      accounts.map((account) => ({
        ...account,
        customer_guid: customerGuid,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
}

/** The assets of a customer's accounts among `guids` (another customer's are left out). */
export async function findAccountAssets(
  db: Kysely<Schema>,
  customerGuid: string,
  guids: readonly string[],
): Promise<AssetCode[]> {
  const rows = await db
    .selectFrom('accounts')
    .select('asset')
    .where('customer_guid', '=', customerGuid)
    .where('guid', 'in', guids)
    .execute();
  return rows.map((row) => row.asset);
}

/** The accounts of the given customers in the given assets (one per customer and asset). */
export async function findAccountGuids(
  db: Kysely<Schema>,
  wanted: readonly { customerGuid: string; asset: AssetCode }[],
): Promise<{ guid: string; customerGuid: string; asset: AssetCode }[]> {
  if (wanted.length === 0) return [];
  const pairs = sql.join(wanted.map((want) => sql`(${want.customerGuid}, ${want.asset})`));
  const rows = await db
    .selectFrom('accounts')
    .select(['guid', 'customer_guid', 'asset'])
    .where(sql<boolean>`(customer_guid, asset) IN (${pairs})`)
    .execute();
  return rows.map((row) => ({ guid: row.guid, customerGuid: row.customer_guid, asset: row.asset }));
}

/** The owners of the given accounts, by account guid (unknown guids are left out). */
export async function findAccountOwners(
  db: Kysely<Schema>,
  guids: readonly string[],
): Promise<Map<string, string>> {
  if (guids.length === 0) return new Map();
  const rows = await db
    .selectFrom('accounts')
    .select(['guid', 'customer_guid'])
    .where('guid', 'in', guids)
    .execute();
  return new Map(rows.map((row) => [row.guid, row.customer_guid]));
}

/** Every account guid of a customer. */
export async function findCustomerAccountGuids(
  db: Kysely<Schema>,
  customerGuid: string,
): Promise<string[]> {
  const rows = await db
    .selectFrom('accounts')
    .select('guid')
    .where('customer_guid', '=', customerGuid)
    .execute();
  return rows.map((row) => row.guid);
}
