import type { FastifyInstance } from 'fastify';
import { Failpoints } from '../../infra/failpoints.js';
import type { RouteKit } from '../../infra/http/route-kit.js';
import type { JobQueue } from '../../infra/jobs/job-queue.js';
import type { Documents } from '../documents/documents.service.js';
import { completedCryptoDeposits } from './crypto-deposits.repo.js';
import type { FundingConfig } from './funding.config.js';
import { FundingService } from './funding.js';
import { registerFundingRoutes } from './funding.routes.js';
import { registerFundingAdminRoutes } from './funding-admin.routes.js';
import type { FundingContext } from './funding-context.js';
import { registerFundingCustomerRoutes } from './funding-customer.routes.js';
import { transferConfirmationMaker } from './transfer-confirmation-document.js';
import { type RecordedAddresses, TransferConfirmations } from './transfer-confirmations.js';
import { transferRecords } from './transfer-records.repo.js';
import { transferStore } from './transfer-store.js';
import { withdrawalOwners } from './withdrawal-owners.js';

/**
 * CAD deposits and withdrawals, their sandbox rails, suspense and reconciliation, with their
 * queues (ADR 20, ADR 46); the transfers table crypto transfers share (modules/crypto, ADR 48).
 */
export function createFundingModule(
  deps: Omit<FundingContext, 'config' | 'publicUrl' | 'failpoints' | 'confirmations'> & {
    jobs: JobQueue;
    /** Where each completed transfer's confirmation is made and kept (ADR 75). */
    documents: Pick<Documents, 'register'>;
    /** Crypto transfers' addresses, for their confirmations (modules/wallets'). */
    walletAddresses: RecordedAddresses;
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
  const { db, clock, customers } = deps;
  // Registered once here; crypto's chain steps confirm their transfers through it too.
  const confirmations = new TransferConfirmations({
    customers,
    bankAccounts: deps.bankAccounts,
    addresses: deps.walletAddresses,
    documents: deps.documents.register(transferConfirmationMaker),
  });
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
      wallets: deps.wallets,
      confirmations,
      publicUrl: config.publicUrl,
      failpoints: new Failpoints(config.failpoint),
    },
    deps.jobs,
  );
  const holds = {
    newBankAccountHoldSeconds: config.banking.withdrawalHoldSeconds,
    newWalletCooldownSeconds: config.wallets.cooldownSeconds,
  };
  return {
    services: {
      /** CAD deposits and withdrawals, their sandbox rails, suspense and reconciliation (ADR 20). */
      funding,
      /** A customer's transfers by guid, for their records (modules/records, ADR 71). */
      transferRecords: { byGuid: transferRecords },
      /**
       * Whose wallet a customer's withdrawals went to, for their tax year (modules/tax, ADR 74):
       * the travel-rule answer, else what they said of the wallet.
       */
      travelRuleParties: withdrawalOwners(deps.wallets),
      /** Which transfers in may have their cost stated: completed crypto deposits (ADR 76). */
      cryptoDeposits: { completedAmong: completedCryptoDeposits },
    },
    /** Crypto transfers' rows of funding's tables, for modules/crypto (ADR 48). */
    transferStore,
    /** Where crypto's chain steps ask for their completed transfers' confirmations (ADR 75). */
    transferConfirmations: confirmations,
    registerRoutes(app: FastifyInstance, { auth, rateLimits }: RouteKit) {
      const { perMinute } = rateLimits;
      registerFundingCustomerRoutes(app, { auth, customers, funding, perMinute, ...holds });
      registerFundingAdminRoutes(app, { auth, funding, perMinute });
    },
    registerPlatformRoutes(api: FastifyInstance, { auth }: RouteKit) {
      registerFundingRoutes(api, { auth, db, clock, funding });
    },
  };
}
