import { ComplianceCases } from './compliance-cases.js';
import type { ComplianceContext } from './compliance-context.js';
import { DenyListHits } from './deny-list-hits.js';
import { LargeTransactionRule } from './large-transactions.js';
import { TravelRuleStructuring } from './travel-rule-structuring.js';

/**
 * Compliance cases (docs/decisions/0029, 0038): FINTRAC's large virtual currency transactions,
 * crypto withdrawals split under the travel rule and the wallet deny list's hits open them;
 * staff claim and decide them. Funding tells of credited crypto deposits and created crypto
 * withdrawals, wallets of deny-list hits, through ports `services.ts` wires to this.
 */
export class ComplianceService {
  readonly cases: ComplianceCases;
  readonly largeTransactions: LargeTransactionRule;
  readonly denyListHits: DenyListHits;
  readonly structuring: TravelRuleStructuring;

  constructor(ctx: ComplianceContext) {
    this.cases = new ComplianceCases(ctx);
    this.largeTransactions = new LargeTransactionRule(ctx);
    this.denyListHits = new DenyListHits(ctx);
    this.structuring = new TravelRuleStructuring(ctx);
  }
}
