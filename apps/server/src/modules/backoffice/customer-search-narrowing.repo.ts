import type { CustomerState, CustomerVerificationState, Province } from '@maple/contracts';
import { type Kysely, sql } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';

/**
 * The first phase of the customer search (ADR 25): what the search box matched, looked up in
 * the identity indexes alone before the list's statement (customer-search.repo.ts) runs.
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
 * The search box's condition once the identity phase ran (`narrowFilter`): the users it found
 * when they are few, else the text patterns themselves, checked on each customer in the list's
 * order until a page is full.
 */
export type NarrowedMatch = CustomerMatch | { by: 'users'; userIds: readonly string[] };

export interface NarrowedFilter extends Omit<CustomerSearchFilter, 'match'> {
  match?: NarrowedMatch;
  /** More users match the text than a search names: `match` is the patterns themselves. */
  broad: boolean;
}

/**
 * The users whose e-mail or display name holds the text (the trigram indexes), or whose legal
 * name is the one typed (its search key): up to `limit`.
 */
function usersMatching(db: Kysely<Schema>, match: CustomerMatch, limit: number) {
  if (match.by === 'email') {
    return sql<{ id: string }>`
      SELECT n.id FROM identity_users n WHERE n.email LIKE ${match.pattern} LIMIT ${limit}`.execute(
      db,
    );
  }
  if (match.by !== 'name') throw new Error(`no users to look up for a ${match.by}`);
  return sql<{ id: string }>`
    SELECT n.id FROM identity_users n
    WHERE lower(n.display_name) LIKE ${match.pattern} OR n.email LIKE ${match.pattern}
    UNION
    SELECT kc.user_id FROM customer_search_keys k JOIN customers kc ON kc.guid = k.customer_guid
    WHERE k.name_index = ${match.nameIndex}
    LIMIT ${limit}`.execute(db);
}

/**
 * The most users a search names. Naming M users costs M index reads to order them; checking
 * the text on each customer newest first costs about 25 × customers / M reads to fill a page:
 * the two meet near 5,000 on a million customers.
 */
const NAMED_USERS_LIMIT = 5_000;

/**
 * Runs the search box's text against the identity indexes first. Up to 5,000 users found, the
 * search names them; more, and the text is checked on each customer in the list's order
 * instead, which fills a page within a few thousand rows when that many match.
 */
export async function narrowFilter(
  db: Kysely<Schema>,
  { match, ...filters }: CustomerSearchFilter,
): Promise<NarrowedFilter> {
  if (match === undefined || match.by === 'guid' || match.by === 'phone') {
    return match === undefined ? { ...filters, broad: false } : { ...filters, match, broad: false };
  }
  const { rows } = await usersMatching(db, match, NAMED_USERS_LIMIT + 1);
  if (rows.length > NAMED_USERS_LIMIT) return { ...filters, match, broad: true };
  return { ...filters, match: { by: 'users', userIds: rows.map((row) => row.id) }, broad: false };
}
