import {
  adminOverviewPath,
  adminOverviewQuerySchema,
  adminOverviewSchema,
  dataOf,
} from '@maple/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Authenticator } from '../../infra/http/auth.js';
import { MINUTE, perIp } from '../../infra/http/rate-limits.js';
import type { Overview, OverviewService } from './overview.service.js';

export interface OverviewRouteDeps {
  auth: Authenticator;
  overview: OverviewService;
  perMinute: number;
}

const overviewModel = ({ day, queues, today }: Overview) => ({
  day,
  queues: {
    verifications: queues.verifications,
    compliance_cases: queues.complianceCases,
    crypto_withdrawals: queues.cryptoWithdrawals,
    suspense: queues.suspense,
    reconciliation: queues.reconciliation,
    transfers: queues.transfers,
    dead_jobs: queues.deadJobs,
    adjustments: queues.adjustments,
  },
  today: {
    trades: today.trades,
    volume_cents: today.volume.toString(),
    revenue_cents: today.revenue.toString(),
    new_customers: today.newCustomers,
    returned_deposits: today.returnedDeposits,
  },
});

/** The back office's home (packages/contracts admin-overview.ts): every staff role reads it. */
export function registerOverviewRoutes(app: FastifyInstance, deps: OverviewRouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    adminOverviewPath,
    {
      config: perIp(deps.perMinute, MINUTE),
      onRequest: deps.auth.require('admin', { permission: 'read' }),
      schema: {
        querystring: adminOverviewQuerySchema,
        response: { 200: dataOf(adminOverviewSchema) },
      },
    },
    async () => ({ data: overviewModel(await deps.overview.overview()) }),
  );
}
