import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';
import {
  type AuditFilter,
  auditEventsBefore,
  type ChainAlert,
  countChainAlerts,
  listChainAlerts,
  readChainHead,
  readChainPage,
  type StoredAuditEvent,
  searchAuditEvents,
} from './audit.repo.js';
import type { AuditService } from './audit.service.js';
import { GENESIS_HASH, isLinked } from './audit-chain.js';

export type { AuditFilter, ChainAlert, StoredAuditEvent };

/** An entry with its actor named: a staff member's e-mail, for people reading the log. */
export interface NamedAuditEvent extends StoredAuditEvent {
  actorName: string | null;
}

/** The e-mails of staff members by id (the staff module's; `services.ts` wires it). */
export type StaffEmails = (
  db: Kysely<Schema>,
  ids: readonly string[],
) => Promise<Map<string, string>>;

/** Who looks, for the audit trail. */
export interface StaffActor {
  staffId: string;
  requestId: string;
}

export interface ChainVerification {
  valid: boolean;
  /** Rows whose links were checked, the broken one included. */
  checked: number;
  /** The first row that is not what its hash says or does not link to the row before it. */
  firstBrokenId?: bigint;
  /** The chain's end the walk was checked against. */
  lastId: bigint;
  lastHash: string;
  /** Alerts of a head changed behind the application: any one fails the check (ADR 39). */
  headAlerts: number;
}

/** Rows read per query by the verifier and the export: memory stays flat however long the log. */
const PAGE = 500;
/** The newest chain alerts shown; the count says how many there are in all. */
const ALERTS_SHOWN = 20;

/**
 * The back office's view of the audit trail: search, export and the chain check (ADR 24). Each
 * look at the log is itself audited.
 */
export class AuditLogService {
  constructor(
    private readonly deps: { db: Kysely<Schema>; audit: AuditService; staffEmails: StaffEmails },
  ) {}

  async search(
    filter: AuditFilter,
    page: { offset: number; limit: number },
    actor: StaffActor,
  ): Promise<{ events: NamedAuditEvent[]; total: number }> {
    return this.deps.db.transaction().execute(async (trx) => {
      const found = await searchAuditEvents(trx, filter, page);
      await this.viewed(trx, actor, { filter: filterDetails(filter), offset: page.offset });
      return { events: await this.named(trx, found.events), total: found.total };
    });
  }

  /** Audits the export, then answers its rows newest first, a page at a time. */
  async export(filter: AuditFilter, actor: StaffActor): Promise<AsyncIterable<NamedAuditEvent[]>> {
    await this.viewed(this.deps.db, actor, { filter: filterDetails(filter), format: 'csv' });
    return this.pages(filter);
  }

  /**
   * Walks the chain from its first row to the end committed when the walk starts: every row
   * must hash to its `hash` and name the row before it in `prev_hash`; the last must be the
   * chain head's. Stops at the first break.
   */
  async verify(actor: StaffActor): Promise<ChainVerification> {
    const headAlerts = await countChainAlerts(this.deps.db);
    const head = await readChainHead(this.deps.db);
    let previous = { id: 0n, hash: GENESIS_HASH };
    let checked = 0;
    let broken: bigint | undefined;
    while (broken === undefined) {
      const rows = await readChainPage(
        this.deps.db,
        { afterId: previous.id, lastId: head.lastId },
        PAGE,
      );
      if (rows.length === 0) break;
      for (const row of rows) {
        checked += 1;
        if (!isLinked(row, previous.hash)) {
          broken = row.id;
          break;
        }
        previous = { id: row.id, hash: row.hash };
      }
    }
    // Rows cut from the end leave the head pointing past the last row that links.
    if (broken === undefined && (previous.id !== head.lastId || previous.hash !== head.lastHash)) {
      broken = previous.id + 1n;
    }
    const result = {
      // The head put back by an append leaves the rows linked: its alert is the evidence.
      valid: broken === undefined && headAlerts === 0,
      checked,
      lastId: head.lastId,
      lastHash: head.lastHash,
      headAlerts,
    };
    await this.deps.audit.record(this.deps.db, {
      actorType: 'staff',
      actorId: actor.staffId,
      action: 'staff.audit_verified',
      requestId: actor.requestId,
      details: {
        valid: result.valid,
        checked,
        first_broken_id: broken === undefined ? null : String(broken),
        last_id: String(head.lastId),
        last_hash: head.lastHash,
        head_alerts: headAlerts,
      },
    });
    return broken === undefined ? result : { ...result, firstBrokenId: broken };
  }

  /**
   * The newest alerts of a chain head changed behind the application (the database records
   * them as it puts the head back), and how many there are; the look is audited.
   */
  async alerts(actor: StaffActor): Promise<{ alerts: ChainAlert[]; total: number }> {
    return this.deps.db.transaction().execute(async (trx) => {
      const found = await listChainAlerts(trx, ALERTS_SHOWN);
      await this.deps.audit.record(trx, {
        actorType: 'staff',
        actorId: actor.staffId,
        action: 'staff.audit_alerts_viewed',
        requestId: actor.requestId,
        details: { total: found.total },
      });
      return found;
    });
  }

  /** Names the staff actors of the entries, in one read whatever their number. */
  private async named(
    db: Kysely<Schema>,
    events: readonly StoredAuditEvent[],
  ): Promise<NamedAuditEvent[]> {
    const staffIds = [
      ...new Set(
        events.flatMap((event) =>
          event.actorType === 'staff' && event.actorId !== null ? [event.actorId] : [],
        ),
      ),
    ];
    const emails =
      staffIds.length === 0 ? new Map<string, string>() : await this.deps.staffEmails(db, staffIds);
    return events.map((event) => ({
      ...event,
      actorName:
        event.actorType === 'staff' && event.actorId !== null
          ? (emails.get(event.actorId) ?? null)
          : null,
    }));
  }

  private async *pages(filter: AuditFilter): AsyncGenerator<NamedAuditEvent[]> {
    let before: bigint | undefined;
    for (;;) {
      const events = await auditEventsBefore(this.deps.db, filter, before, PAGE);
      yield await this.named(this.deps.db, events);
      const last = events.at(-1);
      if (last === undefined || events.length < PAGE) return;
      before = last.id;
    }
  }

  private async viewed(db: Kysely<Schema>, actor: StaffActor, details: Record<string, unknown>) {
    await this.deps.audit.record(db, {
      actorType: 'staff',
      actorId: actor.staffId,
      action: 'staff.audit_viewed',
      requestId: actor.requestId,
      details,
    });
  }
}

/** The filter as the audit row records it (dates as ISO text, unset fields left out). */
function filterDetails(filter: AuditFilter): Record<string, string> {
  const entries = Object.entries(filter).flatMap(([key, value]) =>
    value === undefined ? [] : [[key, value instanceof Date ? value.toISOString() : String(value)]],
  );
  return Object.fromEntries(entries);
}
