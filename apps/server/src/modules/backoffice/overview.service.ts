import type { Clock } from '../../infra/clock.js';
import { countOf } from '../../infra/db/count.js';
import type { SalesService } from './sales.service.js';

/** How many items each work queue holds, as its screen lists them. */
export interface QueueCounts {
  verifications: number;
  complianceCases: number;
  cryptoWithdrawals: number;
  suspense: number;
  reconciliation: number;
  transfers: number;
  deadJobs: number;
  adjustments: number;
}

/** The UTC day so far, in CAD cents where it is money. */
export interface DayFigures {
  trades: number;
  volume: bigint;
  revenue: bigint;
  newCustomers: number;
  returnedDeposits: number;
}

export interface Overview {
  /** The UTC day the figures cover (`YYYY-MM-DD`). */
  day: string;
  queues: QueueCounts;
  today: DayFigures;
}

/**
 * What the overview reads of the other contexts, each through its own service (`services.ts`
 * wires them): counts only, never a row, so reading the overview names no customer.
 */
export interface OverviewSources {
  clock: Clock;
  sales: SalesService;
  verificationsWaiting(): Promise<number>;
  casesOpen(): Promise<number>;
  funding(since: Date): Promise<{
    cryptoWithdrawals: number;
    suspense: number;
    reconciliation: number;
    attention: number;
    returnsSince: number;
  }>;
  deadJobs(): Promise<number>;
  adjustmentsProposed(): Promise<number>;
  customersSince(since: Date): Promise<number>;
}

/**
 * The back office's home: each queue's count and the day's figures (ADR 43). Not audited: it
 * holds counts and sums, no personal data.
 */
export class OverviewService {
  constructor(private readonly sources: OverviewSources) {}

  async overview(): Promise<Overview> {
    const { sources } = this;
    const day = sources.clock.now().toISOString().slice(0, 10);
    const since = new Date(`${day}T00:00:00.000Z`);
    const [verifications, complianceCases, funding, deadJobs, adjustments, newCustomers, sales] =
      await Promise.all([
        sources.verificationsWaiting(),
        sources.casesOpen(),
        sources.funding(since),
        sources.deadJobs(),
        sources.adjustmentsProposed(),
        sources.customersSince(since),
        sources.sales.report('day', { from: day, to: day }),
      ]);
    const sum = (pick: (row: (typeof sales.rows)[number]) => bigint) =>
      sales.rows.reduce((total, row) => total + pick(row), 0n);
    return {
      day,
      queues: {
        verifications,
        complianceCases,
        cryptoWithdrawals: funding.cryptoWithdrawals,
        suspense: funding.suspense,
        reconciliation: funding.reconciliation,
        transfers: funding.attention,
        deadJobs,
        adjustments,
      },
      today: {
        trades: countOf(sum((row) => row.trades)),
        volume: sum((row) => row.volume),
        revenue: sum((row) => row.spread + row.fee),
        newCustomers,
        returnedDeposits: funding.returnsSince,
      },
    };
  }
}
