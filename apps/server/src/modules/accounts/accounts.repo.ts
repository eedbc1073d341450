import type { AssetCode } from '@maple/money';
import type { Kysely, Selectable } from 'kysely';
import type { AccountsTable, CustomersTable, Schema } from '../../infra/db/schema.js';

/** The SQL behind /api/accounts and /api/customers: always within one customer. */

export type AccountRow = Selectable<AccountsTable>;
export type CustomerRow = Selectable<CustomersTable>;

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
  return { accounts, total: Number(count.total) };
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

export function findCustomer(db: Kysely<Schema>, guid: string): Promise<CustomerRow | undefined> {
  return db.selectFrom('customers').selectAll().where('guid', '=', guid).executeTakeFirst();
}
