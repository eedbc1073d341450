import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';
import { newGuid } from '../../infra/ids.js';
import {
  type CaseRow,
  coverReceipts,
  insertCase,
  insertReceipt,
  lockCustomerCases,
  type ReceiptRow,
  uncoveredReceipts,
} from './compliance.repo.js';
import {
  type ComplianceContext,
  LARGE_VIRTUAL_CURRENCY_CENTS,
  LARGE_VIRTUAL_CURRENCY_WINDOW_MS,
} from './compliance-context.js';
import { reportDeadline } from './working-days.js';

/** A crypto deposit as it is credited to the customer (modules/crypto tells of each one). */
export interface CreditedReceipt {
  transferGuid: string;
  customerGuid: string;
  asset: string;
  amount: bigint;
  /** Its worth in CAD cents when credited; null when the market had no price for it. */
  cadValue: bigint | null;
  txnHash: string;
  depositAddressGuid: string;
}

/**
 * The large virtual currency transaction rule (FINTRAC LVCTR, with its 24-hour rule): each
 * credited receipt is recorded; when the customer's receipts of the 24 hours ending now that no
 * case counts yet sum to CAD 10,000 or more, one case opens and counts them all, so several
 * smaller receipts are reported together and none is reported twice. A receipt the market could
 * not price opens a case too: staff value it, rather than a large one passing unseen.
 */
export class LargeTransactionRule {
  constructor(private readonly ctx: ComplianceContext) {}

  /** In the credit's transaction; answers the case it opened, if it opened one. */
  async credited(trx: Kysely<Schema>, receipt: CreditedReceipt): Promise<CaseRow | undefined> {
    const now = this.ctx.clock.now();
    await lockCustomerCases(trx, receipt.customerGuid);
    const address = await this.ctx.addresses.addressOf(
      trx,
      receipt.customerGuid,
      receipt.depositAddressGuid,
    );
    const recorded = await insertReceipt(trx, {
      ...receipt,
      cadValue: receipt.cadValue ?? 0n,
      unpriced: receipt.cadValue === null,
      receivingAddress: address ?? '',
      creditedAt: now,
    });
    if (!recorded) return undefined;
    return this.evaluate(trx, receipt.customerGuid, now);
  }

  /** Opens the case of the window ending `now` if its uncounted receipts cross the threshold. */
  async evaluate(
    trx: Kysely<Schema>,
    customerGuid: string,
    now: Date,
  ): Promise<CaseRow | undefined> {
    const since = new Date(now.getTime() - LARGE_VIRTUAL_CURRENCY_WINDOW_MS);
    const receipts = await uncoveredReceipts(trx, customerGuid, { since, until: now });
    const total = receipts.reduce((sum, receipt) => sum + BigInt(receipt.cad_value), 0n);
    const unpriced = receipts.some((receipt) => receipt.unpriced);
    if (receipts.length === 0 || (total < LARGE_VIRTUAL_CURRENCY_CENTS && !unpriced)) {
      return undefined;
    }
    const guid = newGuid();
    const deadline = reportDeadline(now);
    const opened = await insertCase(trx, {
      guid,
      kind: 'large_virtual_currency',
      customerGuid,
      openedAt: now,
      deadline,
      reportDraft: reportDraft(customerGuid, receipts, { total, deadline, now }),
    });
    await coverReceipts(
      trx,
      guid,
      receipts.map((receipt) => receipt.transfer_guid),
    );
    await this.ctx.audit.record(trx, {
      actorType: 'system',
      actorId: null,
      action: 'compliance.case_opened',
      requestId: null,
      details: { case_guid: guid, kind: 'large_virtual_currency', customer_guid: customerGuid },
    });
    return opened;
  }
}

/**
 * What FINTRAC's LVCTR asks that the platform holds here: the beneficiary (the customer, whose
 * identity staff read in the customer's verification), each receipt's date and time, asset,
 * amount, CAD value, transaction hash and receiving address. The sending address is not known
 * to the platform's view of the chain, so it is left for staff.
 */
function reportDraft(
  customerGuid: string,
  receipts: readonly ReceiptRow[],
  figures: { total: bigint; deadline: string; now: Date },
): Record<string, unknown> {
  return {
    report_type: 'large_virtual_currency_transaction',
    beneficiary_customer_guid: customerGuid,
    twenty_four_hour_rule: receipts.length > 1,
    threshold_crossed_at: figures.now.toISOString(),
    deadline: figures.deadline,
    total_cad_cents: figures.total.toString(),
    transactions: receipts.map((receipt) => ({
      transfer_guid: receipt.transfer_guid,
      received_at: receipt.credited_at.toISOString(),
      asset: receipt.asset,
      amount: receipt.amount,
      cad_value_cents: receipt.unpriced ? null : receipt.cad_value,
      txn_hash: receipt.txn_hash,
      receiving_address: receipt.receiving_address,
      sending_address: null,
    })),
  };
}
