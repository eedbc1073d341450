import { ComplianceCases } from './compliance-cases.js';
import type { ComplianceContext } from './compliance-context.js';
import { DenyListHits } from './deny-list-hits.js';
import { LargeTransactionRule } from './large-transactions.js';

/**
 * Compliance cases (docs/decisions/0029): FINTRAC's large virtual currency transactions and the
 * wallet deny list's hits open them; staff claim and decide them. Funding tells of credited
 * crypto deposits and wallets of deny-list hits through ports `services.ts` wires to this.
 */
export class ComplianceService {
  readonly cases: ComplianceCases;
  readonly largeTransactions: LargeTransactionRule;
  readonly denyListHits: DenyListHits;

  constructor(ctx: ComplianceContext) {
    this.cases = new ComplianceCases(ctx);
    this.largeTransactions = new LargeTransactionRule(ctx);
    this.denyListHits = new DenyListHits(ctx);
  }
}
