import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';
import { newGuid } from '../../infra/ids.js';
import {
  type CaseRow,
  coverSends,
  insertCase,
  insertSend,
  lockCustomerCases,
  type SendRow,
  uncoveredSends,
  withdrawSend,
} from './compliance.repo.js';
import { type ComplianceContext, LARGE_VIRTUAL_CURRENCY_WINDOW_MS } from './compliance-context.js';

/** A crypto withdrawal as it is created (modules/crypto tells of each one). */
export interface SentWithdrawal {
  transferGuid: string;
  customerGuid: string;
  asset: string;
  amount: bigint;
  /** Its worth in CAD cents at its quote, which the travel rule was decided on. */
  cadValue: bigint;
}

/**
 * Structuring under the travel rule: the originator and beneficiary data is asked of each
 * withdrawal worth CAD 1,000 or more, so splitting one into several smaller ones avoids it. Each
 * withdrawal below the threshold is recorded when created, and marked withdrawn if it never
 * leaves; when the customer's recorded ones of the 24 hours ending now that no case counts yet and
 * that still leave add up to the threshold or more, one case opens and counts them all (none is
 * counted twice, as with large receipts).
 */
export class TravelRuleStructuring {
  constructor(private readonly ctx: ComplianceContext) {}

  /** In the withdrawal's transaction; answers the case it opened, if it opened one. */
  async sent(trx: Kysely<Schema>, withdrawal: SentWithdrawal): Promise<CaseRow | undefined> {
    // One at or above the threshold carries the travel rule's data itself.
    if (withdrawal.cadValue >= this.ctx.travelRuleCents) return undefined;
    const now = this.ctx.clock.now();
    await lockCustomerCases(trx, withdrawal.customerGuid);
    if (!(await insertSend(trx, { ...withdrawal, sentAt: now }))) return undefined;
    const since = new Date(now.getTime() - LARGE_VIRTUAL_CURRENCY_WINDOW_MS);
    const sends = await uncoveredSends(trx, withdrawal.customerGuid, { since, until: now });
    const total = sends.reduce((sum, send) => sum + BigInt(send.cad_value), 0n);
    if (total < this.ctx.travelRuleCents) return undefined;
    const guid = newGuid();
    const opened = await insertCase(trx, {
      guid,
      kind: 'travel_rule_structuring',
      customerGuid: withdrawal.customerGuid,
      openedAt: now,
      deadline: null,
      reportDraft: structuringDraft(withdrawal.customerGuid, sends, {
        total,
        threshold: this.ctx.travelRuleCents,
        now,
      }),
    });
    await coverSends(
      trx,
      guid,
      sends.map((send) => send.transfer_guid),
    );
    await this.ctx.audit.record(trx, {
      actorType: 'system',
      actorId: null,
      action: 'compliance.case_opened',
      requestId: null,
      details: {
        case_guid: guid,
        kind: 'travel_rule_structuring',
        customer_guid: withdrawal.customerGuid,
      },
    });
    return opened;
  }

  /**
   * A withdrawal that will not leave after all (cancelled, never approved, rejected, failed on
   * the chain), in the transaction that releases its hold: it split nothing, so no case to come
   * counts it. Safe to call again, and for one never recorded.
   */
  async withdrawn(trx: Kysely<Schema>, transferGuid: string): Promise<void> {
    await withdrawSend(trx, transferGuid, this.ctx.clock.now());
  }
}

/** What staff look at: the withdrawals, each below the threshold, and what they add up to. */
function structuringDraft(
  customerGuid: string,
  sends: readonly SendRow[],
  figures: { total: bigint; threshold: bigint; now: Date },
): Record<string, unknown> {
  return {
    report_type: 'travel_rule_structuring',
    originator_customer_guid: customerGuid,
    threshold_cad_cents: figures.threshold.toString(),
    threshold_crossed_at: figures.now.toISOString(),
    total_cad_cents: figures.total.toString(),
    withdrawals: sends.map((send) => ({
      transfer_guid: send.transfer_guid,
      sent_at: send.sent_at.toISOString(),
      asset: send.asset,
      amount: send.amount,
      cad_value_cents: send.cad_value,
    })),
  };
}
