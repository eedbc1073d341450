import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Clock } from '../../infra/clock.js';
import type { Schema } from '../../infra/db/schema.js';
import type { RouteKit } from '../../infra/http/route-kit.js';
import type { JobQueue } from '../../infra/jobs/job-queue.js';
import type { BankAccountsService } from '../banking/bank-accounts.service.js';
import type { CustomerService } from '../customers/customer.service.js';
import type { FundingConfig } from '../funding/funding.config.js';
import type { FundingQuoteService } from '../funding/funding-quote.service.js';
import type { TransferService } from '../funding/transfer.service.js';
import type { Outbox } from '../notifications/outbox.js';
import type { QuoteService } from '../trading/quote.service.js';
import type { TradeService } from '../trading/trade.service.js';
import { PadAgreements } from './pad-agreements.js';
import type { RecurringConfig } from './recurring.config.js';
import { startDueDeposits, startDueRuns } from './recurring.repo.js';
import { registerRecurringRoutes } from './recurring.routes.js';
import { RecurringOrders } from './recurring-orders.service.js';
import { executeRun, registerRunExecution } from './recurring-run-execution.js';
import { registerRunDeposits } from './run-deposits.js';

export interface RecurringModuleDeps {
  db: Kysely<Schema>;
  clock: Clock;
  jobs: JobQueue;
  customers: CustomerService;
  quotes: Pick<QuoteService, 'createAll'>;
  trades: Pick<TradeService, 'executeAll'>;
  banking: Pick<BankAccountsService, 'usableAccount'>;
  fundingQuotes: Pick<FundingQuoteService, 'create'>;
  transfers: Pick<TransferService, 'create' | 'get'>;
  outbox: Pick<Outbox, 'queueAll'>;
  publicUrl: string;
  /** A whole number from 0 to `count` − 1: a run's minute (a seeded one in tests). */
  pickMinute?: (count: number) => number;
}

/** A run still executing after this was lost by its job: it is started again. */
const STALLED_MS = 5 * 60_000;

/**
 * Recurring buys and sales (ADR 83): the customer's orders (`/customers/recurring-orders`),
 * the PAD agreements of those funded by bank, the minute's sweep that starts the runs and the
 * deposits due, the `fund-recurring-run` job that starts a run's EFT deposit, and the
 * `execute-recurring-run` job that ends each run once, executed or skipped, and plans the next.
 */
export function createRecurringModule(
  deps: RecurringModuleDeps,
  config: { recurring: RecurringConfig; funding: FundingConfig },
) {
  const { eftStepSeconds, eftDepositHoldSeconds } = config.funding;
  const planner = {
    clock: deps.clock,
    recurring: config.recurring,
    // The rail's three steps and the hold, and a batch window to spare.
    depositSettleSeconds: 4 * eftStepSeconds + eftDepositHoldSeconds,
    pickMinute: deps.pickMinute ?? ((count: number) => randomInt(count)),
  };
  const pad = new PadAgreements(deps);
  const orders = new RecurringOrders({ ...deps, ...planner, gate: deps.customers, pad });
  const runDeps = { ...deps, ...planner };
  const executions = registerRunExecution(runDeps);
  const deposits = registerRunDeposits(deps);
  /**
   * Starts every run and every deposit due now and queues their jobs, in one transaction;
   * answers the runs it started.
   */
  const startDue = () =>
    deps.db.transaction().execute(async (trx) => {
      const now = deps.clock.now();
      const stalledBefore = new Date(now.getTime() - STALLED_MS);
      const funded = await startDueDeposits(trx, now, stalledBefore);
      await deposits.sendAll(
        trx,
        funded.map((guid) => ({ guid })),
      );
      const guids = await startDueRuns(trx, now, stalledBefore);
      await executions.sendAll(
        trx,
        guids.map((guid) => ({ guid })),
      );
      return guids;
    });
  deps.jobs.register({
    name: 'start-recurring-runs',
    policy: 'standard',
    data: z.object({}),
    retryLimit: 3,
    retryDelaySeconds: 10,
    expireInSeconds: 60,
    batchSize: 1,
    schedule: { cron: '* * * * *', data: {} },
    handle: async () => {
      await startDue();
    },
  });
  return {
    services: {
      recurringOrders: orders,
      recurringRuns: {
        startDue,
        /** What the `execute-recurring-run` job does with a run (the time-travel test's hand). */
        execute: (guid: string) =>
          deps.db.transaction().execute((trx) => executeRun(runDeps, trx, guid)),
      },
    },
    registerRoutes(app: FastifyInstance, kit: RouteKit) {
      registerRecurringRoutes(app, kit, { ...deps, orders, pad });
    },
  };
}
