import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { addSeconds } from '../../infra/clock.js';
import type { Schema } from '../../infra/db/schema.js';
import { AppError } from '../../infra/errors.js';
import { newGuid } from '../../infra/ids.js';
import {
  customerOfCode,
  dueIncomingIds,
  findReferenceCode,
  insertIncoming,
  insertReferenceCode,
  insertSuspense,
  listSuspense,
  lockSuspense,
  lockUndelivered,
  markAssigned,
  markDelivered,
  type SuspenseItem,
} from './etransfer.repo.js';
import type { SuspenseReason } from './funding.tables.js';
import { cadAccountOf, type FundingContext } from './funding-context.js';
import { mailCustomer } from './funding-mail.js';
import type { FundingPostings } from './funding-postings.js';
import { insertFundingQuotes } from './funding-quotes.repo.js';
import type { IncomingDeliveries, SandboxRails } from './sandbox-rails.js';
import { type BankTransfer, insertTransfer, onBankRail, type Transfer } from './transfers.repo.js';

/** Capitals and digits a person cannot mistake for one another (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;

/** What a person typed in the e-Transfer's message, as the code it stands for. */
export const normalizeCode = (typed: string): string =>
  typed.toUpperCase().replace(/[^A-Z0-9]/g, '');

/** `ABCDEFGH` → `ABCD-EFGH`, as the screen shows it. */
export const displayCode = (code: string): string => `${code.slice(0, 4)}-${code.slice(4)}`;

export interface StaffActor {
  staffId: string;
  requestId: string;
}

/**
 * Interac e-Transfer deposits (docs/product/lifecycles.md): each customer has a reference code of
 * their own, 8 characters of a 31-letter alphabet (about 8.5 × 10^11 codes, drawn at random). An
 * incoming e-Transfer whose code names a verified customer with room in their limits becomes a
 * completed deposit; any other is posted to suspense, where staff assign it.
 */
export class EtransferDeposits implements IncomingDeliveries {
  constructor(
    private readonly ctx: FundingContext,
    private readonly postings: FundingPostings,
    private readonly rails: SandboxRails,
  ) {}

  /** The customer's code, drawn the first time it is asked for and kept for good. */
  async referenceCodeOf(customerGuid: string): Promise<string> {
    const { db, clock } = this.ctx;
    for (;;) {
      const existing = await findReferenceCode(db, customerGuid);
      if (existing !== undefined) return existing;
      const code = Array.from(
        { length: CODE_LENGTH },
        () => ALPHABET[randomInt(ALPHABET.length)],
      ).join('');
      // A collision with another customer's code (or a concurrent first ask) draws again.
      await insertReferenceCode(db, customerGuid, code, clock.now());
    }
  }

  /** The sandbox control: an e-Transfer is sent with any code and arrives after the rail's delay. */
  async sendIncoming(incoming: { referenceCode: string; amount: bigint; senderName: string }) {
    const { db, clock, config } = this.ctx;
    const id = newGuid();
    const deliversAt = addSeconds(clock.now(), config.etransferStepSeconds);
    await db.transaction().execute(async (trx) => {
      await insertIncoming(trx, { ...incoming, id, deliversAt });
      await this.rails.schedule(trx, { kind: 'etransfer', id }, deliversAt);
    });
    return { id, deliversAt };
  }

  dueIds(now: Date): Promise<string[]> {
    return dueIncomingIds(this.ctx.db, now, 100);
  }

  /** Delivers an incoming e-Transfer once it is due; answers whether it was delivered now. */
  async deliver(id: string): Promise<boolean> {
    return this.ctx.db.transaction().execute(async (trx) => {
      const incoming = await lockUndelivered(trx, id);
      if (incoming === undefined) return false;
      const now = this.ctx.clock.now();
      if (incoming.deliversAt > now) {
        await this.rails.schedule(trx, { kind: 'etransfer', id }, incoming.deliversAt);
        return false;
      }
      const code = normalizeCode(incoming.referenceCode);
      const customerGuid = await customerOfCode(trx, code);
      const reason = await this.refusalFor(trx, customerGuid, incoming.amount, id);
      if (customerGuid === undefined || reason !== undefined) {
        const guid = newGuid();
        await insertSuspense(trx, {
          guid,
          rail: 'etransfer',
          amount: incoming.amount,
          referenceCode: incoming.referenceCode,
          senderName: incoming.senderName,
          reason: reason ?? 'unknown_reference',
          receivedAt: now,
        });
        await this.postings.toSuspense(trx, { guid, rail: 'etransfer', amount: incoming.amount });
        await markDelivered(trx, id, { transferGuid: null, suspenseGuid: guid, now });
        return true;
      }
      const deposit = await this.completedDeposit(trx, customerGuid, incoming.amount, code);
      await this.postings.creditDeposit(trx, { ...deposit, amount: incoming.amount, held: false });
      await markDelivered(trx, id, { transferGuid: deposit.guid, suspenseGuid: null, now });
      await this.tellReceived(trx, deposit);
      return true;
    });
  }

  /** Why a matched customer cannot take the money now, recording the limit usage if they can. */
  private async refusalFor(
    trx: Kysely<Schema>,
    customerGuid: string | undefined,
    amount: bigint,
    id: string,
  ): Promise<SuspenseReason | undefined> {
    if (customerGuid === undefined) return 'unknown_reference';
    if ((await this.ctx.customers.unverifiedAmong(trx, [customerGuid])).has(customerGuid)) {
      return 'unverified_customer';
    }
    const [refusal] = await this.ctx.limits.checkAndRecord(trx, [
      { customerGuid, kind: 'funding', amount, reference: `etransfer:${id}` },
    ]);
    return refusal === undefined ? undefined : 'limit_exceeded';
  }

  /** A completed e-Transfer deposit, with the quote every transfer carries. */
  private async completedDeposit(
    trx: Kysely<Schema>,
    customerGuid: string,
    amount: bigint,
    code: string,
  ): Promise<BankTransfer> {
    const now = this.ctx.clock.now();
    const guid = newGuid();
    const quoteGuid = newGuid();
    await insertFundingQuotes(trx, [
      {
        guid: quoteGuid,
        customerGuid,
        side: 'deposit',
        amount,
        fee: 0n,
        issuedAt: now,
        expiresAt: now,
        transferGuid: guid,
      },
    ]);
    const account = await cadAccountOf(this.ctx, trx, customerGuid);
    const deposit = await insertTransfer(trx, {
      guid,
      customerGuid,
      transferType: 'funding',
      side: 'deposit',
      rail: 'etransfer',
      state: 'completed',
      amount,
      estimatedAmount: amount,
      fee: 0n,
      quoteGuid,
      accountGuid: account.guid,
      externalBankAccountGuid: null,
      referenceTransferGuid: null,
      plannedOutcome: 'complete',
      plannedFailure: null,
      nextStep: null,
      stepDueAt: null,
      etransferRecipient: null,
      etransferQuestion: null,
      etransferAnswerCiphertext: null,
      etransferReferenceCode: code,
      createdAt: now,
      updatedAt: now,
    });
    return onBankRail(deposit);
  }

  /** The e-mail of a deposit completed on arrival, and its confirmation document. */
  private async tellReceived(trx: Kysely<Schema>, deposit: Transfer) {
    const about = {
      customerGuid: deposit.customerGuid,
      screen: 'deposits',
      event: deposit.guid,
    } as const;
    await mailCustomer(this.ctx, trx, about, (name, link, facts) => ({
      ...facts,
      template: 'funding_deposit_received',
      name,
      link,
      amount: deposit.estimatedAmount,
      rail: 'etransfer',
      availableAt: null,
    }));
    await this.ctx.confirmations.confirm(trx, [deposit.guid], deposit.createdAt);
  }

  /** The suspense queue for staff; reading it is audited (it names senders). */
  async suspense(
    actor: StaffActor,
    filter: { open: boolean | undefined },
    page: { offset: number; limit: number },
  ): Promise<SuspenseItem[]> {
    return this.ctx.db.transaction().execute(async (trx) => {
      const items = await listSuspense(trx, filter, page);
      await this.ctx.audit.record(trx, {
        actorType: 'staff',
        actorId: actor.staffId,
        action: 'funding.suspense.viewed',
        requestId: actor.requestId,
        details: { count: items.length },
      });
      return items;
    });
  }

  /**
   * Staff assign a suspense item to a customer (audited, with the reason): it becomes that
   * customer's completed e-Transfer deposit. A staff decision: the limits are not applied.
   */
  async assign(
    actor: StaffActor,
    assignment: { suspenseGuid: string; customerGuid: string; reason: string },
  ): Promise<{ item: SuspenseItem; transfer: Transfer }> {
    return this.ctx.db.transaction().execute(async (trx) => {
      const item = await lockSuspense(trx, assignment.suspenseGuid);
      if (item === undefined) throw new AppError('not_found', 'Suspense item not found');
      if (item.assignedAt !== null) {
        throw new AppError('conflict', 'This suspense item is assigned already');
      }
      await this.ctx.customers.find(trx, assignment.customerGuid);
      const code = normalizeCode(item.referenceCode);
      const deposit = await this.completedDeposit(trx, assignment.customerGuid, item.amount, code);
      await this.postings.fromSuspense(trx, {
        ...assignment,
        transferGuid: deposit.guid,
        amount: item.amount,
      });
      const now = this.ctx.clock.now();
      await markAssigned(trx, item.guid, {
        ...assignment,
        transferGuid: deposit.guid,
        staffId: actor.staffId,
        now,
      });
      await this.ctx.audit.record(trx, {
        actorType: 'staff',
        actorId: actor.staffId,
        action: 'funding.suspense.assigned',
        requestId: actor.requestId,
        details: {
          suspense_guid: item.guid,
          customer_guid: assignment.customerGuid,
          transfer_guid: deposit.guid,
          reason: assignment.reason,
        },
      });
      await this.tellReceived(trx, deposit);
      const assigned = {
        ...item,
        assignedTo: assignment.customerGuid,
        transferGuid: deposit.guid,
        assignedAt: now,
      };
      return { item: assigned, transfer: deposit };
    });
  }
}
