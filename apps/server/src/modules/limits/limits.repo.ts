import { type Kysely, sql } from 'kysely';
import type { LimitKind, Schema } from '../../infra/db/schema.js';

/** The limits module's SQL: `limit_usage` (migration 0012). */

/** A movement to count against a customer's limits. */
export interface Usage {
  customerGuid: string;
  kind: LimitKind;
  /** CAD cents; negative only for an investment sale. */
  amount: bigint;
  /** What moved (`trade:<guid>`, …): recording the same reference twice counts it once. */
  reference: string;
  occurredAt: Date;
}

/**
 * Serialises the limit checks of each customer until the transaction ends: a transaction-level
 * advisory lock per customer, taken in key order so two batches never wait on each other in a
 * circle. It is the first lock a check takes and is released only at COMMIT or ROLLBACK, so a
 * second batch for the same customer waits here and, in its next statement, sees the usage the
 * first one recorded.
 */
export async function lockCustomersUsage(
  trx: Kysely<Schema>,
  customerGuids: readonly string[],
): Promise<void> {
  if (customerGuids.length === 0) return;
  const keys = [...new Set(customerGuids)].map((guid) => `limits:${guid}`);
  await sql`
    SELECT pg_advisory_xact_lock(key)
    FROM (SELECT DISTINCT hashtextextended(name, 0) AS key
          FROM unnest(${keys}::text[]) AS names (name)
          ORDER BY key) AS ordered
  `.execute(trx);
}

/** A window to sum: the usage of `kind` that occurred after `since`. */
export interface WindowQuery {
  kind: LimitKind;
  since: Date;
}

/** A window's sum for one customer, and when its latest usage occurred. */
export interface WindowSum {
  sum: bigint;
  latest: Date;
}

/**
 * The sums of the given windows for each customer, in one statement: `result.get(guid)[i]` is
 * window i's sum, undefined when nothing occurred in it.
 */
export async function windowSums(
  db: Kysely<Schema>,
  customerGuids: readonly string[],
  windows: readonly WindowQuery[],
): Promise<Map<string, (WindowSum | undefined)[]>> {
  const result = new Map<string, (WindowSum | undefined)[]>();
  if (customerGuids.length === 0 || windows.length === 0) return result;
  const rows = windows.map(
    (window, index) => sql`(${index}::int, ${window.kind}::text, ${window.since}::timestamptz)`,
  );
  const { rows: sums } = await sql<{
    customer_guid: string;
    position: number;
    used: string;
    latest: Date;
  }>`
    SELECT usage.customer_guid, window_.position,
           SUM(usage.amount) AS used, MAX(usage.occurred_at) AS latest
    FROM (VALUES ${sql.join(rows)}) AS window_ (position, kind, since)
    JOIN limit_usage AS usage
      ON usage.kind = window_.kind AND usage.occurred_at > window_.since
    WHERE usage.customer_guid IN (${sql.join([...new Set(customerGuids)])})
    GROUP BY usage.customer_guid, window_.position
  `.execute(db);
  for (const row of sums) {
    const windowsOf = result.get(row.customer_guid) ?? windows.map(() => undefined);
    windowsOf[row.position] = { sum: BigInt(row.used), latest: row.latest };
    result.set(row.customer_guid, windowsOf);
  }
  return result;
}

/** The usage of one kind a customer had after `since`, oldest first, one row per moment. */
export async function windowEvents(
  db: Kysely<Schema>,
  customerGuid: string,
  { kind, since }: WindowQuery,
): Promise<{ amount: bigint; occurredAt: Date }[]> {
  const rows = await db
    .selectFrom('limit_usage')
    .select((eb) => ['occurred_at', eb.fn.sum<string>('amount').as('amount')])
    .where('customer_guid', '=', customerGuid)
    .where('kind', '=', kind)
    .where('occurred_at', '>', since)
    .groupBy('occurred_at')
    .orderBy('occurred_at')
    .execute();
  return rows.map((row) => ({ amount: BigInt(row.amount), occurredAt: row.occurred_at }));
}

/** Records usage in one statement; a reference recorded before is left as it was. */
export async function insertUsage(db: Kysely<Schema>, usage: readonly Usage[]): Promise<void> {
  if (usage.length === 0) return;
  await db
    .insertInto('limit_usage')
    .values(
      usage.map((row) => ({
        reference: row.reference,
        customer_guid: row.customerGuid,
        kind: row.kind,
        amount: row.amount,
        occurred_at: row.occurredAt,
      })),
    )
    .onConflict((oc) => oc.column('reference').doNothing())
    .execute();
}
