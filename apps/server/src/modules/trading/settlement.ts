import type { Kysely } from 'kysely';
import type { Clock } from '../../infra/clock.js';
import type { Schema } from '../../infra/db/schema.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import { tradeReference } from './trade.service.js';
import { lockDueTrades, markCompleted } from './trades.repo.js';

const batchSize = 200;

/**
 * Completes settling trades once their settlement time has come (SPEC B5): their held proceeds
 * become available. Due trades are taken with SKIP LOCKED, so several server instances can run
 * this side by side without settling a trade twice.
 */
export class Settlement {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly deps: {
      db: Kysely<Schema>;
      clock: Clock;
      ledger: LedgerService;
      intervalMs?: number;
    },
  ) {}

  /** Settles what is due now, batch by batch; answers how many trades completed. */
  async settleDue(): Promise<number> {
    let settled = 0;
    for (;;) {
      const count = await this.deps.db.transaction().execute(async (trx) => {
        const now = this.deps.clock.now();
        const due = (await lockDueTrades(trx, now, batchSize)).map((trade) => trade.guid);
        await this.deps.ledger.releaseHolds(trx, due.map(tradeReference));
        await markCompleted(trx, due, now);
        return due.length;
      });
      settled += count;
      if (count < batchSize) return settled;
    }
  }

  start(onError: (error: unknown) => void): void {
    const interval = this.deps.intervalMs ?? 1000;
    const loop = () => {
      this.running = this.settleDue()
        .then(() => undefined)
        .catch(onError)
        .finally(() => {
          if (this.timer !== undefined) this.timer = setTimeout(loop, interval).unref();
        });
    };
    this.timer = setTimeout(loop, interval).unref();
  }

  async stop(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
  }
}
