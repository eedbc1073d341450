import type { Timestamp } from '../../infra/db/columns.js';

/**
 * A period whose statements (`2026-10`, `2026-Q4`) or a year whose tax reports (`2026`) have all
 * been asked for (migration 0052, ADR 77).
 */
export interface StatementPeriodsTable {
  period: string;
  /** How many statements the run that finished it asked for. */
  issued: number;
  finished_at: Timestamp;
}

// The table this module owns, in the one schema the database is typed with.
declare module '../../infra/db/schema.js' {
  interface Schema {
    statement_periods: StatementPeriodsTable;
  }
}
