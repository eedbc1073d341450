import { withdrawalBinding } from '@maple/contracts';
import type { Kysely } from 'kysely';
import { addSeconds } from '../../infra/clock.js';
import type { ItemOutcome } from '../../infra/db/batch-queue.js';
import type { Schema } from '../../infra/db/schema.js';
import { type UnitOfWork, withinUnitOfWork } from '../../infra/db/unit-of-work.js';
import { AppError } from '../../infra/errors.js';
import type { KnownAccount } from '../accounts/ledger-account-directory.js';
import type { ReadConfirmation } from '../customers/email-otp.service.js';
import type { UsageRequest } from '../limits/limits.service.js';
import { recordAttestedTransfers } from './bank-attestations.js';
import { type FundingContext, transferReference } from './funding-context.js';
import { approvalMail, mailCustomers } from './funding-mail.js';
import type { FundingPostings } from './funding-postings.js';
import { claimFundingQuotes, unclaimedReasons } from './funding-quotes.repo.js';
import { maskEmail } from './mask-email.js';
import { plannedOutcomeOf } from './sandbox-outcomes.js';
import type { SandboxRails } from './sandbox-rails.js';
import {
  readTransferChecks,
  type TransferChecks,
  type TransferRequest,
} from './transfer-checks.js';
import { asInserted, type NewTransfer, type Transfer } from './transfer-row.js';
import { type Candidate, checkBanks, type Outcomes, refuse, screen } from './transfer-screens.js';
import { insertClaimingTransfers } from './transfers.repo.js';
import { heldRefusal, lockedRefusal, standingsFrom } from './withdrawal-rules.js';

export type { TransferRequest } from './transfer-checks.js';

/**
 * What a CAD withdrawal's code must be bound to: the quote and, for an EFT, the bank account
 * (so a code given for one linked account cannot send the money to another); an e-Transfer goes
 * to the customer's own e-mail address, so its quote alone.
 */
const bindingOf = (request: TransferRequest): string =>
  withdrawalBinding(
    request.quoteGuid,
    request.rail === 'eft' ? (request.bankAccountGuid ?? '') : undefined,
  );

/**
 * The batch's unit of work (ADR 49), and what the batch does with every request's outcome before
 * the transfers are stored (it hands over the write saving its answers), so that the statement
 * storing them carries that too.
 */
export interface CarryOutcomes {
  uow: UnitOfWork;
  carry(outcomes: ItemOutcome<Transfer>[]): void;
}

/** The transfers created, by request. */
type CreatedTransfers = ReadonlyMap<TransferRequest, Transfer>;

/** How a batch's checked candidates are created. */
interface Creating {
  now: Date;
  outcomes: Outcomes;
  /** What the batch does with the transfers created before they are stored (`CarryOutcomes`). */
  carryCreated: ((created: CreatedTransfers) => void) | undefined;
}

/** A withdrawal cleared to spend its confirmation token, and whose token it must be. */
interface Confirmation {
  candidate: Candidate;
  confirmation: ReadConfirmation;
  userId: string;
}

/**
 * Creates transfers in batches (ADR 20, as amended), as if one after the other: every request
 * of a batch is another customer's (the route's queue sees to it), so they share no quote,
 * confirmation, limit or account, and a batch costs a few statements whatever its size. What the
 * checks need is read first, before the transaction (`TransferChecks`); the checks then run in
 * the order a request alone meets them, and refusals met before any write are answered per
 * request, writing nothing.
 */
export class TransferCreation {
  constructor(
    private readonly ctx: FundingContext,
    private readonly deps: { postings: FundingPostings; rails: SandboxRails },
  ) {}

  /**
   * Creates the transfers in `trx`, checked against `checks` (read through `trx` when absent).
   * When some go ahead, `carry` gets every request's outcome before they are stored, and the
   * statement storing them carries the writes it hands over (ADR 49).
   */
  async createAll(
    trx: Kysely<Schema>,
    requests: readonly TransferRequest[],
    checks?: TransferChecks,
    carry?: CarryOutcomes,
  ): Promise<ItemOutcome<Transfer>[]> {
    const customers = new Set(requests.map((request) => request.customerGuid));
    if (customers.size !== requests.length) {
      throw new Error('a batch of transfers holds two requests of one customer');
    }
    const read = checks ?? (await readTransferChecks(this.ctx, trx, requests));
    const now = this.ctx.clock.now();
    const outcomes: Outcomes = new Map();
    const open = () =>
      requests.flatMap((request) => {
        const outcome = outcomes.get(request);
        return outcome instanceof AppError ? [] : [request];
      });
    screen(requests, read, now, outcomes);
    await this.confirm(trx, open(), read, outcomes);
    checkBanks(open(), read, now, outcomes);
    const candidates = open().flatMap((request) => {
      const outcome = outcomes.get(request);
      return outcome === undefined || outcome instanceof AppError ? [] : [outcome];
    });
    const answer = (created: ReadonlyMap<TransferRequest, Transfer>) =>
      requests.map((request): ItemOutcome<Transfer> => {
        const outcome = outcomes.get(request);
        if (outcome instanceof AppError) return { ok: false, error: outcome };
        const transfer = created.get(request);
        if (transfer === undefined) throw new Error('a request got no transfer');
        return { ok: true, value: transfer };
      });
    const carryCreated = carry && ((created: CreatedTransfers) => carry.carry(answer(created)));
    const create = (uow: UnitOfWork) =>
      this.create(uow, candidates, read, { now, outcomes, carryCreated });
    return answer(carry ? await create(carry.uow) : await withinUnitOfWork(trx, create));
  }

  /**
   * A withdrawal: not held nor locked, and confirmed by a code bound to its quote and destination
   * (docs/product/sessions.md), spent now.
   */
  private async confirm(
    trx: Kysely<Schema>,
    requests: readonly TransferRequest[],
    checks: TransferChecks,
    outcomes: Outcomes,
  ): Promise<void> {
    const withdrawals = requests.flatMap((request) => {
      const candidate = outcomes.get(request);
      return candidate instanceof AppError || candidate?.quote.side !== 'withdrawal'
        ? []
        : [candidate];
    });
    const standings = standingsFrom(
      this.ctx,
      withdrawals.map(({ request }) => request.customerGuid),
      checks,
    );
    const confirmed: Confirmation[] = [];
    for (const candidate of withdrawals) {
      const { request } = candidate;
      const token = request.confirmationToken;
      const confirmation = token === undefined ? undefined : checks.confirmations.get(token);
      const standing = standings.get(request.customerGuid);
      const lock = checks.locks.get(request.customerGuid);
      if (standing === undefined) throw new Error('a withdrawal without its standing');
      if (standing.hold !== undefined) {
        outcomes.set(request, heldRefusal(standing.hold));
      } else if (lock !== undefined) {
        // A staff block and the customer's "this wasn't me" alike stop CAD withdrawals too.
        outcomes.set(request, lockedRefusal(lock));
      } else if (confirmation !== undefined) {
        confirmed.push({ candidate, confirmation, userId: standing.userId });
      } else if (request.attestedBy === undefined) {
        // Cybrid's own body: stored `holding` for the customer to approve in the app (ADR 58).
        // With a bank token, the bank vouches for that approval and it goes on (ADR 61).
        candidate.awaitsApproval = true;
      }
    }
    await this.spend(trx, confirmed, outcomes);
  }

  /** The withdrawals' codes, spent in one statement: their first write, so a refused one wrote nothing. */
  private async spend(
    trx: Kysely<Schema>,
    confirmed: readonly Confirmation[],
    outcomes: Outcomes,
  ): Promise<void> {
    const refusals = await this.ctx.otp.spendConfirmations(
      trx,
      confirmed.map(({ candidate, confirmation, userId }) => ({
        confirmation,
        expected: { userId, purpose: 'withdrawal', binding: bindingOf(candidate.request) },
      })),
    );
    confirmed.forEach(({ candidate }, at) => {
      const refusal = refusals[at];
      if (refusal === undefined) candidate.spent = true;
      else outcomes.set(candidate.request, refusal);
    });
  }

  /**
   * Checks the limits, reserves the withdrawals' funds and stores the transfers as it claims
   * their quotes, each step once for the batch: the limit and account locks are taken first,
   * then one statement writes the reserves, the limit usage, the claims, the transfers and what
   * `carryCreated` adds (ADR 49). A transfer to a `refresh_required` account or short of funds is stored failed;
   * the limits count only the transfers that go ahead.
   */
  private async create(
    uow: UnitOfWork,
    candidates: readonly Candidate[],
    { holders, profiles }: TransferChecks,
    { now, outcomes, carryCreated }: Creating,
  ): Promise<CreatedTransfers> {
    const trx = uow.db;
    const usage = (candidate: Candidate): UsageRequest => ({
      customerGuid: candidate.request.customerGuid,
      kind: 'funding',
      amount: candidate.quote.amount,
      reference: transferReference(candidate.guid),
    });
    const limited = candidates.filter(({ bank }) => bank?.state !== 'refresh_required');
    const checked = await this.ctx.limits.check(trx, limited.map(usage), profiles);
    limited.forEach((candidate, index) => {
      const refusal = checked.outcomes[index];
      if (refusal !== undefined) refuse(outcomes, candidate, refusal);
    });
    const going = candidates.filter(({ request }) => !(outcomes.get(request) instanceof AppError));
    const withdrawals = going.filter(
      ({ quote, bank }) => quote.side === 'withdrawal' && bank?.state !== 'refresh_required',
    );
    const accounts = await this.deps.postings.cadAccounts(
      trx,
      going.map(({ request }) => request.customerGuid),
    );
    const reserved = await this.deps.postings.reserveAll(
      uow,
      withdrawals.map(({ request, guid, quote }) => ({
        guid,
        ledgerAccountId: accounts.get(request.customerGuid)?.ledgerAccountId ?? 0n,
        amount: quote.amount,
      })),
    );
    const short = new Set(withdrawals.filter((_, index) => !reserved[index]));
    checked.record(
      uow,
      going
        .filter(
          (candidate) => candidate.bank?.state !== 'refresh_required' && !short.has(candidate),
        )
        .map(usage),
    );
    const rows = going.map((candidate) => {
      const base = this.newTransfer(candidate, accounts, holders, now);
      const failure =
        candidate.bank?.state === 'refresh_required'
          ? 'refresh_required'
          : short.has(candidate)
            ? 'non_sufficient_funds'
            : undefined;
      if (failure !== undefined) return failedAtCreation(base, failure);
      return candidate.awaitsApproval ? this.holding(base, now) : base;
    });
    // The reserves and the limit usage ride in the statement that stores the transfers.
    return this.store(uow, going, rows, { now, carryCreated });
  }

  /**
   * Stores the transfers as it claims their quotes, with the writes handed to `uow` (the
   * reserves, the usage, and the answers `carryCreated` adds), in one statement, and schedules
   * their rails' first steps; answers each going request's transfer.
   */
  private async store(
    uow: UnitOfWork,
    going: readonly Candidate[],
    rows: readonly NewTransfer[],
    { now, carryCreated }: Pick<Creating, 'now' | 'carryCreated'>,
  ): Promise<CreatedTransfers> {
    const trx = uow.db;
    const created = new Map(
      going.map(({ request }, index) => {
        const row = rows[index];
        if (row === undefined) throw new Error('a going request without its row');
        return [request, asInserted(row)] as const;
      }),
    );
    if (going.length > 0) carryCreated?.(created);
    const claims = going.map(({ request, guid }) => ({ ...request, transferGuid: guid }));
    const claimed = await insertClaimingTransfers(uow, rows, claimFundingQuotes(claims, now));
    if (claimed < going.length) {
      // A quote taken or expired (by the database's clock) since it was read: all of it rolls
      // back, and with a batch of several, its requests run again one by one. The answer says
      // which: a stalled transaction finds its quote expired, not taken.
      const reasons = [...(await unclaimedReasons(trx, claims, now)).values()];
      throw reasons.length > 0 && reasons.every((reason) => reason === 'expired')
        ? new AppError('quote_expired', 'The quote has expired; ask for a new one')
        : new AppError('quote_already_exists', 'A transfer already exists for this quote');
    }
    await this.deps.rails.scheduleSteps(
      trx,
      rows.flatMap((row) => row.stepDueAt ?? []),
    );
    await recordAttestedTransfers(
      this.ctx,
      trx,
      [...created].flatMap(([request, transfer]) =>
        request.attestedBy === undefined ? [] : [{ transfer, clientId: request.attestedBy }],
      ),
    );
    const holding = [...created.values()].filter((transfer) => transfer.state === 'holding');
    if (holding.length > 0)
      await mailCustomers(
        this.ctx,
        trx,
        holding.map((transfer) => approvalMail(transfer)),
      );
    return created;
  }

  /** A withdrawal that waits for its approval: its one step fails it when the window closes. */
  private holding(transfer: NewTransfer, now: Date): NewTransfer {
    const window = this.ctx.config.approvalWindowSeconds;
    return {
      ...transfer,
      state: 'holding',
      nextStep: 'expire_approval',
      stepDueAt: addSeconds(now, window),
    };
  }

  private newTransfer(
    { request, quote, guid }: Candidate,
    accounts: ReadonlyMap<string, KnownAccount>,
    holders: TransferChecks['holders'],
    now: Date,
  ): NewTransfer {
    const accountGuid = accounts.get(request.customerGuid)?.guid;
    if (accountGuid === undefined)
      throw new Error(`customer ${request.customerGuid} has no CAD account`);
    const planned = plannedOutcomeOf(
      { side: quote.side, rail: request.rail, amount: quote.amount },
      this.ctx.config.sandboxOutcome,
    );
    const etransfer = request.etransfer;
    const holder = holders.get(request.customerGuid);
    if (holder === undefined) throw new Error(`customer ${request.customerGuid} was not screened`);
    const recipient = etransfer === undefined ? null : maskEmail(holder.email);
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
      accountGuid,
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

/** A transfer stored failed at once: its rail takes no step. */
const failedAtCreation = (
  transfer: NewTransfer,
  failureCode: 'refresh_required' | 'non_sufficient_funds',
): NewTransfer => ({ ...transfer, state: 'failed', failureCode, nextStep: null, stepDueAt: null });
