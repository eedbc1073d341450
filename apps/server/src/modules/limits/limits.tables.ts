import type { Generated } from 'kysely';
import type { Amount } from '../../infra/db/columns.js';

/** What a row of `limit_usage` counts against (docs/product/limits.md). */
export type LimitKind = 'funding' | 'crypto_withdrawal' | 'investment';

/** Owned by `modules/limits`: movements counted against customers' limits (ADR 17). */
export interface LimitUsageTable {
  reference: string;
  customer_guid: string;
  kind: LimitKind;
  /** CAD cents; signed for `investment` (a sale counts minus). */
  amount: Amount;
  occurred_at: Date;
  position: Generated<bigint>;
  /** The customer's usage of the kind up to and including this row. */
  running: Amount;
}

// The tables this module owns, in the one schema the database is typed with.
declare module '../../infra/db/schema.js' {
  interface Schema {
    limit_usage: LimitUsageTable;
  }
}
