import type { AdjustmentCategory, AdjustmentDirection } from '@maple/contracts';
import type { AssetCode } from '@maple/money';
import type { Kysely } from 'kysely';
import type { Clock } from '../../infra/clock.js';
import type { Schema } from '../../infra/db/schema.js';
import { AppError } from '../../infra/errors.js';
import { newGuid } from '../../infra/ids.js';
import type { AccountsService } from '../accounts/accounts.service.js';
import type { AuditService } from '../audit/audit.service.js';
import type { CustomerService } from '../customers/customer.service.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import type { Outbox } from '../notifications/outbox.js';
import type { StaffService } from '../staff/staff.service.js';
import { adjustmentEntry } from './adjustment-entries.js';
import {
  type AdjustmentFilter,
  type AdjustmentRow,
  countProposed,
  insertAdjustment,
  listAdjustments,
  listPostedAdjustments,
  lockAdjustment,
  recordDecision,
} from './adjustments.repo.js';

export type { AdjustmentFilter, AdjustmentRow };

export interface AdjustmentsDeps {
  db: Kysely<Schema>;
  clock: Clock;
  ledger: LedgerService;
  accounts: AccountsService;
  staff: StaffService;
  audit: AuditService;
  /** The customer told of a posted adjustment (ADR 37), in their language. */
  customers: Pick<CustomerService, 'holdersOf'>;
  outbox: Outbox;
  /** Where the e-mail's link to the customer's history points. */
  publicUrl: string;
  /** The largest adjustment per asset, in its base units (configuration, ADR 39). */
  maxAmounts: Readonly<Record<AssetCode, bigint>>;
}

/** Who acts, for maker-checker and the audit trail. */
export interface StaffActor {
  staffId: string;
  requestId: string;
}

export interface Proposal {
  customer_guid: string;
  asset: AssetCode;
  category: AdjustmentCategory;
  direction: AdjustmentDirection;
  amount: bigint;
  reason: string;
  /** What the customer is told (ADR 37). */
  customer_note: string;
}

/** An adjustment with the e-mail addresses of its maker and checker. */
export interface AdjustmentView extends AdjustmentRow {
  proposedByEmail: string;
  decidedByEmail: string | null;
}

const auditDetails = (adjustment: AdjustmentRow) => ({
  adjustment_guid: adjustment.guid,
  customer_guid: adjustment.customerGuid,
  asset: adjustment.asset,
  category: adjustment.category,
  direction: adjustment.direction,
  amount: adjustment.amount.toString(),
});

/**
 * Manual adjustments with maker-checker (ADR 28): one staff member proposes, a different one
 * approves (posting exactly one balanced journal entry through the ledger) or rejects (posting
 * nothing). A decision locks the adjustment first, so concurrent approvals post once: the second
 * finds it decided. Every proposal, decision and view is audited in its own transaction.
 */
export class AdjustmentsService {
  constructor(private readonly deps: AdjustmentsDeps) {}

  async propose(actor: StaffActor, proposal: Proposal): Promise<AdjustmentView> {
    const { db, clock, accounts } = this.deps;
    this.assertWithinBound(proposal.asset, proposal.amount);
    return db.transaction().execute(async (trx) => {
      const [account] = await accounts.ledgerAccountsOf(trx, [
        { customerGuid: proposal.customer_guid, asset: proposal.asset },
      ]);
      if (account === undefined) {
        throw new AppError('not_found', `This customer has no ${proposal.asset} account`);
      }
      const adjustment = await insertAdjustment(trx, {
        guid: newGuid(),
        customerGuid: proposal.customer_guid,
        accountGuid: account.guid,
        asset: proposal.asset,
        category: proposal.category,
        direction: proposal.direction,
        amount: proposal.amount,
        reason: proposal.reason,
        customerNote: proposal.customer_note,
        proposedBy: actor.staffId,
        proposedAt: clock.now(),
      });
      await this.record(trx, actor, 'adjustment.proposed', {
        ...auditDetails(adjustment),
        reason: adjustment.reason,
        customer_note: adjustment.customerNote,
      });
      const [view] = await this.withEmails(trx, [adjustment]);
      if (view === undefined) throw new Error('an adjustment lost its view');
      return view;
    });
  }

  /** How many proposals wait for an admin: a count, so not audited. */
  proposedCount(): Promise<number> {
    return countProposed(this.deps.db);
  }

  async list(
    actor: StaffActor,
    filter: AdjustmentFilter,
    page: { offset: number; limit: number },
  ): Promise<{ adjustments: AdjustmentView[]; total: number }> {
    return this.deps.db.transaction().execute(async (trx) => {
      const { adjustments, total } = await listAdjustments(trx, filter, page);
      await this.record(trx, actor, 'adjustments.viewed', {
        state: filter.state ?? null,
        customer_guid: filter.customerGuid ?? null,
        adjustment_guids: adjustments.map((adjustment) => adjustment.guid),
      });
      return { adjustments: await this.withEmails(trx, adjustments), total };
    });
  }

  /**
   * Posts the adjustment's entry and records the approval. A debit larger than what the
   * customer has available is refused, and the adjustment stays proposed.
   */
  approve(actor: StaffActor, guid: string, reason: string): Promise<AdjustmentView> {
    return this.decide(actor, guid, async (trx, adjustment) => {
      const { ledger, accounts, clock } = this.deps;
      // Again here: a proposal made before the bound was lowered is not posted above it.
      this.assertWithinBound(adjustment.asset, adjustment.amount);
      const [account] = await accounts.ledgerAccountsOf(trx, [
        { customerGuid: adjustment.customerGuid, asset: adjustment.asset },
      ]);
      if (account?.guid !== adjustment.accountGuid) {
        throw new Error(`adjustment ${guid} names an account its customer no longer has`);
      }
      const entry = await adjustmentEntry(ledger, trx, adjustment, account.ledgerAccountId);
      const [posted] = await ledger.post(trx, [entry]);
      if (posted.outcome === 'insufficient_funds') {
        throw new AppError(
          'unprocessable_entity',
          'The customer’s available balance is less than this debit',
        );
      }
      const decided = await recordDecision(trx, guid, {
        state: 'approved',
        decidedBy: actor.staffId,
        decidedAt: clock.now(),
        reason,
        entryId: posted.entryId,
      });
      await this.record(trx, actor, 'adjustment.approved', {
        ...auditDetails(decided),
        entry_id: posted.entryId.toString(),
        reason,
      });
      await this.tellCustomer(trx, decided);
      return decided;
    });
  }

  reject(actor: StaffActor, guid: string, reason: string): Promise<AdjustmentView> {
    return this.decide(actor, guid, async (trx) => {
      const decided = await recordDecision(trx, guid, {
        state: 'rejected',
        decidedBy: actor.staffId,
        decidedAt: this.deps.clock.now(),
        reason,
      });
      await this.record(trx, actor, 'adjustment.rejected', { ...auditDetails(decided), reason });
      return decided;
    });
  }

  /**
   * A customer's posted adjustments, newest first (their history, ADR 37): what moved and what
   * staff wrote for them. The customer reads their own, so nothing is audited.
   */
  posted(
    filter: { customerGuid: string; postedFrom?: Date; postedBefore?: Date },
    page: { offset: number; limit: number },
  ): Promise<{ adjustments: AdjustmentRow[]; total: number }> {
    return listPostedAdjustments(this.deps.db, filter, page);
  }

  /**
   * Queues the `adjustment_posted` e-mail in the approval's transaction (the outbox), so the
   * customer is told exactly when the money moved, once, in their language.
   */
  private async tellCustomer(trx: Kysely<Schema>, adjustment: AdjustmentRow): Promise<void> {
    const { customers, outbox, publicUrl, clock } = this.deps;
    const holder = (await customers.holdersOf(trx, [adjustment.customerGuid])).get(
      adjustment.customerGuid,
    );
    if (holder === undefined) throw new Error(`customer ${adjustment.customerGuid} has no holder`);
    const now = clock.now();
    await outbox.queue(
      trx,
      {
        to: holder.email,
        language: holder.language,
        content: {
          template: 'adjustment_posted',
          name: holder.display_name,
          asset: adjustment.asset,
          direction: adjustment.direction,
          amount: adjustment.amount,
          category: adjustment.category,
          note: adjustment.customerNote,
          postedAt: adjustment.decidedAt ?? now,
          reference: adjustment.guid,
          link: `${publicUrl}/orders?tab=all`,
        },
      },
      now,
    );
  }

  /**
   * Locks the adjustment, refuses its maker (and anyone the maker invited or promoted) and a
   * decided one, then applies the decision.
   */
  private decide(
    actor: StaffActor,
    guid: string,
    apply: (trx: Kysely<Schema>, adjustment: AdjustmentRow) => Promise<AdjustmentRow>,
  ): Promise<AdjustmentView> {
    return this.deps.db.transaction().execute(async (trx) => {
      const adjustment = await lockAdjustment(trx, guid);
      if (adjustment === undefined) throw new AppError('not_found', 'Adjustment not found');
      if (adjustment.proposedBy === actor.staffId) {
        throw new AppError(
          'maker_checker',
          'You proposed this adjustment: a different member of staff must approve or reject it',
        );
      }
      if (adjustment.state !== 'proposed') {
        throw new AppError('conflict', `This adjustment is already ${adjustment.state}`);
      }
      // Nor anyone the maker invited or promoted: one admin with a second account is one person.
      // (Only a system correction has no maker, and it is never proposed: ADR 36.)
      if (adjustment.proposedBy !== null) {
        await this.deps.staff.assertIndependentChecker(trx, {
          checker: actor.staffId,
          maker: adjustment.proposedBy,
        });
      }
      const [view] = await this.withEmails(trx, [await apply(trx, adjustment)]);
      if (view === undefined) throw new Error('an adjustment lost its view');
      return view;
    });
  }

  /** Refuses an amount above the configured bound, before anything is written. */
  private assertWithinBound(asset: AssetCode, amount: bigint) {
    const max = this.deps.maxAmounts[asset];
    if (amount <= max) return;
    const message = `An adjustment of ${asset} may be at most ${max} base units; split a larger one`;
    throw new AppError('invalid_parameter', message, [{ path: 'amount', message }]);
  }

  private async withEmails(
    trx: Kysely<Schema>,
    adjustments: readonly AdjustmentRow[],
  ): Promise<AdjustmentView[]> {
    const ids = adjustments.flatMap((a) =>
      [a.proposedBy, a.decidedBy].filter((id): id is string => id !== null),
    );
    const emails = await this.deps.staff.emailsOf(trx, ids);
    const emailOf = (id: string) => emails.get(id) ?? id;
    return adjustments.map((adjustment) => ({
      ...adjustment,
      // A system-caused correction (migration 0030) was made by no staff member.
      proposedByEmail: adjustment.proposedBy === null ? 'system' : emailOf(adjustment.proposedBy),
      decidedByEmail: adjustment.decidedBy === null ? null : emailOf(adjustment.decidedBy),
    }));
  }

  private record(
    trx: Kysely<Schema>,
    actor: StaffActor,
    action: string,
    details: Record<string, unknown>,
  ) {
    return this.deps.audit.record(trx, {
      actorType: 'staff',
      actorId: actor.staffId,
      action,
      requestId: actor.requestId,
      details,
    });
  }
}
