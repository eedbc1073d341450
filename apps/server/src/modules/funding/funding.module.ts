import type { FastifyInstance } from 'fastify';
import { Failpoints } from '../../infra/failpoints.js';
import type { RouteKit } from '../../infra/http/route-kit.js';
import type { JobQueue } from '../../infra/jobs/job-queue.js';
import { cadCentsAt } from '../market/cad-value.js';
import type { MarketDataProvider } from '../market/market-data.js';
import type { CryptoDeps } from './crypto-ports.js';
import { registerCryptoTransferRoutes } from './crypto-transfer.routes.js';
import type { FundingConfig } from './funding.config.js';
import { FundingService } from './funding.js';
import { registerFundingRoutes } from './funding.routes.js';
import { registerFundingAdminRoutes } from './funding-admin.routes.js';
import type { FundingContext } from './funding-context.js';
import { registerFundingCustomerRoutes } from './funding-customer.routes.js';

/**
 * CAD deposits and withdrawals, their sandbox rails, crypto transfers on the chain, suspense and
 * reconciliation, with their queues (ADR 20, ADR 46).
 */
export function createFundingModule(
  deps: Omit<FundingContext, 'config' | 'prices' | 'publicUrl' | 'failpoints'> & {
    jobs: JobQueue;
    market: MarketDataProvider;
    /** The chain (modules/chain's). */
    crypto: CryptoDeps;
  },
  config: {
    funding: FundingConfig;
    publicUrl: string;
    failpoint?: string | undefined;
    /** How long a new bank account and a new wallet wait for withdrawals, told the customer. */
    banking: { withdrawalHoldSeconds: number };
    wallets: { cooldownSeconds: number };
  },
) {
  const { db, clock, customers, market } = deps;
  const funding = new FundingService(
    {
      db,
      clock,
      config: config.funding,
      ledger: deps.ledger,
      accounts: deps.accounts,
      customers,
      identity: deps.identity,
      limits: deps.limits,
      otp: deps.otp,
      outbox: deps.outbox,
      encryption: deps.encryption,
      audit: deps.audit,
      bankAccounts: deps.bankAccounts,
      prices: { cadCentsOf: (asset, amount) => cadCentsAt(market, asset, amount) },
      wallets: deps.wallets,
      receipts: deps.receipts,
      sends: deps.sends,
      publicUrl: config.publicUrl,
      failpoints: new Failpoints(config.failpoint),
    },
    deps.jobs,
    deps.crypto,
  );
  const holds = {
    newBankAccountHoldSeconds: config.banking.withdrawalHoldSeconds,
    newWalletCooldownSeconds: config.wallets.cooldownSeconds,
  };
  return {
    services: {
      /** CAD deposits and withdrawals, their sandbox rails, suspense and reconciliation (ADR 20). */
      funding,
    },
    registerRoutes(app: FastifyInstance, { auth, rateLimits }: RouteKit) {
      const { perMinute } = rateLimits;
      // The chain's unclaimed payments: the asset and hash only, never the address (personal data).
      funding.cryptoDeposits.unmatchedObserver = ({ asset, txnHash }) =>
        app.log.warn(
          { asset, txn_hash: txnHash },
          'an incoming chain transaction pays no deposit address',
        );
      registerFundingCustomerRoutes(app, { auth, customers, funding, perMinute, ...holds });
      registerCryptoTransferRoutes(app, { auth, customers, funding, perMinute });
      registerFundingAdminRoutes(app, { auth, funding, perMinute });
    },
    registerPlatformRoutes(api: FastifyInstance, { auth }: RouteKit) {
      registerFundingRoutes(api, { auth, db, clock, funding });
    },
  };
}
