import type { Amount } from '../../infra/db/columns.js';

/**
 * What the customer said a transfer in cost them (migration 0050, ADR 76): one row per completed
 * crypto deposit of theirs with a stated cost; without a row the deposit joins the pool at its
 * market value on arrival, estimated.
 */
export interface StatedCostsTable {
  transfer_guid: string;
  customer_guid: string;
  /** CAD cents, 0 or more. */
  cost_cents: Amount;
  stated_at: Date;
}

// The table this module owns, in the one schema the database is typed with.
declare module '../../infra/db/schema.js' {
  interface Schema {
    stated_costs: StatedCostsTable;
  }
}
