import {
  type CustomerState,
  type CustomerVerificationState,
  type Province,
  provinceSchema,
} from '@maple/contracts';
import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import { countOf } from '../../infra/db/count.js';
import type { Schema } from '../../infra/db/schema.js';
import type { NarrowedFilter, NarrowedMatch } from './customer-search-narrowing.repo.js';

/**
 * The back office's customer search (ADR 25): one read-only statement over the tables of
 * customers (state, dates), identity (e-mail, display name) and kyc (province, search keys,
 * verifications). It writes none of them; each key and filter is served by an index of
 * migration 0022.
 */

export interface CustomerRow {
  guid: string;
  email: string;
  displayName: string;
  state: CustomerState;
  verificationState: CustomerVerificationState;
  province: Province | null;
  createdAt: Date;
}

/** Where a row is in the list's order, to read on after it (the export's keyset). */
export interface CustomerCursor {
  /** `created_at` as PostgreSQL writes it: microseconds kept, which a Date would lose. */
  createdAt: string;
  guid: string;
}

/**
 * Where the customer's latest identity verification (enhanced due diligence aside) stands,
 * read through `identity_verifications_customer` (customer, newest first).
 */
const verificationStateOf = sql<CustomerVerificationState>`coalesce((
  SELECT CASE
    WHEN v.state IN ('storing', 'waiting', 'pending') THEN 'in_progress'
    WHEN v.state = 'completed' THEN v.outcome
    ELSE v.state END
  FROM identity_verifications v
  WHERE v.customer_guid = c.guid AND v.method <> 'enhanced_due_diligence'
  ORDER BY v.created_at DESC, v.guid
  LIMIT 1), 'none')`;

const EASTERN = 'America/Toronto';

const NOT_EDD = sql<SqlBool>`v.method <> 'enhanced_due_diligence'`;

/** Which rows of `identity_verifications` stand for each verification state but `none`. */
const verificationRows: Record<
  Exclude<CustomerVerificationState, 'none'>,
  { states: readonly string[]; outcome: 'passed' | 'failed' | null }
> = {
  in_progress: { states: ['storing', 'waiting', 'pending'], outcome: null },
  reviewing: { states: ['reviewing'], outcome: null },
  passed: { states: ['completed'], outcome: 'passed' },
  failed: { states: ['completed'], outcome: 'failed' },
  expired: { states: ['expired'], outcome: null },
};

/**
 * The verification-state filter as a semi-join the planner may drive from either side: from
 * the newest customers for a common state, from the state's index for a rare one.
 */
function verificationCondition(state: CustomerVerificationState): Expression<SqlBool> {
  if (state === 'none') {
    return sql<SqlBool>`NOT EXISTS (
      SELECT 1 FROM identity_verifications v WHERE v.customer_guid = c.guid AND ${NOT_EDD})`;
  }
  const { states, outcome } = verificationRows[state];
  const outcomeIs = outcome === null ? sql<SqlBool>`true` : sql<SqlBool>`v.outcome = ${outcome}`;
  return sql<SqlBool>`c.guid IN (
    SELECT v.customer_guid FROM identity_verifications v
    WHERE ${NOT_EDD} AND v.state IN (${sql.join(states)}) AND ${outcomeIs}
      AND NOT EXISTS (
        SELECT 1 FROM identity_verifications w
        WHERE w.customer_guid = v.customer_guid AND w.method <> 'enhanced_due_diligence'
          AND (w.created_at > v.created_at OR (w.created_at = v.created_at AND w.guid < v.guid))))`;
}

function matchCondition(match: NarrowedMatch): Expression<SqlBool> {
  switch (match.by) {
    case 'guid':
      return sql<SqlBool>`c.guid = ${match.guid}`;
    case 'users':
      return sql<SqlBool>`c.user_id IN (${sql.join(match.userIds)})`;
    case 'phone':
      return sql<SqlBool>`c.guid IN (
        SELECT k.customer_guid FROM customer_search_keys k WHERE k.phone_index = ${match.phoneIndex})`;
    case 'email':
      return sql<SqlBool>`u.email LIKE ${match.pattern}`;
    case 'name':
      return sql<SqlBool>`(lower(u.display_name) LIKE ${match.pattern} OR u.email LIKE ${match.pattern}
        OR c.guid IN (
          SELECT k.customer_guid FROM customer_search_keys k WHERE k.name_index = ${match.nameIndex}))`;
  }
}

const hasFilters = (filter: NarrowedFilter) =>
  [
    filter.state,
    filter.verificationState,
    filter.province,
    filter.createdFrom,
    filter.createdTo,
  ].some((value) => value !== undefined);

function matching(db: Kysely<Schema>, filter: NarrowedFilter) {
  const {
    match,
    state,
    verificationState: verification,
    province,
    createdFrom,
    createdTo,
  } = filter;
  let query = db
    .selectFrom('customers as c')
    .innerJoin('identity_users as u', 'u.id', 'c.user_id')
    .leftJoin('customer_identities as ci', 'ci.customer_guid', 'c.guid');
  if (match !== undefined) query = query.where(matchCondition(match));
  if (state !== undefined) query = query.where('c.state', '=', state);
  if (province !== undefined) query = query.where('ci.province', '=', province);
  if (verification !== undefined) query = query.where(verificationCondition(verification));
  if (createdFrom !== undefined) {
    const from = sql<Date>`(${createdFrom}::date)::timestamp AT TIME ZONE ${EASTERN}`;
    query = query.where('c.created_at', '>=', from);
  }
  if (createdTo !== undefined) {
    const to = sql<Date>`(${createdTo}::date + 1)::timestamp AT TIME ZONE ${EASTERN}`;
    query = query.where('c.created_at', '<', to);
  }
  return query;
}

/**
 * The list's order. Users named by the identity phase are read by their own index and sorted
 * (5,000 at most): ordering them by an expression keeps the planner off `customers_created`,
 * whose newest-first walk it would otherwise pick, expecting the named users spread evenly
 * over time, and which reads nearly the whole table when they are all old customers.
 */
const newestFirst = (filter: NarrowedFilter) =>
  filter.match?.by === 'users'
    ? sql<Date>`c.created_at + interval '0 seconds'`
    : sql<Date>`c.created_at`;

function selectRows(query: ReturnType<typeof matching>, filter: NarrowedFilter) {
  return query
    .select([
      'c.guid',
      'u.email',
      'u.display_name',
      'c.state',
      'ci.province',
      'c.created_at',
      verificationStateOf.as('verification_state'),
      sql<string>`c.created_at::text`.as('created_key'),
    ])
    .orderBy(newestFirst(filter), 'desc')
    .orderBy('c.guid', 'desc');
}

type SelectedRow = Awaited<ReturnType<ReturnType<typeof selectRows>['execute']>>[number];

function rowOf(row: SelectedRow): CustomerRow {
  return {
    guid: row.guid,
    email: row.email,
    displayName: row.display_name,
    state: row.state,
    verificationState: row.verification_state,
    province: provinceSchema.safeParse(row.province).data ?? null,
    createdAt: row.created_at,
  };
}

/**
 * One page of the customers the filter admits, newest first, and how many there are counted
 * up to `countLimit` + 1 (counting every match of a broad search would read the whole table).
 */
export async function searchCustomers(
  db: Kysely<Schema>,
  filter: NarrowedFilter,
  page: { offset: number; limit: number },
  countLimit: number,
): Promise<{ rows: CustomerRow[]; counted: number }> {
  if (filter.match?.by === 'users' && filter.match.userIds.length === 0) {
    return { rows: [], counted: 0 };
  }
  const counted =
    filter.broad && !hasFilters(filter) ? countLimit + 1 : await countUpTo(db, filter, countLimit);
  const rows = await selectRows(matching(db, filter), filter)
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  return { rows: rows.map(rowOf), counted };
}

async function countUpTo(db: Kysely<Schema>, filter: NarrowedFilter, limit: number) {
  const { counted } = await db
    .selectFrom(
      matching(db, filter)
        .select(sql.lit(1).as('one'))
        .limit(limit + 1)
        .as('m'),
    )
    .select((eb) => eb.fn.countAll<string>().as('counted'))
    .executeTakeFirstOrThrow();
  return countOf(counted);
}

/** The next `limit` customers the filter admits after `after` in the list's order. */
export async function customersAfter(
  db: Kysely<Schema>,
  filter: NarrowedFilter,
  after: CustomerCursor | undefined,
  limit: number,
): Promise<{ rows: CustomerRow[]; last: CustomerCursor | undefined }> {
  let query = matching(db, filter);
  if (after !== undefined) {
    query = query.where(
      sql<SqlBool>`(c.created_at, c.guid) < (${after.createdAt}::timestamptz, ${after.guid})`,
    );
  }
  if (filter.match?.by === 'users' && filter.match.userIds.length === 0) {
    return { rows: [], last: undefined };
  }
  const rows = await selectRows(query, filter).limit(limit).execute();
  const last = rows.at(-1);
  return {
    rows: rows.map(rowOf),
    last: last === undefined ? undefined : { createdAt: last.created_key, guid: last.guid },
  };
}
