import type { FastifyInstance } from 'fastify';
import type { RouteKit } from '../../infra/http/route-kit.js';
import type { JobQueue } from '../../infra/jobs/job-queue.js';
import { registerBankAccountReviewRoutes } from './bank-account-review.routes.js';
import { registerBankAccountRoutes } from './bank-accounts.routes.js';
import type { BankingConfig } from './banking.config.js';
import { BankingService } from './banking.service.js';
import type { BankingContext } from './banking-context.js';
import { registerExternalBankAccountRoutes } from './external-bank-accounts.routes.js';
import { SandboxAggregator } from './sandbox-aggregator.js';
import { registerWorkflowRoutes } from './workflows.routes.js';

/**
 * Linked bank accounts: workflows, external bank accounts, micro-deposits and their queues, the
 * sandbox aggregator, the staff's review (ADR 19, ADR 46).
 */
export function createBankingModule(
  deps: Omit<
    BankingContext,
    'aggregator' | 'withdrawalHoldSeconds' | 'approvalSeconds' | 'publicUrl'
  > & { jobs: JobQueue },
  config: {
    banking: BankingConfig;
    publicUrl: string;
    /** Funding's approval window, which new bank accounts wait too (ADR 62). */
    funding: { approvalWindowSeconds: number };
  },
) {
  const { db, clock, customers } = deps;
  const sandboxAggregator = new SandboxAggregator();
  const banking = new BankingService(
    {
      db,
      clock,
      encryption: deps.encryption,
      blindIndex: deps.blindIndex,
      customers,
      names: deps.names,
      aggregator: sandboxAggregator,
      audit: deps.audit,
      locks: deps.locks,
      withdrawalHoldSeconds: config.banking.withdrawalHoldSeconds,
      otp: deps.otp,
      outbox: deps.outbox,
      approvalSeconds: config.funding.approvalWindowSeconds,
      publicUrl: config.publicUrl,
    },
    deps.jobs,
    config.banking.sandboxScreen ? sandboxAggregator : undefined,
  );
  return {
    services: {
      /** Linked bank accounts: workflows, external bank accounts, micro-deposits (ADR 19). */
      banking,
    },
    registerRoutes(app: FastifyInstance, { auth, rateLimits }: RouteKit) {
      const { perMinute } = rateLimits;
      registerBankAccountRoutes(app, { banking, customers, auth, perMinute });
      registerBankAccountReviewRoutes(app, { review: banking.review, auth, perMinute });
    },
    registerPlatformRoutes(api: FastifyInstance, { auth }: RouteKit) {
      registerWorkflowRoutes(api, { auth, db, clock, banking });
      registerExternalBankAccountRoutes(api, { auth, db, clock, banking });
    },
  };
}
