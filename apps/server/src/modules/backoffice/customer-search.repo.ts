import {
  type CustomerState,
  type CustomerVerificationState,
  type Province,
  provinceSchema,
} from '@maple/contracts';
import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';

/**
 * The back office's customer search (ADR 25): one read-only statement over the tables of
 * customers (state, dates), identity (e-mail, display name) and kyc (province, search keys,
 * verifications). It writes none of them; each key and filter is served by an index of
 * migration 0022.
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
const verificationState = sql<CustomerVerificationState>`coalesce((
  SELECT CASE
    WHEN v.state IN ('storing', 'waiting', 'pending') THEN 'in_progress'
    WHEN v.state = 'completed' THEN v.outcome
    ELSE v.state END
  FROM identity_verifications v
  WHERE v.customer_guid = c.guid AND v.method <> 'enhanced_due_diligence'
  ORDER BY v.created_at DESC, v.guid
  LIMIT 1), 'none')`;

const EASTERN = 'America/Toronto';

function matchCondition(match: CustomerMatch): Expression<SqlBool> {
  switch (match.by) {
    case 'guid':
      return sql<SqlBool>`c.guid = ${match.guid}`;
    case 'email':
      return sql<SqlBool>`u.email LIKE ${match.pattern}`;
    case 'phone':
      return sql<SqlBool>`c.guid IN (
        SELECT k.customer_guid FROM customer_search_keys k WHERE k.phone_index = ${match.phoneIndex})`;
    case 'name':
      // One index per branch (two trigram indexes, the name key's): an OR across the joined
      // tables would scan them all.
      return sql<SqlBool>`c.user_id IN (
        SELECT n.id FROM identity_users n
        WHERE lower(n.display_name) LIKE ${match.pattern} OR n.email LIKE ${match.pattern}
        UNION ALL
        SELECT kc.user_id FROM customer_search_keys k JOIN customers kc ON kc.guid = k.customer_guid
        WHERE k.name_index = ${match.nameIndex})`;
  }
}

function matching(db: Kysely<Schema>, filter: CustomerSearchFilter) {
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
  if (verification !== undefined) query = query.where(verificationState, '=', verification);
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

function selectRows(query: ReturnType<typeof matching>) {
  return query
    .select([
      'c.guid',
      'u.email',
      'u.display_name',
      'c.state',
      'ci.province',
      'c.created_at',
      verificationState.as('verification_state'),
      sql<string>`c.created_at::text`.as('created_key'),
    ])
    .orderBy('c.created_at', 'desc')
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
 * up to `countLimit` (counting every match of a broad search would read the whole table).
 */
export async function searchCustomers(
  db: Kysely<Schema>,
  filter: CustomerSearchFilter,
  page: { offset: number; limit: number },
  countLimit: number,
): Promise<{ rows: CustomerRow[]; counted: number }> {
  const { counted } = await db
    .selectFrom(
      matching(db, filter)
        .select(sql.lit(1).as('one'))
        .limit(countLimit + 1)
        .as('m'),
    )
    .select((eb) => eb.fn.countAll<string>().as('counted'))
    .executeTakeFirstOrThrow();
  const rows = await selectRows(matching(db, filter))
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  return { rows: rows.map(rowOf), counted: Number(counted) };
}

/** The next `limit` customers the filter admits after `after` in the list's order. */
export async function customersAfter(
  db: Kysely<Schema>,
  filter: CustomerSearchFilter,
  after: CustomerCursor | undefined,
  limit: number,
): Promise<{ rows: CustomerRow[]; last: CustomerCursor | undefined }> {
  let query = matching(db, filter);
  if (after !== undefined) {
    query = query.where(
      sql<SqlBool>`(c.created_at, c.guid) < (${after.createdAt}::timestamptz, ${after.guid})`,
    );
  }
  const rows = await selectRows(query).limit(limit).execute();
  const last = rows.at(-1);
  return {
    rows: rows.map(rowOf),
    last: last === undefined ? undefined : { createdAt: last.created_key, guid: last.guid },
  };
}
