import type { CryptoAssetCode } from '@maple/money';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Clock } from '../../infra/clock.js';
import type { Coordination } from '../../infra/coordination/coordination.js';
import type { Schema } from '../../infra/db/schema.js';
import type { RouteKit } from '../../infra/http/route-kit.js';
import type { JobQueue } from '../../infra/jobs/job-queue.js';
import type { AccountsService } from '../accounts/accounts.service.js';
import type { CustomerService } from '../customers/customer.service.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import type { MarketDataProvider } from '../market/market-data.js';
import type { Outbox } from '../notifications/outbox.js';
import type { CustomerPrices } from '../trading/pricing.js';
import type { QuoteService } from '../trading/quote.service.js';
import type { TradeService } from '../trading/trade.service.js';
import { registerLimitOrderExecution } from './limit-order-execution.js';
import { LimitOrderTrigger } from './limit-order-trigger.js';
import { registerLimitOrderRoutes } from './limit-orders.routes.js';
import { LimitOrders } from './limit-orders.service.js';

export interface LimitOrdersModuleDeps {
  db: Kysely<Schema>;
  clock: Clock;
  jobs: JobQueue;
  coordination: Coordination;
  market: Pick<MarketDataProvider, 'onTick'>;
  customers: CustomerService;
  accounts: Pick<AccountsService, 'ledgerAccountsOf'>;
  ledger: Pick<LedgerService, 'placeHolds' | 'releaseHolds'>;
  quotes: Pick<QuoteService, 'createAll'>;
  trades: Pick<TradeService, 'executeAll'>;
  pricesOf: (asset: CryptoAssetCode, mid: bigint) => CustomerPrices;
  outbox: Pick<Outbox, 'queueAll'>;
  publicUrl: string;
}

/**
 * Price-triggered orders (ADR 82): the customer's orders (`/customers/limit-orders`), the
 * instance that starts the reachable ones on the market's ticks, the `execute-limit-order` job
 * that fills each at most once, and the expiry sweep that releases what expired orders held.
 */
export function createLimitOrdersModule(deps: LimitOrdersModuleDeps) {
  const orders = new LimitOrders({ ...deps, gate: deps.customers });
  const executions = registerLimitOrderExecution(deps);
  const trigger = new LimitOrderTrigger({
    ...deps,
    leadership: deps.coordination.leadership('limit-orders'),
    executions,
  });
  deps.jobs.register({
    name: 'expire-limit-orders',
    policy: 'standard',
    data: z.object({}),
    retryLimit: 3,
    retryDelaySeconds: 30,
    expireInSeconds: 60,
    batchSize: 1,
    schedule: { cron: '* * * * *', data: {} },
    handle: async () => {
      await orders.expireDue();
    },
  });
  return {
    services: {
      limitOrders: orders,
      /** Started by `main.ts` (and by the tests that need it) once the market is; stopped before. */
      limitOrderTrigger: trigger,
    },
    registerRoutes(app: FastifyInstance, kit: RouteKit) {
      registerLimitOrderRoutes(app, kit, { ...deps, orders });
    },
  };
}
