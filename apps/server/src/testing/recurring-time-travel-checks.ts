import { type Kysely, sql } from 'kysely';
import type { Schema } from '../infra/db/schema.js';
import { ledgerViolations } from '../modules/ledger/invariants.js';
import { occurrenceDay, windowOf } from '../modules/recurring/recurring-calendar.js';
import { testConfig } from './test-app.js';

const MINUTE_MS = 60_000;
/** The test app's window (production's): 8 a.m. to 8 p.m. in Toronto. */
const hours = {
  startHour: testConfig.recurring.windowStartHour,
  endHour: testConfig.recurring.windowEndHour,
};

/** Every way the runs of a time travel went wrong, by what was broken; empty when none. */
export type TravelViolations = Record<string, string[]>;

interface OrderFacts {
  guid: string;
  frequency: Parameters<typeof occurrenceDay>[0];
  start_date: string;
  max_runs: number | null;
  created_at: Date;
  days: string[] | null;
}

/**
 * The days an order's runs were due by `until`: every occurrence of its calendar from the first
 * its window could still hold a run when it was made (the next whole minute on), whose window
 * ended by `until`, up to its number of runs.
 */
function dueDays(order: OrderFacts, until: Date): string[] {
  const earliest = (Math.floor(order.created_at.getTime() / MINUTE_MS) + 1) * MINUTE_MS;
  const days: string[] = [];
  for (let index = 0; ; index += 1) {
    if (order.max_runs !== null && days.length >= order.max_runs) return days;
    const day = occurrenceDay(order.frequency, order.start_date, index);
    const window = windowOf(day, hours);
    if (window.endsAt > until) return days;
    const from = Math.max(window.startsAt.getTime(), earliest);
    if (window.endsAt.getTime() - from >= MINUTE_MS) days.push(day);
  }
}

/** Runs lost or run twice: each order's runs that ended are exactly its days due. */
async function lostOrTwice(db: Kysely<Schema>, until: Date): Promise<string[]> {
  const orders = await db
    .selectFrom('recurring_orders')
    .select(['guid', 'frequency', 'max_runs', 'created_at'])
    .select(sql<string>`to_char(start_date, 'YYYY-MM-DD')`.as('start_date'))
    .select(
      sql<string[] | null>`(SELECT array_agg(to_char(day, 'YYYY-MM-DD') ORDER BY day)
        FROM recurring_runs r WHERE r.order_guid = recurring_orders.guid
        AND r.state IN ('executed', 'skipped'))`.as('days'),
    )
    .execute();
  return orders.flatMap((order) => {
    const expected = dueDays(order, until).join(',');
    const ended = (order.days ?? []).join(',');
    return expected === ended ? [] : [`${order.guid}: due ${expected}; ended ${ended}`];
  });
}

/** Checks of single rows and sums, each answering what breaks it. */
const queries: Record<string, ReturnType<typeof sql<{ problem: string }>>> = {
  // Every run ended inside its window, at or after its minute; every skip says why.
  outsideWindow: sql`SELECT guid AS problem FROM recurring_runs WHERE state = 'executed'
    AND (ended_at < due_at OR ended_at >= window_ends_at)`,
  stillRunning: sql`SELECT guid AS problem FROM recurring_runs
    WHERE state = 'executing' OR (state = 'planned' AND due_at < window_starts_at)`,
  // A trade for each executed run and no other; each for exactly the order's amount.
  tradeOfRun: sql`SELECT r.guid AS problem FROM recurring_runs r
    JOIN recurring_orders o ON o.guid = r.order_guid
    LEFT JOIN trades t ON t.guid = r.trade_guid
    WHERE r.state = 'executed' AND (t.guid IS NULL OR t.deliver_amount <> o.amount)`,
  tradesWithoutRun: sql`SELECT t.guid AS problem FROM trades t
    WHERE NOT EXISTS (SELECT 1 FROM recurring_runs r WHERE r.trade_guid = t.guid)`,
  // No customer's XRP purchases of any 12 months past the retail investment limit (CAD 30,000).
  investmentLimit: sql`SELECT DISTINCT a.customer_guid AS problem FROM limit_usage a
    WHERE a.kind = 'investment' AND (
      SELECT sum(b.amount) FROM limit_usage b
      WHERE b.customer_guid = a.customer_guid AND b.kind = 'investment'
        AND b.occurred_at > a.occurred_at - interval '12 months' AND b.position <= a.position
    ) > ${testConfig.limits.investmentRetailCents.toString()}::numeric`,
};

/** What went wrong in the time travel on `db`, which ended at `until`. */
export async function travelViolations(db: Kysely<Schema>, until: Date): Promise<TravelViolations> {
  const found: TravelViolations = {};
  const lost = await lostOrTwice(db, until);
  if (lost.length > 0) found.lostOrTwice = lost.slice(0, 10);
  for (const [name, query] of Object.entries(queries)) {
    const rows = (await query.execute(db)).rows;
    if (rows.length > 0) found[name] = rows.slice(0, 10).map((row) => row.problem);
  }
  const ledger = await ledgerViolations(db);
  if (Object.keys(ledger).length > 0) found.ledger = [JSON.stringify(ledger).slice(0, 2000)];
  return found;
}
