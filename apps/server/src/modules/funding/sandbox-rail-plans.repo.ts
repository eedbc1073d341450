import { type ExpressionBuilder, sql } from 'kysely';
import type { CteWrite } from '../../infra/db/cte-writes.js';
import type { Schema } from '../../infra/db/schema.js';
import type { NewTransfer } from './transfer-row.js';

/**
 * The SQL of `sandbox_rail_plans`, what the sandbox rails will do with each transfer (migration
 * 0036). A plan is written by the statement that inserts its transfer and read with it, so a
 * transfer never stands without its plan, even after a crash.
 */

/** A plan that is not a plain completion: only these are stored. */
const stored = (t: NewTransfer) => t.plannedOutcome !== 'complete' || t.plannedFailure !== null;

/**
 * The insert of the transfers' plans, to ride in the statement that inserts the transfers
 * (ADR 35): its foreign key is checked at the end of that statement, once they exist. Null when
 * every plan is a plain completion.
 */
export function planWrite(transfers: readonly NewTransfer[]): CteWrite | null {
  const plans = transfers.filter(stored);
  if (plans.length === 0) return null;
  return {
    name: 'sandbox_rail_plans_inserted',
    statement: sql`
      INSERT INTO sandbox_rail_plans (transfer_guid, planned_outcome, planned_failure)
      SELECT * FROM unnest(
        ${plans.map((t) => t.guid)}::bpchar[],
        ${plans.map((t) => t.plannedOutcome)}::text[],
        ${plans.map((t) => t.plannedFailure)}::text[]
      )`,
  };
}

/**
 * A transfer's plan read beside its columns: subqueries rather than a join, so a read that locks
 * the transfer (`FOR UPDATE`) locks it alone. Null (a plain completion) without a plan.
 */
export const plannedColumns = (eb: ExpressionBuilder<Schema, 'transfers'>) =>
  [
    eb
      .selectFrom('sandbox_rail_plans')
      .select('planned_outcome')
      .whereRef('sandbox_rail_plans.transfer_guid', '=', 'transfers.guid')
      .as('planned_outcome'),
    eb
      .selectFrom('sandbox_rail_plans')
      .select('planned_failure')
      .whereRef('sandbox_rail_plans.transfer_guid', '=', 'transfers.guid')
      .as('planned_failure'),
  ] as const;
