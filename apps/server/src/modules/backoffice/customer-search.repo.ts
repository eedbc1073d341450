import {
  type CustomerState,
  type CustomerVerificationState,
  type Province,
  provinceSchema,
} from '@maple/contracts';
import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import { countOf } from '../../infra/db/count.js';
import { isoMillis } from '../../infra/db/iso-time.js';
import type { Schema } from '../../infra/db/schema.js';
import { customersKeyed } from '../kyc/search-keys.js';
import { filterConditions } from './customer-search-filters.js';
import type { NarrowedFilter, NarrowedMatch } from './customer-search-narrowing.repo.js';

/**
 * The back office's customer search (ADR 25): one read-only statement over the customer
 * directory (ADR 32, migration 0029), which holds every column it matches, filters, orders and
 * shows, each filter served by an index in the list's order.
 */

export interface CustomerRow {
  guid: string;
  email: string;
  displayName: string;
  state: CustomerState;
  verificationState: CustomerVerificationState;
  province: Province | null;
  /** As the answers write it (ISO, UTC, milliseconds), formatted by PostgreSQL for the export. */
  createdAt: string;
}

/** Where a row is in the list's order, to read on after it (the export's keyset). */
export interface CustomerCursor {
  /** `created_at` as PostgreSQL writes it: microseconds kept, which a Date would lose. */
  createdAt: string;
  guid: string;
}

function matchCondition(db: Kysely<Schema>, match: NarrowedMatch): Expression<SqlBool> {
  switch (match.by) {
    case 'guid':
      return sql<SqlBool>`d.customer_guid = ${match.guid}`;
    case 'customers':
      return sql<SqlBool>`d.customer_guid IN (${sql.join(match.guids)})`;
    case 'phone':
      return sql<SqlBool>`d.customer_guid IN (${customersKeyed(db, match)})`;
    case 'email':
      return sql<SqlBool>`d.email LIKE ${match.pattern}`;
    case 'name': {
      const { pattern, nameIndex } = match;
      const text = sql<SqlBool>`lower(d.display_name) LIKE ${pattern} OR d.email LIKE ${pattern}`;
      if (nameIndex === null) return sql<SqlBool>`(${text})`;
      return sql<SqlBool>`(${text} OR d.customer_guid IN (${customersKeyed(db, { nameIndex })}))`;
    }
  }
}

function matching(db: Kysely<Schema>, filter: NarrowedFilter) {
  let query = db.selectFrom('customer_directory as d');
  if (filter.match !== undefined) query = query.where(matchCondition(db, filter.match));
  for (const condition of filterConditions(filter)) query = query.where(condition);
  return query;
}

/**
 * The list's order. Customers named by the first phase are read by their key and sorted (5,000
 * at most): ordering them by an expression keeps the planner off `customer_directory_created`,
 * whose newest-first walk it would otherwise pick, expecting them spread evenly over time, and
 * which reads nearly the whole table when they are all old customers.
 */
const newestFirst = (filter: NarrowedFilter) =>
  filter.match?.by === 'customers'
    ? sql<Date>`d.created_at + interval '0 seconds'`
    : sql<Date>`d.created_at`;

function selectRows(query: ReturnType<typeof matching>, filter: NarrowedFilter) {
  return query
    .select([
      'd.customer_guid',
      'd.email',
      'd.display_name',
      'd.state',
      'd.verification_state',
      'd.province',
      isoMillis('d.created_at').as('created_at'),
      sql<string>`d.created_at::text`.as('created_key'),
    ])
    .orderBy(newestFirst(filter), 'desc')
    .orderBy('d.customer_guid', 'desc');
}

type SelectedRow = Awaited<ReturnType<ReturnType<typeof selectRows>['execute']>>[number];

function rowOf(row: SelectedRow): CustomerRow {
  return {
    guid: row.customer_guid,
    email: row.email,
    displayName: row.display_name,
    state: row.state,
    verificationState: row.verification_state,
    province: provinceSchema.safeParse(row.province).data ?? null,
    createdAt: row.created_at,
  };
}

const nothingNamed = (filter: NarrowedFilter) =>
  filter.match?.by === 'customers' && filter.match.guids.length === 0;

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
  if (filter.match?.by === 'customers') return namedPage(db, filter, filter.match.guids, page);
  // Broad: more than 5,000 match the text and the filters, so more than the count's limit.
  const counted = filter.broad ? countLimit + 1 : await countUpTo(db, filter, countLimit);
  const rows = await selectRows(matching(db, filter), filter)
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  return { rows: rows.map(rowOf), counted };
}

/**
 * The first phase named every customer the text and filters admit, in the list's order: the
 * page is a slice of them, read by primary key, and the count is how many it named.
 */
async function namedPage(
  db: Kysely<Schema>,
  filter: NarrowedFilter,
  guids: readonly string[],
  page: { offset: number; limit: number },
): Promise<{ rows: CustomerRow[]; counted: number }> {
  const shown = guids.slice(page.offset, page.offset + page.limit);
  if (shown.length === 0) return { rows: [], counted: guids.length };
  const rows = await selectRows(
    matching(db, { ...filter, match: { by: 'customers', guids: shown } }),
    filter,
  ).execute();
  return { rows: rows.map(rowOf), counted: guids.length };
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
      sql<SqlBool>`(d.created_at, d.customer_guid) < (${after.createdAt}::timestamptz, ${after.guid})`,
    );
  }
  if (nothingNamed(filter)) return { rows: [], last: undefined };
  const rows = await selectRows(query, filter).limit(limit).execute();
  const last = rows.at(-1);
  return {
    rows: rows.map(rowOf),
    last:
      last === undefined ? undefined : { createdAt: last.created_key, guid: last.customer_guid },
  };
}
