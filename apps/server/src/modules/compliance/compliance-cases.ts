import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';
import { AppError } from '../../infra/errors.js';
import {
  type CaseRow,
  countCases,
  findCase,
  listCases,
  receiptsOfCase,
  sendsOfCase,
  updateCase,
} from './compliance.repo.js';
import type { ComplianceCaseKind, ComplianceDecision } from './compliance.tables.js';
import type { ComplianceContext, StaffActor } from './compliance-context.js';

export interface CaseDetail {
  found: CaseRow;
  /** The transfers the case counts: receipts (large virtual currency) or withdrawals. */
  transferGuids: string[];
}

export interface CaseDecision {
  decision: ComplianceDecision;
  reason: string;
}

const notFound = () => new AppError('not_found', 'Compliance case not found');

/**
 * The compliance cases' queue (docs/product/roles.md: compliance decides, every staff role reads).
 * A case is claimed by one staff member, then closed by that person with a decision and a reason.
 * Every read and every step is written to the audit trail in its own transaction.
 */
export class ComplianceCases {
  constructor(private readonly ctx: ComplianceContext) {}

  /** Open and claimed cases (`open`), oldest first, or closed ones, newest decision first. */
  async queue(
    actor: StaffActor,
    filter: { state: 'open' | 'closed'; kind?: ComplianceCaseKind | undefined },
    page: { offset: number; limit: number },
  ) {
    const states = filter.state === 'open' ? (['open', 'claimed'] as const) : (['closed'] as const);
    return this.ctx.db.transaction().execute(async (trx) => {
      const listed = await listCases(trx, { states, kind: filter.kind }, page);
      await this.record(trx, actor, 'staff.compliance_cases_viewed', {
        state: filter.state,
        kind: filter.kind ?? null,
        case_guids: listed.cases.map((found) => found.guid),
      });
      return listed;
    });
  }

  /** How many cases are still to work on (open or claimed): a count, so not audited. */
  openCount(): Promise<number> {
    return countCases(this.ctx.db, ['open', 'claimed']);
  }

  async detail(guid: string, actor: StaffActor): Promise<CaseDetail> {
    return this.ctx.db.transaction().execute(async (trx) => {
      const found = await findCase(trx, guid);
      if (found === undefined) throw notFound();
      const receipts = await receiptsOfCase(trx, guid);
      const sends = await sendsOfCase(trx, guid);
      await this.record(trx, actor, 'staff.compliance_case_viewed', caseDetails(found));
      const transferGuids = [...receipts, ...sends].map((row) => row.transfer_guid);
      return { found, transferGuids };
    });
  }

  /** Takes an open case; 409 if someone holds it already or it is closed. */
  async claim(guid: string, actor: StaffActor): Promise<CaseRow> {
    return this.ctx.db.transaction().execute(async (trx) => {
      const found = await findCase(trx, guid, { lock: true });
      if (found === undefined) throw notFound();
      if (found.state !== 'open') {
        throw new AppError('conflict', `This case is ${found.state} already`);
      }
      const now = this.ctx.clock.now();
      const claimed = await updateCase(trx, guid, {
        state: 'claimed',
        claimed_by: actor.staffId,
        claimed_at: now,
      });
      await this.record(trx, actor, 'staff.compliance_case_claimed', caseDetails(claimed));
      return claimed;
    });
  }

  /** Closes a case the actor holds with a decision and a reason; 409 otherwise. */
  async decide(guid: string, actor: StaffActor, decision: CaseDecision): Promise<CaseRow> {
    const reason = decision.reason.trim();
    if (reason.length === 0 || reason.length > 1000) {
      throw new AppError('invalid_parameter', 'Give a reason of 1 to 1000 characters');
    }
    return this.ctx.db.transaction().execute(async (trx) => {
      const found = await findCase(trx, guid, { lock: true });
      if (found === undefined) throw notFound();
      if (found.state !== 'claimed' || found.claimed_by !== actor.staffId) {
        const why = found.state === 'closed' ? 'is closed already' : 'must be claimed by you first';
        throw new AppError('conflict', `This case ${why}`);
      }
      const closed = await updateCase(trx, guid, {
        state: 'closed',
        decision: decision.decision,
        reason,
        decided_by: actor.staffId,
        decided_at: this.ctx.clock.now(),
      });
      await this.record(trx, actor, 'staff.compliance_case_decided', {
        ...caseDetails(closed),
        decision: decision.decision,
        reason,
      });
      return closed;
    });
  }

  private record(
    trx: Kysely<Schema>,
    actor: StaffActor,
    action: string,
    details: Record<string, unknown>,
  ) {
    return this.ctx.audit.record(trx, {
      actorType: 'staff',
      actorId: actor.staffId,
      action,
      requestId: actor.requestId,
      details,
    });
  }
}

const caseDetails = (found: CaseRow) => ({
  case_guid: found.guid,
  kind: found.kind,
  customer_guid: found.customer_guid,
});
