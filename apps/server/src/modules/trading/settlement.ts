import type { Kysely } from 'kysely';
import { z } from 'zod';
import { type Clock, ceilToSecond, secondsUntil } from '../../infra/clock.js';
import type { Schema } from '../../infra/db/schema.js';
import type { JobQueue } from '../../infra/jobs/job-queue.js';
import type { JobSender } from '../../infra/jobs/queue-definition.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import { tradeReference } from './trade.service.js';
import { queueTradeConfirmations, type TradeConfirmationDeps } from './trade-confirmations.js';
import { lockDueTrades, markCompleted, nextSettlement } from './trades.repo.js';

const batchSize = 200;

/**
 * Completes settling trades once their settlement time has come (docs/product/lifecycles.md): their
 * held proceeds become available, and each customer is e-mailed the trade's confirmation. It runs
 * as a job (docs/trading.md, "Settlement"): each batch of trades sends one for the second its
 * trades are due in, a run sends one for the next trade still settling, and a sweep every minute
 * catches what a lost job would leave. Due trades are taken with SKIP LOCKED and completed once, so
 * runs side by side, or twice, settle nothing twice.
 */
export class Settlement {
  private readonly jobs: JobSender<Record<string, never>>;
  /** The second whose settlement job is known to be committed and waiting. */
  private waitingSecond: number | undefined;

  constructor(
    private readonly deps: {
      db: Kysely<Schema>;
      clock: Clock;
      ledger: LedgerService;
      jobs: JobQueue;
      confirmations: TradeConfirmationDeps;
    },
  ) {
    this.jobs = deps.jobs.register({
      name: 'settle-trades',
      // One waiting job per due second, however many batches of that second send one.
      policy: 'short',
      data: z.strictObject({}),
      retryLimit: 5,
      retryDelaySeconds: 1,
      expireInSeconds: 60,
      batchSize: 1,
      schedule: { cron: '* * * * *', data: {} },
      handle: () => this.settleAndRearm(),
    });
  }

  /** Settles what is due now, batch by batch; answers how many trades completed. */
  async settleDue(): Promise<number> {
    let settled = 0;
    for (;;) {
      const count = await this.deps.db.transaction().execute(async (trx) => {
        const now = this.deps.clock.now();
        const due = (await lockDueTrades(trx, now, batchSize)).map((trade) => trade.guid);
        await this.deps.ledger.releaseHolds(trx, due.map(tradeReference));
        await markCompleted(trx, due, now);
        await queueTradeConfirmations(this.deps.confirmations, trx, due, now);
        return due.length;
      });
      settled += count;
      if (count < batchSize) return settled;
    }
  }

  /**
   * Sends the job that settles trades due at `settlesAt`, through `db` (the transaction that
   * stores them): one statement, deduplicated per second of `settlesAt`. The delay is counted
   * on our clock, which decides what is due, and waited on the database's. Once a send has
   * found that second's job already committed, and it is at least a second away, the other
   * batches of that second send nothing: under load most batches then cost no statement.
   */
  async scheduleFor(db: Kysely<Schema>, settlesAt: Date): Promise<void> {
    const now = this.deps.clock.now();
    const second = ceilToSecond(settlesAt).getTime();
    if (second === this.waitingSecond && second - now.getTime() >= 1000) return;
    const id = await this.jobs.send(
      db,
      {},
      {
        delaySeconds: secondsUntil(new Date(second), now),
        singletonKey: new Date(second).toISOString(),
      },
    );
    // Nothing inserted: the queue holds a committed job for that second (the insert waited for
    // the transaction holding it to commit). One this batch inserted may still roll back.
    if (id === null) this.waitingSecond = second;
  }

  private async settleAndRearm(): Promise<void> {
    await this.settleDue();
    const next = await nextSettlement(this.deps.db);
    if (next !== undefined) await this.scheduleFor(this.deps.db, next);
  }
}
