import type { Kysely, Selectable } from 'kysely';
import type { CustomersTable, Schema } from '../../infra/db/schema.js';

/** The SQL of the `customers` table. */

export type Customer = Selectable<CustomersTable>;

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

export function findCustomer(db: Kysely<Schema>, guid: string): Promise<Customer | undefined> {
  return db.selectFrom('customers').selectAll().where('guid', '=', guid).executeTakeFirst();
}
