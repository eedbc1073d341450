import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';
import type { AuditService } from '../audit/audit.service.js';
import type { CustomerService } from '../customers/customer.service.js';

/** Who looks, for the audit trail. */
export interface StaffActor {
  staffId: string;
  requestId: string;
}

export interface CustomerName {
  name: string;
  email: string;
}

/**
 * What the back office's trades, books and sales views share: recording a staff member's look
 * at customers' data, and naming the customers a view shows.
 */
export class StaffViews {
  constructor(
    private readonly deps: { db: Kysely<Schema>; audit: AuditService; customers: CustomerService },
  ) {}

  /** Records that `actor` looked; `details` say at what (filters, guids; never the data). */
  async viewed(actor: StaffActor, action: string, details: Record<string, unknown>) {
    await this.deps.audit.record(this.deps.db, {
      actorType: 'staff',
      actorId: actor.staffId,
      action,
      requestId: actor.requestId,
      details,
    });
  }

  /** The names and e-mails of the given customers, in two statements whatever their number. */
  async namesOf(customerGuids: readonly string[]): Promise<Map<string, CustomerName>> {
    const guids = [...new Set(customerGuids)];
    if (guids.length === 0) return new Map();
    const holders = await this.deps.customers.holdersOf(this.deps.db, guids);
    return new Map(
      [...holders].map(([guid, holder]) => [
        guid,
        { name: holder.display_name, email: holder.email },
      ]),
    );
  }
}

/** A filter as an audit row records it: unset fields left out, dates as ISO text. */
export function filterDetails(filter: object): Record<string, string> {
  const entries = Object.entries(filter).flatMap(([key, value]: [string, unknown]) =>
    value === undefined
      ? []
      : [[key, value instanceof Date ? value.toISOString() : String(value)] as const],
  );
  return Object.fromEntries(entries);
}
