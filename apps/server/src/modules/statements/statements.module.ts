import { Statements, type StatementsDeps } from './statements.service.js';

/**
 * Account statements (ADR 77): the `issue-statements` job that asks, each day, for the
 * statements of the periods that just ended, and the `statement` document kind they are kept
 * as (ADR 75). It owns one table, `statement_periods` (`statements.tables.ts`); it reads the
 * ledger, the customer's export and the tax engine's pools through their services, wired in
 * `module-graph.ts`. The statements are listed and downloaded with the customer's documents.
 */
export function createStatementsModule(deps: StatementsDeps) {
  return {
    services: {
      /** `issue(period)` asks for a period's statements now (the seeding, the tests). */
      statements: new Statements(deps),
    },
  };
}
