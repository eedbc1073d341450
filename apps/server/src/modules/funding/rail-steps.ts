import type { TransferFailureCode } from '@maple/contracts';
import type { Kysely } from 'kysely';
import { addSeconds } from '../../infra/clock.js';
import type { Schema } from '../../infra/db/schema.js';
import { newGuid } from '../../infra/ids.js';
import type { Rail, RailStep } from './funding.tables.js';
import { insertReceivable } from './funding-books.repo.js';
import type { FundingContext } from './funding-context.js';
import { type FundingMail, mailCustomers } from './funding-mail.js';
import { type FundingPostings, noMoves, type RailMoves } from './funding-postings.js';
import { NSF_RETURN_CODE } from './sandbox-outcomes.js';
import {
  insertTransfer,
  type RailTransfer,
  readTransfer,
  saveSteps,
  type Transfer,
  updateTransfer,
} from './transfers.repo.js';

/** What a step changes on its transfer. */
export type StepChange = Partial<
  Pick<
    Transfer,
    | 'state'
    | 'failureCode'
    | 'amount'
    | 'nextStep'
    | 'stepDueAt'
    | 'holdStartedAt'
    | 'holdSeconds'
    | 'holdReleasedAt'
  >
>;

/** A step that ran: which, and when it had fallen due (for the rails' lag). */
export interface StepRun {
  step: RailStep;
  dueAt: Date;
}

/** A step planned for a batch: its change, and the money and e-mail it needs. */
interface Plan {
  transfer: RailTransfer;
  change: StepChange;
  mail?: FundingMail;
}

const next = (step: RailStep | null, due: Date | null): StepChange => ({
  nextStep: step,
  stepDueAt: due,
});

const screenOf = (transfer: RailTransfer) =>
  transfer.side === 'deposit' ? ('deposits' as const) : ('withdrawals' as const);

/**
 * Runs the due steps of many transfers in the caller's transaction (ADR 20, as amended): each
 * step's change is planned in memory, then the batch writes its e-mails, its transfers in one
 * statement, its money (every account locked once, in id order, so the clearing account is held
 * for a moment per batch instead of once per step) and last the jobs of the next steps.
 */
export class RailSteps {
  constructor(
    private readonly ctx: FundingContext,
    private readonly postings: FundingPostings,
    private readonly deps: {
      stepSeconds: (rail: Rail) => number;
      scheduleSteps: (db: Kysely<Schema>, dues: readonly Date[]) => Promise<void>;
    },
  ) {}

  /** Runs the next step of each transfer (locked by the caller and due at `now`). */
  async run(
    trx: Kysely<Schema>,
    transfers: readonly RailTransfer[],
    now: Date,
  ): Promise<StepRun[]> {
    const moves = noMoves();
    const plans = transfers.flatMap((transfer) =>
      transfer.nextStep === null ? [] : [this.plan(transfer, transfer.nextStep, now, moves)],
    );
    await mailCustomers(
      this.ctx,
      trx,
      plans.flatMap((plan) => plan.mail ?? []),
    );
    const changed = plans.map(({ transfer, change }) => ({
      ...transfer,
      ...change,
      updatedAt: now,
    }));
    await saveSteps(trx, changed);
    await this.postings.moveAll(trx, moves);
    for (const { transfer } of plans) {
      if (transfer.nextStep === 'return') await this.returnDeposit(trx, transfer, now);
    }
    // Confirmed as they complete: an EFT deposit when it is credited, before its hold ends.
    const completed = plans.flatMap(({ transfer, change }) =>
      change.state === 'completed' ? [transfer.guid] : [],
    );
    await this.ctx.confirmations.confirm(trx, completed, now);
    // Last, after every account lock: a job's insert waits for a transaction sending the same
    // slot, which (creating transfers) may hold account locks this batch would then wait for.
    await this.deps.scheduleSteps(
      trx,
      changed.flatMap((transfer) => transfer.stepDueAt ?? []),
    );
    return plans.flatMap(({ transfer }) =>
      transfer.nextStep === null || transfer.stepDueAt === null
        ? []
        : [{ step: transfer.nextStep, dueAt: transfer.stepDueAt }],
    );
  }

  /**
   * A failed transfer: a withdrawal's reserve is given back, and so is the funding limit usage
   * it recorded; nothing was credited. The customer is told, unless they cancelled it themselves.
   */
  failure(transfer: RailTransfer, code: TransferFailureCode, moves: RailMoves): Plan {
    if (transfer.side === 'withdrawal') moves.releases.push(transfer);
    moves.failures.push(transfer);
    const change = { state: 'failed' as const, failureCode: code, ...next(null, null) };
    if (code === 'cancelled') return { transfer, change };
    return {
      transfer,
      change,
      mail: {
        customerGuid: transfer.customerGuid,
        screen: screenOf(transfer),
        transferGuid: transfer.guid,
        event: transfer.guid,
        compose: (name, link, facts) => ({
          ...facts,
          template: 'funding_failed',
          name,
          link,
          side: transfer.side,
          amount: transfer.estimatedAmount,
          reason: code,
        }),
      },
    };
  }

  private plan(transfer: RailTransfer, step: RailStep, now: Date, moves: RailMoves): Plan {
    const later = addSeconds(now, this.deps.stepSeconds(transfer.rail));
    switch (step) {
      case 'review':
        return { transfer, change: { state: 'reviewing', ...next('execute', later) } };
      case 'execute':
        return { transfer, change: { state: 'pending', ...next('settle', later) } };
      case 'settle':
        return transfer.plannedOutcome === 'fail'
          ? this.failure(transfer, transfer.plannedFailure ?? 'internal_error', moves)
          : this.settle(transfer, now, moves);
      case 'release_hold':
        moves.releases.push(transfer);
        return {
          transfer,
          change: {
            holdReleasedAt: now,
            ...(transfer.plannedOutcome === 'return'
              ? next('return', this.returnDue(transfer, now))
              : next(null, null)),
          },
        };
      case 'return':
        moves.returns.push(transfer);
        return {
          transfer,
          change: { holdReleasedAt: transfer.holdReleasedAt ?? now, ...next(null, null) },
        };
      case 'expire_approval':
        // Not approved in time (ADR 58): nothing left the account; the reserve goes back.
        return this.failure(transfer, 'customer_action_required', moves);
      case 'broadcast':
      case 'confirm':
        throw new Error(`the chain's step ${step} on a bank rail`);
    }
  }

  private settle(transfer: RailTransfer, now: Date, moves: RailMoves): Plan {
    const amount = transfer.estimatedAmount;
    const { customerGuid, rail } = transfer;
    if (transfer.side === 'withdrawal') {
      moves.sends.push({ ...transfer, amount });
      return {
        transfer,
        change: { state: 'completed', amount, ...next(null, null) },
        mail: {
          customerGuid,
          screen: 'withdrawals',
          transferGuid: transfer.guid,
          event: transfer.guid,
          compose: (name, link, facts) => ({
            ...facts,
            template: 'funding_withdrawal_sent',
            name,
            link,
            amount,
            rail,
          }),
        },
      };
    }
    const holdSeconds = rail === 'eft' ? this.ctx.config.eftDepositHoldSeconds : 0;
    moves.credits.push({ ...transfer, amount, held: holdSeconds > 0 });
    const releaseAt = addSeconds(now, holdSeconds);
    const returnAt = addSeconds(now, this.ctx.config.eftReturnSeconds);
    const following =
      holdSeconds === 0
        ? next(null, null)
        : transfer.plannedOutcome === 'return' && returnAt < releaseAt
          ? next('return', returnAt)
          : next('release_hold', releaseAt);
    return {
      transfer,
      change: {
        state: 'completed',
        amount,
        holdStartedAt: now,
        holdSeconds,
        ...following,
      },
      mail: {
        customerGuid,
        screen: 'deposits',
        transferGuid: transfer.guid,
        event: transfer.guid,
        compose: (name, link, facts) => ({
          ...facts,
          template: 'funding_deposit_received',
          name,
          link,
          amount,
          rail,
          availableAt: holdSeconds > 0 ? releaseAt : null,
        }),
      },
    };
  }

  private returnDue(transfer: RailTransfer, now: Date): Date {
    const due = addSeconds(transfer.holdStartedAt ?? now, this.ctx.config.eftReturnSeconds);
    return due > now ? due : now;
  }

  /**
   * The bank takes a credited deposit back: a funding_return transfer, completed at once, made
   * from the whole deposit (read here: the batch read only what its steps need).
   */
  private async returnDeposit(trx: Kysely<Schema>, due: RailTransfer, now: Date) {
    const amount = due.amount ?? due.estimatedAmount;
    const deposit = await readTransfer(trx, due.guid);
    if (deposit === undefined) throw new Error(`deposit ${due.guid} vanished during its return`);
    const returned = await insertTransfer(trx, {
      ...deposit,
      guid: newGuid(),
      transferType: 'funding_return',
      state: 'completed',
      amount,
      referenceTransferGuid: deposit.guid,
      plannedOutcome: 'complete',
      plannedFailure: null,
      nextStep: null,
      stepDueAt: null,
      etransferAnswerCiphertext: null,
      createdAt: now,
      updatedAt: now,
    });
    const owed = await this.postings.returnDeposit(trx, { ...due, amount }, returned.guid);
    await updateTransfer(trx, returned.guid, { return_code: NSF_RETURN_CODE });
    if (owed > 0n) {
      await insertReceivable(trx, {
        returnGuid: returned.guid,
        customerGuid: due.customerGuid,
        amount: owed,
        now,
      });
    }
    await mailCustomers(this.ctx, trx, [
      {
        customerGuid: due.customerGuid,
        screen: 'deposits',
        // The deposit returned: its bank account is where the money had come from.
        transferGuid: due.guid,
        event: due.guid,
        compose: (name, link, facts) => ({
          ...facts,
          template: 'funding_returned',
          name,
          link,
          amount,
          owed,
        }),
      },
    ]);
  }
}
