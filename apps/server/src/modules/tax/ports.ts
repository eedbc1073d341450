import type { LedgerExportRow } from '@maple/contracts';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';
import type { PriceHistory } from '../records/ports.js';

/**
 * What the tax year reads of other contexts (ADR 74), each wired in `module-graph.ts`: the
 * customer's ledger export, which already states every posting's CAD value, fee and reference
 * (ADR 71), whose wallet each withdrawal went to, and which transfers in are the customer's
 * completed crypto deposits (ADR 76).
 */

/**
 * The customer's ledger export, page by page, oldest first (records' `LedgerExport`); with
 * `prices`, crypto rows are valued from that lookup of the market's history, shared by a run
 * over many customers, instead of a new one.
 */
export interface LedgerRowPages {
  pages(customerGuid: string, prices?: PriceHistory): Promise<AsyncIterable<LedgerExportRow[]>>;
}

/**
 * Whose wallet a crypto transfer went to, as the customer answered the travel rule: their own,
 * a third party's, or null when they gave no answer.
 */
export type TravelRuleParty = 'own' | 'third_party' | null;

/**
 * The travel-rule party of the customer's transfers among `guids`, by guid, in one call per
 * batch (funding's `travel-rule-parties.repo.ts`); another customer's are left out.
 */
export interface TravelRuleParties {
  byGuid(
    db: Kysely<Schema>,
    customerGuid: string,
    guids: readonly string[],
  ): Promise<Map<string, TravelRuleParty>>;
}

/**
 * The customer's completed crypto deposits among `guids`, in one call per batch (funding's
 * `crypto-deposits.repo.ts`): the transfers in whose cost the customer may state (ADR 76).
 * Another customer's transfers, withdrawals and deposits not yet credited are left out.
 */
export interface CryptoDeposits {
  completedAmong(
    db: Kysely<Schema>,
    customerGuid: string,
    guids: readonly string[],
  ): Promise<Set<string>>;
}
