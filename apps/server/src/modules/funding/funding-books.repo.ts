import { type Kysely, sql } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';
import type { Rail } from './funding.tables.js';

/** The SQL of receivables, the rails' settlement reports and reconciliation cases. */

export async function insertReceivable(
  db: Kysely<Schema>,
  receivable: { returnGuid: string; customerGuid: string; amount: bigint; now: Date },
) {
  await db
    .insertInto('funding_receivables')
    .values({
      return_transfer_guid: receivable.returnGuid,
      customer_guid: receivable.customerGuid,
      amount: receivable.amount,
      created_at: receivable.now,
    })
    .execute();
}

/** Which of the customers owe a returned deposit. */
export async function owingAfterReturn(
  db: Kysely<Schema>,
  customerGuids: readonly string[],
): Promise<Set<string>> {
  if (customerGuids.length === 0) return new Set();
  const rows = await db
    .selectFrom('funding_receivables')
    .select('customer_guid')
    .distinct()
    .where('customer_guid', 'in', customerGuids)
    .execute();
  return new Set(rows.map((row) => row.customer_guid));
}

/**
 * Adds a movement to the rail's report for the current UTC day by the database's clock, the
 * day its journal entry is stamped with, so the two are compared day by day.
 */
export async function reportMovement(db: Kysely<Schema>, rail: Rail, amount: bigint) {
  await sql`
    INSERT INTO rail_settlements (rail, day, amount)
    VALUES (${rail}, (now() AT TIME ZONE 'UTC')::date, ${amount}::numeric)
    ON CONFLICT (rail, day) DO UPDATE SET amount = rail_settlements.amount + EXCLUDED.amount
  `.execute(db);
}

export interface DayComparison {
  rail: Rail;
  day: string;
  reported: bigint;
  booked: bigint;
}

/** Each rail's settlement report for the day: what the rail says it moved (0 when none came). */
export async function reportedOn(db: Kysely<Schema>, day: string): Promise<Map<Rail, bigint>> {
  const rows = await db
    .selectFrom('rail_settlements')
    .select(['rail', 'amount'])
    .where('day', '=', day)
    .execute();
  return new Map(rows.map((row) => [row.rail, BigInt(row.amount)]));
}

export async function openCase(
  db: Kysely<Schema>,
  found: DayComparison & { guid: string; now: Date },
): Promise<boolean> {
  const rows = await db
    .insertInto('reconciliation_cases')
    .values({
      guid: found.guid,
      rail: found.rail,
      day: found.day,
      reported: found.reported,
      booked: found.booked,
      opened_at: found.now,
    })
    .onConflict((oc) => oc.columns(['rail', 'day']).doNothing())
    .returning('guid')
    .execute();
  return rows.length === 1;
}

export async function listCases(db: Kysely<Schema>, page: { offset: number; limit: number }) {
  const rows = await db
    .selectFrom('reconciliation_cases')
    .select(['guid', 'rail', sql<string>`day::text`.as('day'), 'reported', 'booked', 'opened_at'])
    .orderBy('day', 'desc')
    .orderBy('rail')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  return rows.map((row) => ({
    guid: row.guid,
    rail: row.rail,
    day: row.day,
    reported: BigInt(row.reported),
    booked: BigInt(row.booked),
    openedAt: row.opened_at,
  }));
}
