import type { Kysely } from 'kysely';
import { addSeconds } from '../../infra/clock.js';
import type { Rail } from '../../infra/db/funding-tables.js';
import type { Schema } from '../../infra/db/schema.js';
import { AppError } from '../../infra/errors.js';
import { newGuid } from '../../infra/ids.js';
import type { UsableBankAccount } from '../banking/bank-account-directory.js';
import { cadAccountOf, type FundingContext, transferReference } from './funding-context.js';
import type { FundingPostings } from './funding-postings.js';
import type { FundingQuoteService } from './funding-quote.service.js';
import { claimFundingQuote, type FundingQuote } from './funding-quotes.repo.js';
import { maskEmail } from './mask-email.js';
import { plannedOutcomeOf } from './sandbox-outcomes.js';
import type { SandboxRails } from './sandbox-rails.js';
import {
  findTransfer,
  insertTransfer,
  listTransfers,
  lockTransfer,
  type NewTransfer,
  type Transfer,
  type TransferFilter,
  updateTransfer,
} from './transfers.repo.js';
import { assertMayWithdraw, assertVerified } from './withdrawal-rules.js';

/** What a customer asks for in `POST /api/transfers`. */
export interface TransferRequest {
  customerGuid: string;
  quoteGuid: string;
  rail: Rail;
  bankAccountGuid?: string | undefined;
  confirmationToken?: string | undefined;
  etransfer?: { question: string; answer: string } | undefined;
}

const CANCELLABLE = new Set(['storing', 'reviewing', 'pending']);

/**
 * CAD transfers (SPEC B5, ADR 20): a funding quote becomes a transfer the sandbox rails carry.
 * Creation runs in the caller's transaction (one per request, with its Idempotency-Key): every
 * refusal is thrown before anything is written or rolls back with it.
 */
export class TransferService {
  constructor(
    private readonly ctx: FundingContext,
    private readonly deps: {
      quotes: FundingQuoteService;
      postings: FundingPostings;
      rails: SandboxRails;
    },
  ) {}

  async create(trx: Kysely<Schema>, request: TransferRequest): Promise<Transfer> {
    const { customerGuid } = request;
    await assertVerified(this.ctx, trx, customerGuid);
    const quote = await this.usableQuote(trx, request);
    if (quote.side === 'deposit' && request.rail === 'etransfer') {
      throw new AppError(
        'unprocessable_entity',
        'An e-Transfer deposit needs no request: send it to the deposit address with your reference code',
      );
    }
    if (quote.side === 'withdrawal') await this.confirmWithdrawal(trx, request, quote);
    const bank = request.rail === 'eft' ? await this.bankAccount(trx, request, quote) : undefined;
    const guid = newGuid();
    const claim = { customerGuid, guid: quote.guid, transferGuid: guid, now: this.ctx.clock.now() };
    if ((await claimFundingQuote(trx, claim)) === undefined) {
      throw new AppError('conflict', 'A transfer already exists for this quote');
    }
    const base = await this.newTransfer(trx, request, quote, guid);
    if (bank?.state === 'refresh_required') {
      return insertTransfer(trx, {
        ...base,
        state: 'failed',
        failureCode: 'refresh_required',
        nextStep: null,
        stepDueAt: null,
      });
    }
    const checked = await this.ctx.limits.check(trx, [
      { customerGuid, kind: 'funding', amount: quote.amount, reference: transferReference(guid) },
    ]);
    const [refusal] = checked.outcomes;
    if (refusal !== undefined) throw refusal;
    if (
      quote.side === 'withdrawal' &&
      !(await this.deps.postings.reserve(trx, { guid, customerGuid, amount: quote.amount }))
    ) {
      return insertTransfer(trx, {
        ...base,
        state: 'failed',
        failureCode: 'non_sufficient_funds',
        nextStep: null,
        stepDueAt: null,
      });
    }
    await checked.record(trx, [
      { customerGuid, kind: 'funding', amount: quote.amount, reference: transferReference(guid) },
    ]);
    const transfer = await insertTransfer(trx, base);
    if (transfer.stepDueAt !== null) {
      await this.deps.rails.schedule(trx, { kind: 'transfer', id: guid }, transfer.stepDueAt);
    }
    return transfer;
  }

  async get(customerGuid: string, guid: string): Promise<Transfer> {
    const transfer = await findTransfer(this.ctx.db, customerGuid, guid);
    if (transfer === undefined) throw new AppError('not_found', 'Transfer not found');
    return transfer;
  }

  list(filter: TransferFilter, page: { offset: number; limit: number }) {
    return listTransfers(this.ctx.db, filter, page);
  }

  /**
   * Cancels a transfer the rail has not finished (`storing`, `reviewing`, `pending`): it fails
   * with `cancelled` and a withdrawal's reserve is given back.
   */
  async cancel(customerGuid: string, guid: string): Promise<Transfer> {
    return this.ctx.db.transaction().execute(async (trx) => {
      const transfer = await lockTransfer(trx, guid);
      if (transfer === undefined || transfer.customerGuid !== customerGuid) {
        throw new AppError('not_found', 'Transfer not found');
      }
      if (!CANCELLABLE.has(transfer.state) || transfer.transferType !== 'funding') {
        throw new AppError('conflict', `A ${transfer.state} transfer can no longer be cancelled`);
      }
      const change = await this.deps.rails.fail(trx, transfer, 'cancelled');
      return updateTransfer(trx, guid, { ...change, updated_at: this.ctx.clock.now() });
    });
  }

  /** The customer's quote, unused and unexpired. */
  private async usableQuote(trx: Kysely<Schema>, request: TransferRequest): Promise<FundingQuote> {
    const quote = await this.deps.quotes.require(trx, request.customerGuid, request.quoteGuid);
    if (quote.transferGuid !== null) {
      throw new AppError('conflict', 'A transfer already exists for this quote');
    }
    if (quote.expiresAt <= this.ctx.clock.now()) {
      throw new AppError('quote_expired', 'The quote has expired; ask for a new one');
    }
    return quote;
  }

  /** A withdrawal: not held, and confirmed by a code bound to this quote (SPEC B8). */
  private async confirmWithdrawal(
    trx: Kysely<Schema>,
    request: TransferRequest,
    quote: FundingQuote,
  ): Promise<void> {
    await assertMayWithdraw(this.ctx, trx, request.customerGuid);
    if (request.confirmationToken === undefined) {
      throw new AppError(
        'forbidden',
        'Confirm the withdrawal with a code first: the confirmation_token is missing.',
      );
    }
    const customer = await this.ctx.customers.find(trx, request.customerGuid);
    await this.ctx.otp.spendConfirmation(trx, request.confirmationToken, {
      userId: customer.user_id,
      purpose: 'withdrawal',
      binding: quote.guid,
    });
  }

  /** The customer's linked bank account for an EFT: theirs, verified, and old enough to receive. */
  private async bankAccount(
    trx: Kysely<Schema>,
    request: TransferRequest,
    quote: FundingQuote,
  ): Promise<UsableBankAccount> {
    const guid = request.bankAccountGuid ?? '';
    const bank = await this.ctx.bankAccounts.usableAccount(trx, request.customerGuid, guid);
    if (bank === undefined) throw new AppError('not_found', 'External bank account not found');
    if (bank.state === 'refresh_required') return bank;
    if (quote.side === 'withdrawal' && bank.usableAt > this.ctx.clock.now()) {
      throw new AppError(
        'withdrawals_held',
        `A newly linked bank account receives withdrawals from ${bank.usableAt.toISOString()}.`,
      );
    }
    return bank;
  }

  private async newTransfer(
    trx: Kysely<Schema>,
    request: TransferRequest,
    quote: FundingQuote,
    guid: string,
  ): Promise<NewTransfer> {
    const now = this.ctx.clock.now();
    const account = await cadAccountOf(this.ctx, trx, request.customerGuid);
    const planned = plannedOutcomeOf(
      { side: quote.side, rail: request.rail, amount: quote.amount },
      this.ctx.config.sandboxOutcome,
    );
    const etransfer = request.etransfer;
    const recipient =
      etransfer === undefined
        ? null
        : maskEmail((await this.ctx.customers.holderOf(trx, request.customerGuid)).email);
    return {
      guid,
      customerGuid: request.customerGuid,
      transferType: 'funding',
      side: quote.side,
      rail: request.rail,
      state: 'storing',
      estimatedAmount: quote.amount,
      fee: quote.fee,
      quoteGuid: quote.guid,
      accountGuid: account.guid,
      externalBankAccountGuid: request.bankAccountGuid ?? null,
      referenceTransferGuid: null,
      plannedOutcome: planned.outcome,
      plannedFailure: planned.failure,
      nextStep: 'review',
      stepDueAt: addSeconds(now, this.deps.rails.stepSeconds(request.rail)),
      etransferRecipient: recipient,
      etransferQuestion: etransfer?.question ?? null,
      etransferAnswerCiphertext:
        etransfer === undefined ? null : this.ctx.encryption.encrypt(etransfer.answer),
      etransferReferenceCode: null,
      createdAt: now,
      updatedAt: now,
    };
  }
}
