import type { FastifyInstance } from 'fastify';
import type { RouteKit } from '../../infra/http/route-kit.js';
import type { JobQueue } from '../../infra/jobs/job-queue.js';
import type { FundingConfig } from '../funding/funding.config.js';
import type { FundingService } from '../funding/funding.js';
import { cadCentsAt } from '../market/cad-value.js';
import type { MarketDataProvider } from '../market/market-data.js';
import type { CryptoConfig } from './crypto.config.js';
import { CryptoService } from './crypto.js';
import type { CryptoContext } from './crypto-context.js';
import { registerCryptoDepositRoutes } from './deposits.routes.js';
import type { CryptoDeps } from './ports.js';
import { registerCryptoReviewRoutes } from './reviews.routes.js';

/**
 * Crypto transfers on the chain: deposits, withdrawals and their staff reviews, quotes, with
 * the chain's queue (ADR 23, ADR 46, ADR 48). Built after funding, whose transfers and quotes
 * they are: it attaches itself to funding's `/api/transfers` and `/api/quotes` here.
 */
export function createCryptoModule(
  deps: Omit<CryptoContext, 'config' | 'prices' | 'publicUrl'> & {
    jobs: JobQueue;
    market: MarketDataProvider;
    /** The chain (modules/chain's). */
    chain: CryptoDeps;
    /** Funding's transfer and quote posts, which hand crypto requests to this module. */
    funding: Pick<FundingService, 'transfers' | 'quotePosts'>;
  },
  config: {
    crypto: CryptoConfig;
    funding: Pick<
      FundingConfig,
      | 'quoteTtlSeconds'
      | 'securityChangeHoldSeconds'
      | 'recoveryHoldSeconds'
      | 'approvalWindowSeconds'
    >;
    publicUrl: string;
  },
) {
  const { customers, market } = deps;
  const crypto = new CryptoService(
    {
      db: deps.db,
      clock: deps.clock,
      config: {
        ...config.crypto,
        quoteTtlSeconds: config.funding.quoteTtlSeconds,
        securityChangeHoldSeconds: config.funding.securityChangeHoldSeconds,
        recoveryHoldSeconds: config.funding.recoveryHoldSeconds,
        approvalWindowSeconds: config.funding.approvalWindowSeconds,
      },
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
      transfers: deps.transfers,
      prices: { cadCentsOf: (asset, amount) => cadCentsAt(market, asset, amount) },
      wallets: deps.wallets,
      receipts: deps.receipts,
      sends: deps.sends,
      confirmations: deps.confirmations,
      publicUrl: config.publicUrl,
    },
    deps.chain,
    deps.jobs,
  );
  deps.funding.transfers.attachCrypto(crypto.kind);
  deps.funding.quotePosts.attachCrypto(crypto.quotePosts);
  return {
    services: {
      /** Crypto transfers on the chain: its steps, deposits and staff reviews (ADR 23, ADR 48). */
      crypto,
    },
    registerRoutes(app: FastifyInstance, { auth, rateLimits }: RouteKit) {
      const { perMinute } = rateLimits;
      // The chain's unclaimed payments: the asset and hash only, never the address (personal data).
      crypto.deposits.unmatchedObserver = ({ asset, txnHash }) =>
        app.log.warn(
          { asset, txn_hash: txnHash },
          'an incoming chain transaction pays no deposit address',
        );
      registerCryptoDepositRoutes(app, { auth, customers, crypto, perMinute });
      registerCryptoReviewRoutes(app, { auth, crypto, perMinute });
    },
  };
}
