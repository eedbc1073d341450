import type { Kysely, Selectable } from 'kysely';
import type { AccountsTable, CustomersTable, Schema } from '../../infra/db/schema.js';

export type Customer = Selectable<CustomersTable>;
export type NewAccount = Pick<
  Selectable<AccountsTable>,
  'guid' | 'type' | 'asset' | 'name' | 'state'
>;

export async function insertCustomer(
  db: Kysely<Schema>,
  customer: { guid: string; userId: string; now: Date },
) {
  await db
    .insertInto('customers')
    .values({
      guid: customer.guid,
      user_id: customer.userId,
      state: 'storing',
      created_at: customer.now,
      updated_at: customer.now,
    })
    .execute();
}

export async function insertAccounts(
  db: Kysely<Schema>,
  customerGuid: string,
  accounts: readonly NewAccount[],
  now: Date,
) {
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

export async function setCustomerState(
  db: Kysely<Schema>,
  guid: string,
  state: Customer['state'],
  now: Date,
) {
  await db
    .updateTable('customers')
    .set({ state, updated_at: now })
    .where('guid', '=', guid)
    .execute();
}

export async function findCustomerByUserId(db: Kysely<Schema>, userId: string) {
  return db.selectFrom('customers').selectAll().where('user_id', '=', userId).executeTakeFirst();
}
