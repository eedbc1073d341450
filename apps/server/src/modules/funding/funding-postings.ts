import type { Kysely } from 'kysely';
import type { Rail } from '../../infra/db/funding-tables.js';
import type { Schema } from '../../infra/db/schema.js';
import type { EntryRequest } from '../ledger/ledger.service.js';
import { reportMovement } from './funding-books.repo.js';
import { cadAccountOf, type FundingContext, transferReference } from './funding-context.js';

/**
 * The ledger postings of each funding step (ADR 20). Customer balances are credits (positive);
 * a rail's clearing account is debited with what came in through it and credited with what left,
 * so it always equals minus the rail's net movement, which reconciliation checks against the
 * rail's own report. Every entry is keyed by its transfer and step, so a step run twice posts once.
 */
export class FundingPostings {
  constructor(private readonly ctx: Pick<FundingContext, 'ledger' | 'accounts'>) {}

  /**
   * Money in through a rail, credited to the customer: their funds, held until `held` says (an
   * EFT can still bounce) or available at once.
   */
  async creditDeposit(
    trx: Kysely<Schema>,
    deposit: { guid: string; customerGuid: string; rail: Rail; amount: bigint; held: boolean },
  ): Promise<void> {
    const { ledger } = this.ctx;
    const customer = await cadAccountOf(this.ctx, trx, deposit.customerGuid);
    const { clearing } = await ledger.fundingAccounts(trx);
    await this.post(trx, {
      kind: 'funding',
      idempotencyKey: `funding:${deposit.guid}:credit`,
      reference: transferReference(deposit.guid),
      postings: [
        { accountId: clearing[deposit.rail], asset: 'CAD', amount: -deposit.amount },
        { accountId: customer.ledgerAccountId, asset: 'CAD', amount: deposit.amount },
      ],
      holds: deposit.held ? [{ accountId: customer.ledgerAccountId, amount: deposit.amount }] : [],
    });
    await reportMovement(trx, deposit.rail, deposit.amount);
  }

  /** Sets a withdrawal's funds aside; answers false when the customer has too little available. */
  async reserve(
    trx: Kysely<Schema>,
    withdrawal: { guid: string; customerGuid: string; amount: bigint },
  ): Promise<boolean> {
    const customer = await cadAccountOf(this.ctx, trx, withdrawal.customerGuid);
    const outcome = await this.ctx.ledger.placeHold(trx, {
      accountId: customer.ledgerAccountId,
      amount: withdrawal.amount,
      reference: transferReference(withdrawal.guid),
    });
    return outcome !== 'insufficient_funds';
  }

  /** Gives a withdrawal's (or a held deposit's) funds back to what is available. */
  release(trx: Kysely<Schema>, transferGuid: string): Promise<void> {
    return this.ctx.ledger.releaseHolds(trx, [transferReference(transferGuid)]);
  }

  /**
   * The withdrawal leaves: its reserve is released and the amount moves to the rail, with both
   * accounts locked first in id order (the release alone would lock the customer's out of order).
   */
  async sendWithdrawal(
    trx: Kysely<Schema>,
    withdrawal: { guid: string; customerGuid: string; rail: Rail; amount: bigint },
  ): Promise<void> {
    const customer = await cadAccountOf(this.ctx, trx, withdrawal.customerGuid);
    const { clearing } = await this.ctx.ledger.fundingAccounts(trx);
    await this.ctx.ledger.lock(trx, [customer.ledgerAccountId, clearing[withdrawal.rail]]);
    await this.release(trx, withdrawal.guid);
    await this.post(trx, {
      kind: 'funding',
      idempotencyKey: `funding:${withdrawal.guid}:send`,
      reference: transferReference(withdrawal.guid),
      postings: [
        { accountId: customer.ledgerAccountId, asset: 'CAD', amount: -withdrawal.amount },
        { accountId: clearing[withdrawal.rail], asset: 'CAD', amount: withdrawal.amount },
      ],
    });
    await reportMovement(trx, withdrawal.rail, -withdrawal.amount);
  }

  /**
   * A deposit the bank took back (`returnGuid` is its funding_return): the deposit's hold is
   * released, then what the customer has available is taken back and the rest is booked as owed
   * on loss recovery. Answers what was owed. Its accounts are locked first, in id order, so the
   * balance read is the one the entry meets and the release takes no lock out of order.
   */
  async returnDeposit(
    trx: Kysely<Schema>,
    deposit: { guid: string; customerGuid: string; rail: Rail; amount: bigint },
    returnGuid: string,
  ): Promise<bigint> {
    const { ledger } = this.ctx;
    const customer = await cadAccountOf(this.ctx, trx, deposit.customerGuid);
    const funding = await ledger.fundingAccounts(trx);
    await ledger.lock(trx, [
      customer.ledgerAccountId,
      funding.clearing[deposit.rail],
      funding.lossRecovery,
    ]);
    await this.release(trx, deposit.guid);
    const balance = (await ledger.balancesOf(trx, [customer.guid])).get(customer.guid);
    const available = balance === undefined ? 0n : balance.available;
    const clawed = available < deposit.amount ? (available > 0n ? available : 0n) : deposit.amount;
    const owed = deposit.amount - clawed;
    await this.post(trx, {
      kind: 'funding',
      idempotencyKey: `funding:${returnGuid}:return`,
      reference: transferReference(returnGuid),
      postings: [
        { accountId: funding.clearing[deposit.rail], asset: 'CAD', amount: deposit.amount },
        ...(clawed > 0n
          ? [{ accountId: customer.ledgerAccountId, asset: 'CAD' as const, amount: -clawed }]
          : []),
        ...(owed > 0n
          ? [{ accountId: funding.lossRecovery, asset: 'CAD' as const, amount: -owed }]
          : []),
      ],
    });
    await reportMovement(trx, deposit.rail, -deposit.amount);
    return owed;
  }

  /** Money nobody can take yet goes to suspense. */
  async toSuspense(
    trx: Kysely<Schema>,
    receipt: { guid: string; rail: Rail; amount: bigint },
  ): Promise<void> {
    const funding = await this.ctx.ledger.fundingAccounts(trx);
    await this.post(trx, {
      kind: 'funding',
      idempotencyKey: `funding:${receipt.guid}:suspense`,
      reference: `suspense:${receipt.guid}`,
      postings: [
        { accountId: funding.clearing[receipt.rail], asset: 'CAD', amount: -receipt.amount },
        { accountId: funding.suspense, asset: 'CAD', amount: receipt.amount },
      ],
    });
    await reportMovement(trx, receipt.rail, receipt.amount);
  }

  /** Staff assign a suspense item: its money becomes the customer's deposit `transferGuid`. */
  async fromSuspense(
    trx: Kysely<Schema>,
    assignment: { transferGuid: string; customerGuid: string; amount: bigint },
  ): Promise<void> {
    const customer = await cadAccountOf(this.ctx, trx, assignment.customerGuid);
    const funding = await this.ctx.ledger.fundingAccounts(trx);
    await this.post(trx, {
      kind: 'funding',
      idempotencyKey: `funding:${assignment.transferGuid}:assign`,
      reference: transferReference(assignment.transferGuid),
      postings: [
        { accountId: funding.suspense, asset: 'CAD', amount: -assignment.amount },
        { accountId: customer.ledgerAccountId, asset: 'CAD', amount: assignment.amount },
      ],
    });
  }

  /**
   * Posts, or finds it posted already. A refusal for funds means the books moved under the step
   * (a trade spent what a return meant to take): the step fails and its job runs it again.
   */
  private async post(trx: Kysely<Schema>, entry: EntryRequest): Promise<void> {
    const outcome = await this.ctx.ledger.post(trx, entry);
    if (outcome.outcome === 'insufficient_funds') {
      throw new Error(`funding entry ${entry.idempotencyKey} was refused for funds`);
    }
  }
}
