import { type Kysely, sql } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';
import type { TransfersTable } from './funding.tables.js';

/** Whose wallet a crypto transfer went to or came from, as the customer answered the travel rule. */
export type TravelRuleParty = TransfersTable['travel_rule_party'];

/** A transfer's travel-rule answer, and the external wallet it went to (a withdrawal's). */
export interface TransferParty {
  party: TravelRuleParty;
  walletGuid: string | null;
}

/**
 * The travel-rule answer and the wallet of the customer's transfers among `guids`, by guid, in
 * one statement per batch (the tax year's pages, ADR 74); another customer's are left out.
 */
export async function transferParties(
  db: Kysely<Schema>,
  customerGuid: string,
  guids: readonly string[],
): Promise<Map<string, TransferParty>> {
  if (guids.length === 0) return new Map();
  const rows = await db
    .selectFrom('transfers')
    .select(['guid', 'travel_rule_party', 'external_wallet_guid'])
    .where('customer_guid', '=', customerGuid)
    .where(sql<boolean>`guid = ANY(${[...new Set(guids)]}::bpchar[])`)
    .execute();
  return new Map(
    rows.map((row) => [
      row.guid,
      { party: row.travel_rule_party, walletGuid: row.external_wallet_guid },
    ]),
  );
}
