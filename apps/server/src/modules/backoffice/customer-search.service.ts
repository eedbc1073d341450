import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';
import type { BlindIndex } from '../../infra/security/blind-index.js';
import type { AuditService } from '../audit/audit.service.js';
import {
  type CustomerCursor,
  type CustomerRow,
  customersAfter,
  searchCustomers,
} from './customer-search.repo.js';
import type { CustomerSearchFilter } from './customer-search-filters.js';
import { matchOf } from './customer-search-match.js';
import { narrowFilter } from './customer-search-narrowing.repo.js';

export type { CustomerRow };

/** Who searches, for the audit trail. */
export interface StaffActor {
  staffId: string;
  requestId: string;
}

/** The search box (as typed) and the filters, as the contract's query gives them. */
export interface CustomerQuery extends Omit<CustomerSearchFilter, 'match'> {
  q?: string;
}

export interface CustomerSearchDeps {
  db: Kysely<Schema>;
  audit: AuditService;
  blindIndex: BlindIndex;
  /** Matches counted, and pages reached, up to this many (`customerSearchCountLimit`). */
  countLimit: number;
}

/** Rows read per query by the export: memory stays flat however many customers match. */
const EXPORT_PAGE = 1000;

/** The audit trail keeps a key of what was typed, never the text: it may be a name or a phone. */
const AUDIT_QUERY_PURPOSE = 'audit-customer-search';

/**
 * The back office's customer search and its CSV export (ADR 25). Each is a view of personal
 * data, so each is audited: who searched, for what (a guid as typed, anything else as a keyed
 * hash of it), with which filters, and which customers a page showed.
 */
export class CustomerSearchService {
  constructor(private readonly deps: CustomerSearchDeps) {}

  async search(
    query: CustomerQuery,
    page: { offset: number; limit: number },
    actor: StaffActor,
  ): Promise<{ rows: CustomerRow[]; total: number; totalCapped: boolean }> {
    const { db, countLimit } = this.deps;
    const filter = this.filterOf(query);
    return db.transaction().execute(async (trx) => {
      const narrowed = await narrowFilter(trx, filter);
      const { rows, counted } = await searchCustomers(trx, narrowed, page, countLimit);
      await this.searched(trx, actor, query, {
        offset: page.offset,
        limit: page.limit,
        customer_guids: rows.map((row) => row.guid),
      });
      return { rows, total: Math.min(counted, countLimit), totalCapped: counted > countLimit };
    });
  }

  /** Audits the export, then answers its rows newest first, a page at a time. */
  async export(query: CustomerQuery, actor: StaffActor): Promise<AsyncIterable<CustomerRow[]>> {
    await this.searched(this.deps.db, actor, query, { format: 'csv' });
    return this.pages(this.filterOf(query));
  }

  private filterOf({ q, ...filters }: CustomerQuery): CustomerSearchFilter {
    return q === undefined ? filters : { ...filters, match: matchOf(this.deps.blindIndex, q) };
  }

  private async *pages(filter: CustomerSearchFilter): AsyncGenerator<CustomerRow[]> {
    const { db } = this.deps;
    const narrowed = await narrowFilter(db, filter);
    let after: CustomerCursor | undefined;
    for (;;) {
      const { rows, last } = await customersAfter(db, narrowed, after, EXPORT_PAGE);
      yield rows;
      if (last === undefined || rows.length < EXPORT_PAGE) return;
      after = last;
    }
  }

  private queryDetails(q: string | undefined): Record<string, string> {
    if (q === undefined) return {};
    const match = matchOf(this.deps.blindIndex, q);
    if (match.by === 'guid') return { query_kind: 'guid', customer_guid: match.guid };
    const key = this.deps.blindIndex.of(AUDIT_QUERY_PURPOSE, q.trim().toLowerCase());
    return { query_kind: match.by, query_key: key };
  }

  private async searched(
    db: Kysely<Schema>,
    actor: StaffActor,
    { q, ...filters }: CustomerQuery,
    details: Record<string, unknown>,
  ) {
    await this.deps.audit.record(db, {
      actorType: 'staff',
      actorId: actor.staffId,
      action: 'staff.customers_searched',
      requestId: actor.requestId,
      details: { ...this.queryDetails(q), filters: definedOnly(filters), ...details },
    });
  }
}

/** The filters set, unset ones left out. */
function definedOnly(filters: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined));
}
