import type { FastifyInstance } from 'fastify';
import type { RouteKit } from '../../infra/http/route-kit.js';
import type { JobQueue } from '../../infra/jobs/job-queue.js';
import { AddressDeriver } from './address-derivation.js';
import { loadDenyList } from './deny-list.js';
import { recordedAddresses } from './wallet-addresses.repo.js';
import { registerWalletCustomerRoutes } from './wallet-check.routes.js';
import type { WalletsConfig } from './wallets.config.js';
import { registerDepositAddressRoutes, registerExternalWalletRoutes } from './wallets.routes.js';
import { WalletsService } from './wallets.service.js';
import type { WalletsContext } from './wallets-context.js';

/** Deposit addresses, external wallets and check-wallet (ADR 21, ADR 46). */
export function createWalletsModule(
  deps: Omit<
    WalletsContext,
    'deriver' | 'denyList' | 'cooldownSeconds' | 'approvalSeconds' | 'publicUrl'
  > & { jobs: JobQueue },
  config: {
    wallets: WalletsConfig;
    publicUrl: string;
    /** Funding's approval window, which wallets added through `/api` follow too (ADR 58). */
    funding: { approvalWindowSeconds: number };
  },
) {
  const { db, clock, customers } = deps;
  const { wallets: settings } = config;
  const wallets = new WalletsService(
    {
      db,
      clock,
      tokens: deps.tokens,
      accounts: deps.accounts,
      customers,
      otp: deps.otp,
      identity: deps.identity,
      outbox: deps.outbox,
      audit: deps.audit,
      deriver: new AddressDeriver(settings.extendedKeys, settings.network),
      denyList: loadDenyList(settings.denyListPath),
      denyListHits: deps.denyListHits,
      cooldownSeconds: settings.cooldownSeconds,
      approvalSeconds: config.funding.approvalWindowSeconds,
      publicUrl: config.publicUrl,
    },
    deps.jobs,
  );
  return {
    services: {
      /** Deposit addresses, external wallets and check-wallet (ADR 21). */
      wallets,
      /** A customer's addresses and wallets by guid, for their records (modules/records, ADR 71). */
      walletAddresses: { byGuid: recordedAddresses },
    },
    registerRoutes(app: FastifyInstance, { auth, rateLimits }: RouteKit) {
      const perMinute = rateLimits.perMinute;
      registerWalletCustomerRoutes(app, { auth, customers, wallets, perMinute });
    },
    registerPlatformRoutes(api: FastifyInstance, { auth }: RouteKit) {
      registerDepositAddressRoutes(api, { auth, db, clock, wallets });
      registerExternalWalletRoutes(api, { auth, db, clock, wallets });
    },
  };
}
