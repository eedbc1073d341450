import type { CustomerState, CustomerVerificationState, Province } from '@maple/contracts';
import { type Kysely, sql } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';

/**
 * The first phase of the customer search (ADR 25, ADR 32): what the search box matched, looked
 * up in the directory's trigram indexes and the search keys before the list's statement
 * (customer-search.repo.ts) runs.
 */

/** What the search box matched, decided by the service from what staff typed. */
export type CustomerMatch =
  | { by: 'guid'; guid: string }
  /** Any part of an e-mail address (a LIKE pattern, escaped). */
  | { by: 'email'; pattern: string }
  | { by: 'phone'; phoneIndex: string }
  /** Any part of a display name or e-mail, or a whole legal name by its search key. */
  | { by: 'name'; pattern: string; nameIndex: string | null };

export interface CustomerSearchFilter {
  match?: CustomerMatch;
  state?: CustomerState;
  verificationState?: CustomerVerificationState;
  province?: Province;
  /** Calendar days (YYYY-MM-DD) in Canada's Eastern time, both included. */
  createdFrom?: string;
  createdTo?: string;
}

/**
 * The search box's condition once the first phase ran (`narrowFilter`): the customers it found
 * when they are few, else the text patterns themselves, checked on each customer in the list's
 * order until a page is full.
 */
export type NarrowedMatch = CustomerMatch | { by: 'customers'; guids: readonly string[] };

export interface NarrowedFilter extends Omit<CustomerSearchFilter, 'match'> {
  match?: NarrowedMatch;
  /** More customers match the text than a search names: `match` is the patterns themselves. */
  broad: boolean;
}

/**
 * The customers whose e-mail or display name holds the text (the trigram indexes), or whose
 * legal name is the one typed (its search key): up to `limit`.
 */
function customersMatching(db: Kysely<Schema>, match: CustomerMatch, limit: number) {
  if (match.by === 'email') {
    return sql<{ guid: string }>`
      SELECT d.customer_guid AS guid FROM customer_directory d
      WHERE d.email LIKE ${match.pattern} LIMIT ${limit}`.execute(db);
  }
  if (match.by !== 'name') throw new Error(`no customers to look up for a ${match.by}`);
  return sql<{ guid: string }>`
    SELECT d.customer_guid AS guid FROM customer_directory d
    WHERE lower(d.display_name) LIKE ${match.pattern} OR d.email LIKE ${match.pattern}
    UNION
    SELECT k.customer_guid FROM customer_search_keys k WHERE k.name_index = ${match.nameIndex}
    LIMIT ${limit}`.execute(db);
}

/**
 * The most customers a search names. Naming M customers costs M index reads to order them;
 * checking the text on each customer newest first costs about 25 × customers / M reads to fill
 * a page: the two meet near 5,000 on a million customers.
 */
const NAMED_CUSTOMERS_LIMIT = 5_000;

/**
 * Runs the search box's text against the trigram indexes and the search keys first. Up to
 * 5,000 customers found, the search names them; more, and the text is checked on each customer
 * in the list's order instead, which fills a page within a few thousand rows when that many
 * match.
 */
export async function narrowFilter(
  db: Kysely<Schema>,
  { match, ...filters }: CustomerSearchFilter,
): Promise<NarrowedFilter> {
  if (match === undefined || match.by === 'guid' || match.by === 'phone') {
    return match === undefined ? { ...filters, broad: false } : { ...filters, match, broad: false };
  }
  const { rows } = await customersMatching(db, match, NAMED_CUSTOMERS_LIMIT + 1);
  if (rows.length > NAMED_CUSTOMERS_LIMIT) return { ...filters, match, broad: true };
  return {
    ...filters,
    match: { by: 'customers', guids: rows.map((row) => row.guid) },
    broad: false,
  };
}
