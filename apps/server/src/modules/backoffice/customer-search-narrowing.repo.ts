import { type Kysely, type SqlBool, sql } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';
import { customersKeyed } from '../kyc/search-keys.js';
import {
  type CustomerMatch,
  type CustomerSearchFilter,
  filterConditions,
} from './customer-search-filters.js';

/**
 * The first phase of the customer search (ADR 25, ADR 32): what the search box matched, looked
 * up in the directory's trigram indexes and the search keys before the list's statement
 * (customer-search.repo.ts) runs.
 */

/**
 * The search box's condition once the first phase ran (`narrowFilter`): the customers it found
 * when they are few, else the text patterns themselves, checked on each customer in the list's
 * order until a page is full.
 */
export type NarrowedMatch =
  | CustomerMatch
  /** Every customer the text and the filters admit, in the list's order (newest first). */
  | { by: 'customers'; guids: readonly string[] };

export interface NarrowedFilter extends Omit<CustomerSearchFilter, 'match'> {
  match?: NarrowedMatch;
  /**
   * More customers match the text and the filters than a search names: `match` is the patterns
   * themselves.
   */
  broad: boolean;
}

/** The created time as text that sorts as the time does (UTC, fixed width, microseconds). */
const createdKey = sql<string>`to_char(d.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS.US')`;

/** The list's order: newest first, then the guid, descending, as the list's statement orders. */
const newestFirst = (a: { guid: string; created: string }, b: { guid: string; created: string }) =>
  a.created === b.created ? descending(a.guid, b.guid) : descending(a.created, b.created);
const descending = (a: string, b: string) => (a < b ? 1 : a > b ? -1 : 0);

/**
 * The customers whose e-mail or display name holds the text (the trigram indexes), or whose
 * legal name is the one typed (its search key), and whom the filters admit: up to `limit`.
 * `OFFSET 0` keeps the filters out of the text's scan, so the planner finds the text by its
 * indexes and checks the filters on what it found, rather than reading most of the table for a
 * common state or province and checking the text on each row (ADR 32).
 */
function customersMatching(
  db: Kysely<Schema>,
  match: CustomerMatch,
  filters: Omit<CustomerSearchFilter, 'match'>,
  limit: number,
) {
  if (match.by !== 'email' && match.by !== 'name') {
    throw new Error(`no customers to look up for a ${match.by}`);
  }
  const conditions = filterConditions(filters);
  const admitted = conditions.length === 0 ? sql<SqlBool>`true` : sql.join(conditions, sql` AND `);
  const text =
    match.by === 'email'
      ? sql<SqlBool>`t.email LIKE ${match.pattern}`
      : sql<SqlBool>`lower(t.display_name) LIKE ${match.pattern} OR t.email LIKE ${match.pattern}`;
  const byNameKey =
    match.by === 'name' && match.nameIndex !== null
      ? sql`UNION
    SELECT d.customer_guid, ${createdKey} FROM customer_directory d
    WHERE d.customer_guid IN (${customersKeyed(db, { nameIndex: match.nameIndex })}) AND ${admitted}`
      : sql``;
  return sql<{ guid: string; created: string }>`
    SELECT d.customer_guid AS guid, ${createdKey} AS created
    FROM (SELECT * FROM customer_directory t WHERE ${text} OFFSET 0) d
    WHERE ${admitted}
    ${byNameKey}
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
  const { rows } = await customersMatching(db, match, filters, NAMED_CUSTOMERS_LIMIT + 1);
  if (rows.length > NAMED_CUSTOMERS_LIMIT) return { ...filters, match, broad: true };
  return {
    ...filters,
    match: { by: 'customers', guids: rows.sort(newestFirst).map((row) => row.guid) },
    broad: false,
  };
}
