import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';

/** The tax module's SQL for the costs customers state for their transfers in (migration 0050). */

/** The customer's stated costs, by transfer guid, in CAD cents. */
export async function statedCostsOf(
  db: Kysely<Schema>,
  customerGuid: string,
): Promise<Map<string, bigint>> {
  const rows = await db
    .selectFrom('stated_costs')
    .select(['transfer_guid', 'cost_cents'])
    .where('customer_guid', '=', customerGuid)
    .execute();
  return new Map(rows.map((row) => [row.transfer_guid, BigInt(row.cost_cents)]));
}

/**
 * Records the cost of a transfer in and answers the one it had before (null: none). The first
 * statement inserts; a concurrent one waits for it, then finds the row and updates it under its
 * lock, so each answers the cost it really replaced. Pass the transaction of the change's audit.
 */
export async function stateCost(db: Kysely<Schema>, stated: StatedCost): Promise<bigint | null> {
  const { customerGuid, transferGuid, cost, at } = stated;
  if (await inserted(db, stated)) return null;
  const before = await db
    .selectFrom('stated_costs')
    .select('cost_cents')
    .where('transfer_guid', '=', transferGuid)
    .where('customer_guid', '=', customerGuid)
    .forUpdate()
    .executeTakeFirst();
  if (before === undefined) {
    // Withdrawn between the two statements: this statement is the first again.
    if (await inserted(db, stated)) return null;
    throw new Error(`The stated cost of ${transferGuid} changed under its statement`);
  }
  const old = BigInt(before.cost_cents);
  if (old !== cost) {
    await db
      .updateTable('stated_costs')
      .set({ cost_cents: cost, stated_at: at })
      .where('transfer_guid', '=', transferGuid)
      .execute();
  }
  return old;
}

export interface StatedCost {
  customerGuid: string;
  transferGuid: string;
  /** CAD cents, 0 or more. */
  cost: bigint;
  at: Date;
}

/** Inserts the cost unless the transfer has one already; answers whether it did. */
async function inserted(db: Kysely<Schema>, stated: StatedCost): Promise<boolean> {
  const row = await db
    .insertInto('stated_costs')
    .values({
      transfer_guid: stated.transferGuid,
      customer_guid: stated.customerGuid,
      cost_cents: stated.cost,
      stated_at: stated.at,
    })
    .onConflict((oc) => oc.column('transfer_guid').doNothing())
    .returning('transfer_guid')
    .executeTakeFirst();
  return row !== undefined;
}

/** Removes the stated cost of a transfer in; answers the one it had (null: none, nothing done). */
export async function withdrawCost(
  db: Kysely<Schema>,
  customerGuid: string,
  transferGuid: string,
): Promise<bigint | null> {
  const removed = await db
    .deleteFrom('stated_costs')
    .where('transfer_guid', '=', transferGuid)
    .where('customer_guid', '=', customerGuid)
    .returning('cost_cents')
    .executeTakeFirst();
  return removed === undefined ? null : BigInt(removed.cost_cents);
}
