import { z } from 'zod';
import { newGuid } from '../../infra/ids.js';
import type { JobQueue } from '../../infra/jobs/job-queue.js';
import type { Rail } from './funding.tables.js';
import { type DayComparison, listCases, openCase, reportedOn } from './funding-books.repo.js';
import type { FundingContext } from './funding-context.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC day before `now`, as `YYYY-MM-DD`. */
export const dayBefore = (now: Date): string =>
  new Date(now.getTime() - DAY_MS).toISOString().slice(0, 10);

/**
 * Daily reconciliation (ADR 20): each rail's settlement report for a day against what its
 * clearing account booked that day. Every difference opens a case (one per rail and day) that
 * the back office lists; nothing is corrected automatically. A cron job runs it each night for
 * the day before.
 */
export class Reconciliation {
  constructor(
    private readonly ctx: Pick<FundingContext, 'db' | 'clock' | 'ledger'>,
    jobs: JobQueue,
  ) {
    jobs.register({
      name: 'funding-reconciliation',
      policy: 'standard',
      data: z.strictObject({}),
      retryLimit: 5,
      retryDelaySeconds: 60,
      expireInSeconds: 300,
      batchSize: 1,
      schedule: { cron: '30 0 * * *', data: {} },
      handle: async () => {
        await this.reconcile(dayBefore(this.ctx.clock.now()));
      },
    });
  }

  /** Compares the day; answers the differences found (each has its case, new or already open). */
  async reconcile(day: string): Promise<DayComparison[]> {
    const { db, clock } = this.ctx;
    const differences = (await this.compareDay(day)).filter(
      (comparison) => comparison.reported !== comparison.booked,
    );
    for (const difference of differences) {
      await openCase(db, { ...difference, guid: newGuid(), now: clock.now() });
    }
    return differences;
  }

  /**
   * Each rail's report for the day beside what its clearing account booked that day (money into
   * the platform is a debit of the clearing account, so booked = minus its movement).
   */
  private async compareDay(day: string): Promise<DayComparison[]> {
    const { db, ledger } = this.ctx;
    const reported = await reportedOn(db, day);
    const rails: readonly Rail[] = ['eft', 'etransfer'];
    return Promise.all(
      rails.map(async (rail) => ({
        rail,
        day,
        reported: reported.get(rail) ?? 0n,
        booked: -(await ledger.dayMovement(db, `clearing:CAD:${rail}`, day)),
      })),
    );
  }

  cases(page: { offset: number; limit: number }) {
    return listCases(this.ctx.db, page);
  }
}
