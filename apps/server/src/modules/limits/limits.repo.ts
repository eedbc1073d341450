import { type Kysely, sql } from 'kysely';
import { type CteWrite, decimals } from '../../infra/db/cte-writes.js';
import type { Schema } from '../../infra/db/schema.js';
import type { LimitKind } from './limits.tables.js';

/** The limits module's SQL: `limit_usage` and its sums (migration 0012). */

/** A movement counted against a customer's limits, as stored. */
export interface Usage {
  customerGuid: string;
  kind: LimitKind;
  /** CAD cents; negative only for an investment sale. */
  amount: bigint;
  /** What moved (`trade:<guid>`, …): a reference is recorded once. */
  reference: string;
  /** Never before the customer's previous row of the kind. */
  occurredAt: Date;
  /** The customer's usage of the kind up to and including this row. */
  running: bigint;
}

/** A window to sum: the usage of `kind` that occurred after `since`. */
export interface WindowQuery {
  kind: LimitKind;
  since: Date;
}

/** Where a customer's usage of a kind stands: what the next row recorded continues. */
export interface UsageTail {
  running: bigint;
  lastAt: Date;
}

/** A window's sum for one customer, the latest moment inside it, and the kind's tail. */
export interface WindowSum {
  sum: bigint;
  /** Null when nothing occurred inside the window. */
  latest: Date | null;
  tail: UsageTail;
}

/** `result.get(guid)[i]` is window i's sum, undefined when the customer has no usage of its kind. */
export type WindowSums = Map<string, (WindowSum | undefined)[]>;

async function sumsThrough(
  db: Kysely<Schema>,
  sumsOf: 'limit_usage_sums' | 'limit_usage_sums_locked',
  customerGuids: readonly string[],
  windows: readonly WindowQuery[],
): Promise<WindowSums> {
  const result: WindowSums = new Map();
  if (customerGuids.length === 0 || windows.length === 0) return result;
  const customers = [...new Set(customerGuids)];
  const kinds = windows.map((window) => window.kind);
  const since = windows.map((window) => window.since.toISOString());
  const { rows } = await sql<{
    customer_guid: string;
    window_index: number;
    used: string;
    latest: Date | null;
    running: string;
    last_at: Date;
  }>`
    SELECT customer_guid, window_index, used, latest, running, last_at
    FROM ${sql.raw(sumsOf)}(${customers}::bpchar[], ${kinds}::text[], ${since}::timestamptz[])
  `.execute(db);
  for (const row of rows) {
    const sums = result.get(row.customer_guid) ?? windows.map(() => undefined);
    // WITH ORDINALITY counts from 1.
    sums[row.window_index - 1] = {
      sum: BigInt(row.used),
      latest: row.latest === null ? null : new Date(row.latest),
      tail: { running: BigInt(row.running), lastAt: new Date(row.last_at) },
    };
    result.set(row.customer_guid, sums);
  }
  return result;
}

/**
 * The sums of the given windows for each customer, in one statement of two index lookups per
 * customer and window, however long their history (migration 0012).
 */
export const windowSums = (
  db: Kysely<Schema>,
  customerGuids: readonly string[],
  windows: readonly WindowQuery[],
): Promise<WindowSums> => sumsThrough(db, 'limit_usage_sums', customerGuids, windows);

/**
 * The same sums, read once the customers' limit locks are held (migration 0012): each
 * customer's checks and records are serialised until the transaction ends, so a second batch for
 * one customer waits here and then counts, and continues, what the first one recorded.
 */
export const lockedWindowSums = (
  trx: Kysely<Schema>,
  customerGuids: readonly string[],
  windows: readonly WindowQuery[],
): Promise<WindowSums> => sumsThrough(trx, 'limit_usage_sums_locked', customerGuids, windows);

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

/**
 * The write recording usage (ADR 49), in the given order (their `position`). The caller holds
 * the customers' limit locks and continues their tails; a reference recorded before is refused.
 */
export function usageWrites(usage: readonly Usage[]): CteWrite[] {
  if (usage.length === 0) return [];
  return [
    {
      name: 'limit_usage_recorded',
      statement: sql`
        INSERT INTO limit_usage (reference, customer_guid, kind, amount, occurred_at, running)
        SELECT reference, customer_guid, kind, amount, occurred_at, running
        FROM unnest(
          ${usage.map((row) => row.reference)}::text[],
          ${usage.map((row) => row.customerGuid)}::bpchar[],
          ${usage.map((row) => row.kind)}::text[],
          ${decimals(usage.map((row) => row.amount))}::numeric[],
          ${usage.map((row) => row.occurredAt.toISOString())}::timestamptz[],
          ${decimals(usage.map((row) => row.running))}::numeric[]
        ) WITH ORDINALITY
          AS movement (reference, customer_guid, kind, amount, occurred_at, running, at)
        ORDER BY movement.at
      `,
    },
  ];
}

/**
 * Takes the limit locks (migration 0012's advisory lock per customer, in key order, as
 * `limit_usage_sums_locked` takes them) of the customers whose usage `references` recorded.
 */
export async function lockUsageOwners(
  trx: Kysely<Schema>,
  references: readonly string[],
): Promise<void> {
  if (references.length === 0) return;
  await sql`
    SELECT pg_advisory_xact_lock(key)
    FROM (SELECT DISTINCT hashtextextended('limits:' || customer_guid, 0) AS key
          FROM limit_usage WHERE reference = ANY(${references}::text[])
          ORDER BY key) AS ordered
  `.execute(trx);
}

/**
 * Deletes the usage `references` recorded and takes it off the running sums of every later row
 * of the same customer and kind, so each window sums as if it had never been recorded; answers
 * how many rows were deleted. The caller holds the customers' limit locks. (The update skips the
 * deleted rows: one statement must not both delete and update a row.)
 */
export async function deleteUsage(
  trx: Kysely<Schema>,
  references: readonly string[],
): Promise<number> {
  if (references.length === 0) return 0;
  const { rows } = await sql<{ deleted: string }>`
    WITH released AS (
      DELETE FROM limit_usage WHERE reference = ANY(${references}::text[])
      RETURNING customer_guid, kind, amount, position
    ), shift AS (
      SELECT later.reference, sum(released.amount) AS amount
      FROM released
      JOIN limit_usage AS later
        ON later.customer_guid = released.customer_guid AND later.kind = released.kind
       AND later.position > released.position
      WHERE later.reference <> ALL(${references}::text[])
      GROUP BY later.reference
    ), shifted AS (
      UPDATE limit_usage AS later SET running = later.running - shift.amount
      FROM shift WHERE later.reference = shift.reference
    )
    SELECT count(*) AS deleted FROM released
  `.execute(trx);
  return Number(rows[0]?.deleted ?? 0);
}
