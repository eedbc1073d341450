import type { AssetCode } from '@maple/money';
import { type Kysely, type Selectable, sql } from 'kysely';
import { countOf } from '../../infra/db/count.js';
import type { Schema } from '../../infra/db/schema.js';
import type { AccountsTable } from './accounts.tables.js';

/** The SQL of the `accounts` table: customers' platform accounts. */

export type AccountRow = Selectable<AccountsTable>;
export type NewAccount = Pick<AccountRow, 'guid' | 'type' | 'asset' | 'name' | 'state'>;

/**
 * Whose resources a read sees (accounts here; trading's quotes and trades too): one customer's,
 * several customers' (a bank's `customer_guid` filter), or every customer's (a bank's read
 * without one, docs/decisions/0066).
 */
export type CustomerScope = string | readonly string[] | undefined;

export interface AccountFilter {
  customerGuid: CustomerScope;
  guids?: readonly string[];
  types?: readonly AccountRow['type'][];
  assets?: readonly AssetCode[];
}

function filtered(db: Kysely<Schema>, filter: AccountFilter) {
  let query = db.selectFrom('accounts');
  const { customerGuid } = filter;
  if (customerGuid !== undefined) {
    query = query.where('customer_guid', 'in', [customerGuid].flat());
  }
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

/** An account by guid: the customer's, or (no customer: a bank's read) anyone's. */
export function findAccount(
  db: Kysely<Schema>,
  customerGuid: string | undefined,
  guid: string,
): Promise<AccountRow | undefined> {
  let query = db.selectFrom('accounts').selectAll().where('guid', '=', guid);
  if (customerGuid !== undefined) query = query.where('customer_guid', '=', customerGuid);
  return query.executeTakeFirst();
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

/** The owner and asset of each account among `guids` in the scope (others are left out). */
export async function findScopedAccounts(
  db: Kysely<Schema>,
  customerGuid: CustomerScope,
  guids: readonly string[],
): Promise<{ customerGuid: string; asset: AssetCode }[]> {
  let query = db
    .selectFrom('accounts')
    .select(['customer_guid', 'asset'])
    .where('guid', 'in', guids);
  if (customerGuid !== undefined) {
    query = query.where('customer_guid', 'in', [customerGuid].flat());
  }
  const rows = await query.execute();
  return rows.map((row) => ({ customerGuid: row.customer_guid, asset: row.asset }));
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
