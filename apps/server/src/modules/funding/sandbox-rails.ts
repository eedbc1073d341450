import type { Kysely } from 'kysely';
import { z } from 'zod';
import { addSeconds, secondsUntil } from '../../infra/clock.js';
import { isDatabaseUnavailable } from '../../infra/db/database-unavailable.js';
import type { Schema } from '../../infra/db/schema.js';
import type { JobQueue } from '../../infra/jobs/job-queue.js';
import type { JobSender } from '../../infra/jobs/queue-definition.js';
import type { Rail, RailStep } from './funding.tables.js';
import type { FundingContext } from './funding-context.js';
import { type FundingPostings, noMoves } from './funding-postings.js';
import { RailSteps, type StepRun } from './rail-steps.js';
import {
  type BankTransfer,
  lockDueTransfers,
  lockTransfer,
  nextStepDueAt,
  onBankRail,
  saveSteps,
  type Transfer,
} from './transfers.repo.js';

/** A rail job: the transfer steps then due (any `id`), or an incoming e-Transfer's delivery. */
export type RailJob = { kind: 'transfer' | 'etransfer'; id: string };

/** Delivers incoming e-Transfers (the e-Transfer deposits module). */
export interface IncomingDeliveries {
  dueIds(now: Date): Promise<string[]>;
  deliver(id: string): Promise<boolean>;
}

/** Transfers whose steps run in one transaction. */
const BATCH = 200;
/**
 * Steps falling due within one slot share a job; a step waits at most this long for it. 250 ms
 * rather than 100: two and a half times fewer rail transactions, each holding its customers'
 * accounts, for a rail lag p99 of about 0.3 s against the 1 s allowed (bench:transfers, ADR 49).
 */
const SLOT_MS = 250;

/**
 * The sandbox EFT and Interac e-Transfer rails (docs/product/lifecycles.md, ADR 20): each transfer
 * walks storing → reviewing → pending → completed | failed, a step's time apart; a credited EFT
 * deposit's hold is released later, and a returned one is returned. The steps due run in
 * batches, each one transaction that locks its transfers (skipping those another run holds),
 * moves their money, stores their next steps and sends the jobs that run them: a crash leaves
 * every transfer at a committed step with its job waiting, and a step run twice finds itself
 * done. One job per 250 ms of due times runs whatever is due then; a sweep every minute runs what
 * a lost job would leave. A batch that fails is run again transfer by transfer, so one faulty
 * transfer delays only itself.
 */
export class SandboxRails {
  private readonly jobs: JobSender<RailJob>;
  private readonly steps: RailSteps;
  private incoming: IncomingDeliveries | undefined;
  /** Slots whose job is known to be committed and waiting. */
  private readonly waitingSlots = new Set<number>();
  /** Told how late each step ran after it fell due (a metrics hook; the benchmark reads it). */
  stepObserver: ((step: RailStep, lagMs: number) => void) | undefined;

  constructor(
    private readonly ctx: FundingContext,
    private readonly postings: FundingPostings,
    jobs: JobQueue,
  ) {
    this.steps = new RailSteps(ctx, postings, {
      stepSeconds: (rail) => this.stepSeconds(rail),
      scheduleSteps: (db, dues) => this.scheduleSteps(db, dues),
    });
    this.jobs = jobs.register({
      name: 'funding-rail',
      policy: 'standard',
      data: z.strictObject({ kind: z.enum(['transfer', 'etransfer']), id: z.string().max(64) }),
      retryLimit: 10,
      retryDelaySeconds: 1,
      expireInSeconds: 60,
      batchSize: 4,
      schedule: { cron: '* * * * *', data: { kind: 'transfer', id: 'sweep' } },
      handle: async (job) => {
        if (job.data.kind === 'etransfer') await this.incoming?.deliver(job.data.id);
        else await this.runDue();
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

  /**
   * Sends, through the transaction storing steps due at `dues`, the jobs that will run them: one
   * per 250 ms slot, deduplicated by the slot (at least one slot ahead, so never one whose job
   * may have run already). A slot whose job is known committed costs no statement.
   */
  async scheduleSteps(db: Kysely<Schema>, dues: readonly Date[]): Promise<void> {
    const now = this.ctx.clock.now().getTime();
    for (const slot of this.waitingSlots) if (slot <= now) this.waitingSlots.delete(slot);
    const slots = new Set(
      dues.map((due) => Math.ceil(Math.max(due.getTime(), now + SLOT_MS) / SLOT_MS) * SLOT_MS),
    );
    // In ascending order, as every sender does: an insert waits for another transaction sending
    // the same slot, so two sending the same slots in other orders could wait on each other.
    for (const slot of [...slots].sort((a, b) => a - b)) {
      if (this.waitingSlots.has(slot)) continue;
      const id = await this.jobs.send(
        db,
        { kind: 'transfer', id: 'due' },
        {
          delaySeconds: (slot - now) / 1000,
          singletonKey: new Date(slot).toISOString(),
          singletonSeconds: 60,
        },
      );
      // Nothing inserted: a committed job holds the slot (the insert waited for its
      // transaction). One this transaction inserted may still roll back, so it is not marked.
      if (id === null) this.waitingSlots.add(slot);
    }
  }

  /** Seconds between a rail's steps. */
  stepSeconds(rail: Rail): number {
    const { config } = this.ctx;
    return rail === 'eft' ? config.eftStepSeconds : config.etransferStepSeconds;
  }

  /**
   * Runs every step and delivery that is due now, batch by batch, until none is; answers how
   * many ran. A transfer whose step fails even alone is left for the job's retry, which throws.
   */
  async runDue(): Promise<number> {
    const failures = new Map<string, unknown>();
    let ran = 0;
    for (;;) {
      const batch = await this.runBatch(failures);
      ran += batch.ran;
      if (batch.locked < BATCH) break;
    }
    for (;;) {
      const due = (await this.incoming?.dueIds(this.ctx.clock.now())) ?? [];
      if (due.length === 0) break;
      for (const id of due) if (await this.incoming?.deliver(id)) ran += 1;
    }
    const [failure] = failures.values();
    if (failure !== undefined) throw failure;
    // Steps a late commit left behind this run get a job of their own.
    const next = await nextStepDueAt(this.ctx.db);
    if (next !== undefined) await this.scheduleSteps(this.ctx.db, [next]);
    return ran;
  }

  /** Runs the transfer's next step if it is due; answers whether it ran. */
  async step(guid: string): Promise<boolean> {
    const ran = await this.ctx.db.transaction().execute(async (trx) => {
      const transfer = await lockTransfer(trx, guid);
      if (transfer === undefined || transfer.stepDueAt === null || transfer.rail === null) {
        return [];
      }
      const now = this.ctx.clock.now();
      if (transfer.stepDueAt > now) {
        await this.scheduleSteps(trx, [transfer.stepDueAt]);
        return [];
      }
      return this.steps.run(trx, [onBankRail(transfer)], now);
    });
    this.committed(ran);
    return ran.length > 0;
  }

  /**
   * Cancels a transfer the caller has locked: failed with `cancelled`, a withdrawal's reserve
   * and its limit usage given back, no e-mail (the customer did it). Answers the transfer as stored.
   */
  async cancel(trx: Kysely<Schema>, transfer: BankTransfer): Promise<Transfer> {
    const moves = noMoves();
    const { change } = this.steps.failure(transfer, 'cancelled', moves);
    await this.postings.moveAll(trx, moves);
    const cancelled = { ...transfer, ...change, updatedAt: this.ctx.clock.now() };
    await saveSteps(trx, [cancelled]);
    return cancelled;
  }

  /**
   * A withdrawal its customer approved (ADR 58), locked by the caller: on to the rail as if
   * just made, its first step due after the rail's usual wait.
   */
  async approved(trx: Kysely<Schema>, transfer: BankTransfer): Promise<Transfer> {
    const now = this.ctx.clock.now();
    const due = addSeconds(now, this.stepSeconds(transfer.rail));
    const approved = {
      ...transfer,
      state: 'storing' as const,
      nextStep: 'review' as const,
      stepDueAt: due,
      updatedAt: now,
    };
    await saveSteps(trx, [approved]);
    await this.scheduleSteps(trx, [due]);
    return approved;
  }

  /**
   * One batch of due steps in one transaction; if it fails, its transfers one by one, each
   * failure noted (and skipped for the rest of the run).
   */
  private async runBatch(failures: Map<string, unknown>): Promise<{ locked: number; ran: number }> {
    let locked: string[] = [];
    try {
      const ran = await this.ctx.db.transaction().execute(async (trx) => {
        const now = this.ctx.clock.now();
        const due = await lockDueTransfers(trx, now, BATCH, [...failures.keys()]);
        locked = due.map((transfer) => transfer.guid);
        return this.steps.run(trx, due, now);
      });
      this.committed(ran);
      return { locked: locked.length, ran: ran.length };
    } catch (error) {
      const [only] = locked;
      if (locked.length === 0 || isDatabaseUnavailable(error)) throw error;
      if (only !== undefined && locked.length === 1) {
        failures.set(only, error);
        return { locked: 1, ran: 0 };
      }
    }
    let ran = 0;
    for (const guid of locked) {
      try {
        if (await this.step(guid)) ran += 1;
      } catch (error) {
        if (isDatabaseUnavailable(error)) throw error;
        failures.set(guid, error);
      }
    }
    return { locked: locked.length, ran };
  }

  /**
   * Steps just committed: first the test-only failpoint `funding.after_step:<step>` (a process
   * armed with it dies here, before anything else happens), then each step's lag, from when it
   * fell due to now that its change is committed, to the observer.
   */
  private committed(ran: readonly StepRun[]): void {
    for (const step of new Set(ran.map((run) => run.step))) {
      this.ctx.failpoints.reach(`funding.after_step:${step}`);
    }
    const observer = this.stepObserver;
    if (observer === undefined) return;
    const committed = this.ctx.clock.now().getTime();
    for (const { step, dueAt } of ran) observer(step, committed - dueAt.getTime());
  }
}
