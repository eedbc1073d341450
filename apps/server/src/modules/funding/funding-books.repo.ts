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

/**
 * Each rail's report for the day beside what its clearing account booked that day (money into
 * the platform is a debit of the clearing account, so booked = minus its postings).
 */
export async function compareDay(db: Kysely<Schema>, day: string): Promise<DayComparison[]> {
  const { rows } = await sql<{ rail: Rail; reported: string; booked: string }>`
    SELECT rails.rail,
           COALESCE(report.amount, 0)::text AS reported,
           (-COALESCE(booked.total, 0))::text AS booked
    FROM (VALUES ('eft'), ('etransfer')) AS rails (rail)
    LEFT JOIN rail_settlements report ON report.rail = rails.rail AND report.day = ${day}::date
    LEFT JOIN LATERAL (
      SELECT SUM(p.amount) AS total
      FROM ledger_accounts a
      JOIN postings p ON p.account_id = a.id
      JOIN journal_entries e ON e.id = p.entry_id
      WHERE a.code = 'clearing:CAD:' || rails.rail
        AND (e.created_at AT TIME ZONE 'UTC')::date = ${day}::date
    ) booked ON true
  `.execute(db);
  return rows.map((row) => ({
    rail: row.rail,
    day,
    reported: BigInt(row.reported),
    booked: BigInt(row.booked),
  }));
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
