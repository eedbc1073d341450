import { type Kysely, sql } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';
import type { TransfersTable } from './funding.tables.js';

/** Whose wallet a crypto transfer went to or came from, as the customer answered the travel rule. */
export type TravelRuleParty = TransfersTable['travel_rule_party'];

/**
 * The travel-rule party of the customer's transfers among `guids`, by guid (null where the
 * customer gave no answer), in one statement per batch (the tax year's pages, ADR 74); another
 * customer's transfers are left out.
 */
export async function travelRuleParties(
  db: Kysely<Schema>,
  customerGuid: string,
  guids: readonly string[],
): Promise<Map<string, TravelRuleParty>> {
  if (guids.length === 0) return new Map();
  const rows = await db
    .selectFrom('transfers')
    .select(['guid', 'travel_rule_party'])
    .where('customer_guid', '=', customerGuid)
    .where(sql<boolean>`guid = ANY(${[...new Set(guids)]}::bpchar[])`)
    .execute();
  return new Map(rows.map((row) => [row.guid, row.travel_rule_party]));
}
