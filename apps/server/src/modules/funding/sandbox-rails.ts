import type { TransferFailureCode } from '@maple/contracts';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { addSeconds, secondsUntil } from '../../infra/clock.js';
import type { RailStep } from '../../infra/db/funding-tables.js';
import type { Schema } from '../../infra/db/schema.js';
import { newGuid } from '../../infra/ids.js';
import type { JobQueue } from '../../infra/jobs/job-queue.js';
import type { JobSender } from '../../infra/jobs/queue-definition.js';
import { insertReceivable } from './funding-books.repo.js';
import type { FundingContext } from './funding-context.js';
import { mailCustomer } from './funding-mail.js';
import type { FundingPostings } from './funding-postings.js';
import { NSF_RETURN_CODE } from './sandbox-outcomes.js';
import {
  dueTransferGuids,
  insertTransfer,
  lockTransfer,
  type Transfer,
  type TransferChange,
  updateTransfer,
} from './transfers.repo.js';

/** A rail job: a transfer's next step, or an incoming e-Transfer's delivery. */
export type RailJob = { kind: 'transfer' | 'etransfer'; id: string };

/** Delivers incoming e-Transfers (the e-Transfer deposits module). */
export interface IncomingDeliveries {
  dueIds(now: Date): Promise<string[]>;
  deliver(id: string): Promise<boolean>;
}

const BATCH = 100;

/**
 * The sandbox EFT and Interac e-Transfer rails (SPEC B5, ADR 20): each transfer walks
 * storing → reviewing → pending → completed | failed, one step per job, a step's time apart;
 * a credited EFT deposit's hold is released later, and a returned one is returned. Each step
 * runs in one transaction that locks the transfer, checks it is still the step due, moves the
 * money, stores the next step and sends its job: a crash between two steps leaves the transfer
 * at one of them with its job waiting, and a step run twice finds itself done. A sweep every
 * minute runs what a lost job would leave.
 */
export class SandboxRails {
  private readonly jobs: JobSender<RailJob>;
  private incoming: IncomingDeliveries | undefined;
  /** Told how late each step ran after it fell due (a metrics hook; the benchmark reads it). */
  stepObserver: ((step: RailStep, lagMs: number) => void) | undefined;

  constructor(
    private readonly ctx: FundingContext,
    private readonly postings: FundingPostings,
    jobs: JobQueue,
  ) {
    this.jobs = jobs.register({
      name: 'funding-rail',
      policy: 'standard',
      data: z.strictObject({ kind: z.enum(['transfer', 'etransfer']), id: z.string().max(64) }),
      retryLimit: 10,
      retryDelaySeconds: 1,
      expireInSeconds: 60,
      batchSize: 20,
      schedule: { cron: '* * * * *', data: { kind: 'transfer', id: 'sweep' } },
      handle: async (job) => {
        if (job.data.id === 'sweep') await this.runDue();
        else if (job.data.kind === 'etransfer') await this.incoming?.deliver(job.data.id);
        else await this.step(job.data.id);
      },
    });
  }

  /** The e-Transfer deposits module, which delivers incoming e-Transfers (wired after both exist). */
  attachIncoming(incoming: IncomingDeliveries): void {
    this.incoming = incoming;
  }

  /** Sends the job of a rail event due at `due`, through the transaction that stores it. */
  async schedule(db: Kysely<Schema>, job: RailJob, due: Date): Promise<void> {
    await this.jobs.send(db, job, { delaySeconds: secondsUntil(due, this.ctx.clock.now()) });
  }

  /** Seconds between a rail's steps. */
  stepSeconds(rail: Transfer['rail']): number {
    const { config } = this.ctx;
    return rail === 'eft' ? config.eftStepSeconds : config.etransferStepSeconds;
  }

  /** Runs every step and delivery that is due now, until none is; answers how many ran. */
  async runDue(): Promise<number> {
    let ran = 0;
    for (;;) {
      const now = this.ctx.clock.now();
      const guids = await dueTransferGuids(this.ctx.db, now, BATCH);
      const incoming = (await this.incoming?.dueIds(now)) ?? [];
      if (guids.length === 0 && incoming.length === 0) return ran;
      for (const guid of guids) if (await this.step(guid)) ran += 1;
      for (const id of incoming) if (await this.incoming?.deliver(id)) ran += 1;
    }
  }

  /** Runs the transfer's next step if it is due; answers whether it ran. */
  async step(guid: string): Promise<boolean> {
    const ran = await this.ctx.db.transaction().execute(async (trx) => {
      const transfer = await lockTransfer(trx, guid);
      if (transfer === undefined || transfer.nextStep === null || transfer.stepDueAt === null) {
        return undefined;
      }
      const now = this.ctx.clock.now();
      if (transfer.stepDueAt > now) {
        // Early (the job waits on the database's clock): come back when it is due.
        await this.schedule(trx, { kind: 'transfer', id: guid }, transfer.stepDueAt);
        return undefined;
      }
      const change = await this.perform(trx, transfer, transfer.nextStep, now);
      await updateTransfer(trx, guid, { ...change, updated_at: now });
      if (change.step_due_at instanceof Date) {
        await this.schedule(trx, { kind: 'transfer', id: guid }, change.step_due_at);
      }
      return { step: transfer.nextStep, lagMs: now.getTime() - transfer.stepDueAt.getTime() };
    });
    if (ran !== undefined) this.stepObserver?.(ran.step, ran.lagMs);
    return ran !== undefined;
  }

  private next(step: RailStep | null, due: Date | null): TransferChange {
    return { next_step: step, step_due_at: due };
  }

  private async perform(
    trx: Kysely<Schema>,
    transfer: Transfer,
    step: RailStep,
    now: Date,
  ): Promise<TransferChange> {
    const later = addSeconds(now, this.stepSeconds(transfer.rail));
    switch (step) {
      case 'review':
        return { state: 'reviewing', ...this.next('execute', later) };
      case 'execute':
        return { state: 'pending', ...this.next('settle', later) };
      case 'settle':
        return transfer.plannedOutcome === 'fail'
          ? this.fail(trx, transfer, transfer.plannedFailure ?? 'internal_error')
          : this.settle(trx, transfer, now);
      case 'release_hold':
        await this.postings.release(trx, transfer.guid);
        return {
          hold_released_at: now,
          ...(transfer.plannedOutcome === 'return'
            ? this.next('return', this.returnDue(transfer, now))
            : this.next(null, null)),
        };
      case 'return':
        await this.returnDeposit(trx, transfer, now);
        return { hold_released_at: transfer.holdReleasedAt ?? now, ...this.next(null, null) };
    }
  }

  /**
   * A failed transfer: a withdrawal's reserve is given back; nothing was credited. The customer
   * is told, unless they cancelled it themselves.
   */
  async fail(
    trx: Kysely<Schema>,
    transfer: Transfer,
    code: TransferFailureCode,
  ): Promise<TransferChange> {
    if (transfer.side === 'withdrawal') await this.postings.release(trx, transfer.guid);
    if (code === 'cancelled')
      return { state: 'failed', failure_code: code, ...this.next(null, null) };
    await mailCustomer(this.ctx, trx, transfer.customerGuid, screenOf(transfer), (name, link) => ({
      template: 'funding_failed',
      name,
      link,
      side: transfer.side,
      amount: transfer.estimatedAmount,
      reason: code,
    }));
    return { state: 'failed', failure_code: code, ...this.next(null, null) };
  }

  private async settle(trx: Kysely<Schema>, transfer: Transfer, now: Date) {
    const amount = transfer.estimatedAmount;
    if (transfer.side === 'withdrawal') {
      await this.postings.sendWithdrawal(trx, { ...transfer, amount });
      await mailCustomer(this.ctx, trx, transfer.customerGuid, 'withdrawals', (name, link) => ({
        template: 'funding_withdrawal_sent',
        name,
        link,
        amount,
        rail: transfer.rail,
      }));
      return { state: 'completed' as const, amount, ...this.next(null, null) };
    }
    const holdSeconds = transfer.rail === 'eft' ? this.ctx.config.eftDepositHoldSeconds : 0;
    await this.postings.creditDeposit(trx, { ...transfer, amount, held: holdSeconds > 0 });
    const releaseAt = addSeconds(now, holdSeconds);
    await mailCustomer(this.ctx, trx, transfer.customerGuid, 'deposits', (name, link) => ({
      template: 'funding_deposit_received',
      name,
      link,
      amount,
      rail: transfer.rail,
      availableAt: holdSeconds > 0 ? releaseAt : null,
    }));
    const held = { hold_started_at: now, hold_seconds: holdSeconds };
    const returnAt = addSeconds(now, this.ctx.config.eftReturnSeconds);
    const following =
      holdSeconds === 0
        ? this.next(null, null)
        : transfer.plannedOutcome === 'return' && returnAt < releaseAt
          ? this.next('return', returnAt)
          : this.next('release_hold', releaseAt);
    return { state: 'completed' as const, amount, ...held, ...following };
  }

  private returnDue(transfer: Transfer, now: Date): Date {
    const due = addSeconds(transfer.holdStartedAt ?? now, this.ctx.config.eftReturnSeconds);
    return due > now ? due : now;
  }

  /** The bank takes a credited deposit back: a funding_return transfer, completed at once. */
  private async returnDeposit(trx: Kysely<Schema>, deposit: Transfer, now: Date) {
    const amount = deposit.amount ?? deposit.estimatedAmount;
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
    const owed = await this.postings.returnDeposit(trx, { ...deposit, amount }, returned.guid);
    await updateTransfer(trx, returned.guid, { return_code: NSF_RETURN_CODE });
    if (owed > 0n) {
      await insertReceivable(trx, {
        returnGuid: returned.guid,
        customerGuid: deposit.customerGuid,
        amount: owed,
        now,
      });
    }
    await mailCustomer(this.ctx, trx, deposit.customerGuid, 'deposits', (name, link) => ({
      template: 'funding_returned',
      name,
      link,
      amount,
      owed,
    }));
  }
}

const screenOf = (transfer: Transfer) =>
  transfer.side === 'deposit' ? ('deposits' as const) : ('withdrawals' as const);
