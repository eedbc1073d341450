import type { Kysely, Selectable } from 'kysely';
import { countOf } from '../../infra/db/count.js';
import type { Schema } from '../../infra/db/schema.js';
import type { CustomersTable } from './customers.tables.js';

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

/** The given customers, in one statement (unknown guids are left out). */
export function findCustomers(db: Kysely<Schema>, guids: readonly string[]): Promise<Customer[]> {
  if (guids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('customers')
    .selectAll()
    .where('guid', 'in', [...new Set(guids)])
    .execute();
}

/** How many customers were created (signed up) since `since`. */
export interface CustomerFilter {
  /** Undefined: every customer (a bank's list). */
  guids: readonly string[] | undefined;
  types: readonly Customer['type'][] | undefined;
}

/** A page of customers, newest first, and how many match in all. */
export async function listCustomers(
  db: Kysely<Schema>,
  filter: CustomerFilter,
  page: { offset: number; limit: number },
): Promise<{ customers: Customer[]; total: number }> {
  const filtered = () => {
    let query = db.selectFrom('customers');
    if (filter.guids !== undefined) query = query.where('guid', 'in', filter.guids);
    if (filter.types !== undefined) query = query.where('type', 'in', filter.types);
    return query;
  };
  const [rows, count] = await Promise.all([
    filtered()
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('guid', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    filtered()
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { customers: rows, total: countOf(count.total) };
}

export async function countCreatedSince(db: Kysely<Schema>, since: Date): Promise<number> {
  const { total } = await db
    .selectFrom('customers')
    .where('created_at', '>=', since)
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  return countOf(total);
}

/** Which of the given customers are not `verified` (unknown guids count as not verified). */
export async function unverifiedAmong(
  db: Kysely<Schema>,
  guids: readonly string[],
): Promise<Set<string>> {
  const wanted = [...new Set(guids)];
  if (wanted.length === 0) return new Set();
  const rows = await db
    .selectFrom('customers')
    .select('guid')
    .where('guid', 'in', wanted)
    .where('state', '=', 'verified')
    .execute();
  const verified = new Set(rows.map((row) => row.guid));
  return new Set(wanted.filter((guid) => !verified.has(guid)));
}

/**
 * Freezes a customer not frozen yet, keeping the state to restore; answers whether it did (one
 * statement, so two staff freezing at once freeze once).
 */
export async function freezeCustomer(db: Kysely<Schema>, guid: string, now: Date) {
  const result = await db
    .updateTable('customers')
    .set((eb) => ({
      state: 'frozen',
      state_before_freeze: eb
        .ref('state')
        .$castTo<'storing' | 'unverified' | 'verified' | 'rejected'>(),
      updated_at: now,
    }))
    .where('guid', '=', guid)
    .where('state', '<>', 'frozen')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Restores a frozen customer's state from before the freeze; answers whether it did. */
export async function unfreezeCustomer(db: Kysely<Schema>, guid: string, now: Date) {
  const result = await db
    .updateTable('customers')
    .set((eb) => ({
      state: eb.fn
        .coalesce('state_before_freeze', eb.val('unverified'))
        .$castTo<'storing' | 'unverified' | 'verified' | 'rejected'>(),
      state_before_freeze: null,
      updated_at: now,
    }))
    .where('guid', '=', guid)
    .where('state', '=', 'frozen')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Moves a customer to a verification's outcome; a frozen customer stays frozen and the outcome
 * becomes the state unfreezing restores.
 */
export async function setVerifiedState(
  db: Kysely<Schema>,
  guid: string,
  state: 'verified' | 'rejected',
  now: Date,
) {
  await db
    .updateTable('customers')
    .set({ state, updated_at: now })
    .where('guid', '=', guid)
    .where('state', '<>', 'frozen')
    .execute();
  await db
    .updateTable('customers')
    .set({ state_before_freeze: state, updated_at: now })
    .where('guid', '=', guid)
    .where('state', '=', 'frozen')
    .execute();
}
