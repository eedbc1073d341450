import type { Kysely } from 'kysely';
import type { Config } from './config.js';
import type { Clock } from './infra/clock.js';
import type { Coordination } from './infra/coordination/coordination.js';
import type { Schema } from './infra/db/schema.js';
import type { JobQueue } from './infra/jobs/job-queue.js';
import type { FieldEncryption } from './infra/security/encryption.js';
import type { TokenService } from './infra/security/tokens.js';
import { createAccountsModule } from './modules/accounts/accounts.module.js';
import { createAlertsModule } from './modules/alerts/alerts.module.js';
import { createAuditModule } from './modules/audit/audit.module.js';
import { createBackofficeModule } from './modules/backoffice/backoffice.module.js';
import { createBankingModule } from './modules/banking/banking.module.js';
import { createChainModule } from './modules/chain/chain.module.js';
import { createComplianceModule } from './modules/compliance/compliance.module.js';
import { createContentModule } from './modules/content/content.module.js';
import { createCryptoModule } from './modules/crypto/crypto.module.js';
import { TRAVEL_RULE_CENTS } from './modules/crypto/quote.service.js';
import { provisionCustomer } from './modules/customers/customer-provisioning.js';
import { createCustomersModule } from './modules/customers/customers.module.js';
import { createDocumentsModule } from './modules/documents/documents.module.js';
import { createFundingModule } from './modules/funding/funding.module.js';
import { createIdentityModule } from './modules/identity/identity.module.js';
import { createKycModule } from './modules/kyc/kyc.module.js';
import { createLedgerModule } from './modules/ledger/ledger.module.js';
import { createLimitOrdersModule } from './modules/limit-orders/limit-orders.module.js';
import { createLimitsModule } from './modules/limits/limits.module.js';
import { createMarketModule } from './modules/market/market.module.js';
import { createNotificationsModule } from './modules/notifications/notifications.module.js';
import { createOperationsModule } from './modules/operations/operations.module.js';
import { createRecordsModule } from './modules/records/records.module.js';
import { createRecurringModule } from './modules/recurring/recurring.module.js';
import { createStaffModule } from './modules/staff/staff.module.js';
import { createStatementsModule } from './modules/statements/statements.module.js';
import { createTaxModule } from './modules/tax/tax.module.js';
import { createTradingModule } from './modules/trading/trading.module.js';
import { createWalletsModule } from './modules/wallets/wallets.module.js';

/** The settings the modules read (the HTTP layer's are in `AppConfig`). */
export type ServicesConfig = Pick<
  Config,
  | 'publicUrl'
  | 'isProduction'
  | 'tokens'
  | 'encryptionKeys'
  | 'altcha'
  | 'mail'
  | 'push'
  | 'jobs'
  | 'passwordHashing'
  | 'market'
  | 'trading'
  | 'kyc'
  | 'limits'
  | 'banking'
  | 'funding'
  | 'crypto'
  | 'failpoint'
  | 'wallets'
  | 'chain'
  | 'staff'
  | 'documents'
  | 'recurring'
>;

/** What infra gives the modules, built first; each module takes what it needs of it. */
export interface Infra {
  db: Kysely<Schema>;
  clock: Clock;
  /**
   * Background work: modules register their queues as they are built; `main.ts` and the test
   * app start it once the app is built and stop it on shutdown.
   */
  jobs: JobQueue;
  tokens: TokenService;
  encryption: FieldEncryption;
  /** Messages between instances, leadership and the rate limits' Redis (ADR 14). */
  coordination: Coordination;
}

/** Every module as built: its services, and how `app.ts` registers its routes. */
export type ServerModules = PeopleModules & ReturnType<typeof moneyModules>;
type PeopleModules = ReturnType<typeof peopleModules>;

/**
 * Each module once, in dependency order (ADR 46); each builds its own services and routes
 * (`modules/<name>/<name>.module.ts`). Adding a module is one line here and one in `app.ts`.
 */
export function buildModules(infra: Infra, config: ServicesConfig): ServerModules {
  const people = peopleModules(infra, config);
  return { ...people, ...moneyModules(infra, config, people) };
}

/** Identity, customers, staff and what they need; the audit log reads staff (see below). */
function peopleModules(infra: Infra, config: ServicesConfig) {
  // The audit log names staff by e-mail and staff write to the audit trail: the log reaches
  // staff through a closure, which runs only while serving, once both are built. It comes first:
  // identity records personal API tokens in it (ADR 70).
  const audit = createAuditModule({
    ...infra,
    staffEmails: (trx, ids) => staff.services.staff.emailsOf(trx, ids),
  });
  const ledger = createLedgerModule(infra);
  const accounts = createAccountsModule({ ...infra, ...ledger.services });
  // The language of a user's push notices is identity's, read only while serving.
  const notifications = createNotificationsModule(
    {
      ...infra,
      languageOf: async (userId) => (await identity.services.identity.requireUser(userId)).language,
    },
    config,
  );
  const { outbox } = notifications.services;
  const identity = createIdentityModule(
    {
      ...infra,
      outbox,
      audit: audit.audit,
      onUserCreated: async (trx, user, now) => {
        await provisionCustomer(accounts.services.accounts, trx, user, now);
      },
    },
    config,
  );
  const market = createMarketModule(infra, config);
  const people = { ...identity.services, ...market.services, outbox };
  // A customer's personal data is kyc's, built after customers, and a bank's read of it is
  // audited: customers reaches both through closures, which run only while serving (ADR 68).
  const customers = createCustomersModule(
    {
      ...infra,
      ...people,
      personalDataOf: (db, guid) => kyc.services.kyc.customerPiiOf(db, guid),
      audit: { record: (db, event) => audit.audit.record(db, event) },
    },
    config,
  );
  const staff = createStaffModule({ ...infra, ...people, audit: audit.audit }, config);
  const documents = createDocumentsModule(
    { ...infra, audit: audit.audit, customers: customers.services.customers },
    config,
  );
  const content = createContentModule({ ...infra, ...people }, config);
  const alerts = createAlertsModule(
    {
      ...infra,
      ...people,
      users: identity.services.identity,
    },
    config,
  );
  const kyc = createKycModule(
    { ...infra, ...people, ...customers.services, ...staff.services, audit: audit.audit },
    config,
  );
  const limits = createLimitsModule(
    { ...infra, ...customers.services, profiles: kyc.services.kyc },
    config,
  );
  return {
    ledger,
    accounts,
    notifications,
    identity,
    market,
    customers,
    audit,
    staff,
    documents,
    content,
    alerts,
    kyc,
    limits,
  };
}

/**
 * Money and the back office. Wallets, compliance and banking need each other: compliance reads
 * deposit addresses from wallets, wallets report deny-list hits to compliance, banking asks
 * wallets for withdrawal locks. Compliance and banking are built first with closures over
 * `wallets`, which run only while serving, once it is built.
 */
function moneyModules(infra: Infra, config: ServicesConfig, people: PeopleModules) {
  const { kyc } = people;
  const built = moneyInfra(infra, people);
  const compliance = createComplianceModule({
    ...built,
    addresses: {
      addressOf: (trx, customer, guid) =>
        wallets.services.wallets.depositAddressText(trx, customer, guid),
    },
    travelRuleCents: TRAVEL_RULE_CENTS,
  });
  const locks = {
    withdrawalLock: (trx: Kysely<Schema>, customer: string) =>
      wallets.services.wallets.withdrawalLock(trx, customer),
  };
  const banking = createBankingModule({ ...built, names: kyc.services.kyc, locks }, config);
  const { compliance: cases } = compliance.services;
  const wallets = createWalletsModule({ ...built, denyListHits: cases.denyListHits }, config);
  const chain = createChainModule(infra, config);
  const bankAccounts = banking.services.banking;
  const funding = createFundingModule({ ...built, ...wallets.services, bankAccounts }, config);
  // Crypto transfers are funding's rows and attach to its transfer and quote posts.
  const crypto = createCryptoModule(
    {
      ...built,
      ...wallets.services,
      bankAccounts,
      chain: chain.crypto,
      receipts: cases.largeTransactions,
      sends: cases.structuring,
      transfers: funding.transferStore,
      confirmations: funding.transferConfirmations,
      funding: funding.services.funding,
    },
    config,
  );
  const { quotePosts } = funding.services.funding;
  const trading = createTradingModule({ ...built, fundingQuotes: quotePosts }, config);
  const limitOrders = createLimitOrdersModule({
    ...built,
    ...trading.services,
    pricesOf: trading.services.customerPricesOf,
    publicUrl: config.publicUrl,
  });
  const recurring = createRecurringModule(
    {
      ...built,
      ...trading.services,
      banking: banking.services.banking.accounts,
      fundingQuotes: funding.services.funding.quotes,
      transfers: funding.services.funding.transfers,
      publicUrl: config.publicUrl,
    },
    config,
  );
  const operations = createOperationsModule(built);
  const backoffice = createBackofficeModule(
    {
      ...built,
      ...compliance.services,
      ...banking.services,
      ...wallets.services,
      ...funding.services,
      ...trading.services,
      ...operations.services,
    },
    config,
  );
  return {
    compliance,
    banking,
    wallets,
    chain,
    funding,
    crypto,
    trading,
    limitOrders,
    recurring,
    operations,
    backoffice,
    ...recordsModules(built, config, { funding, trading, wallets }),
  };
}

/** The customer's records, tax and statements: read models over the money modules' rows. */
function recordsModules(
  built: ReturnType<typeof moneyInfra>,
  config: Pick<ServicesConfig, 'publicUrl'>,
  money: {
    funding: ReturnType<typeof createFundingModule>;
    trading: ReturnType<typeof createTradingModule>;
    wallets: ReturnType<typeof createWalletsModule>;
  },
) {
  const { funding, trading, wallets } = money;
  // The customer's records read each context's rows behind a ledger entry through its port.
  const records = createRecordsModule({
    ...built,
    tradeRecords: trading.services.tradeRecords,
    transferRecords: funding.services.transferRecords,
    walletAddresses: wallets.services.walletAddresses,
  });
  // The tax year reads records' export, and whose wallet each withdrawal reached from funding.
  const tax = createTaxModule({
    ...built,
    ledgerRows: records.services.ledgerExport,
    travelRuleParties: funding.services.travelRuleParties,
    cryptoDeposits: funding.services.cryptoDeposits,
  });
  // Statements read the ledger, the customer's export and the tax engine's pools at a period's end.
  const statements = createStatementsModule({
    ...built,
    ledgerRows: records.services.ledgerExport,
    pools: tax.services.taxYears,
    taxReports: tax.services.taxReports,
    publicUrl: config.publicUrl,
  });
  return { records, tax, statements };
}

/** What the money modules are built with: infra, the people modules' services, audit, kyc's index. */
function moneyInfra(infra: Infra, people: PeopleModules) {
  const { kyc, audit } = people;
  return {
    ...infra,
    ...peopleServices(people),
    audit: audit.audit,
    blindIndex: kyc.blindIndex,
  };
}

/** The services each module offers the routes, the jobs and the tests, side by side. */
function peopleServices(m: PeopleModules) {
  return {
    ...m.ledger.services,
    ...m.accounts.services,
    ...m.notifications.services,
    ...m.identity.services,
    ...m.market.services,
    ...m.customers.services,
    ...m.audit.services,
    ...m.staff.services,
    ...m.documents.services,
    ...m.content.services,
    ...m.alerts.services,
    ...m.kyc.services,
    ...m.limits.services,
  };
}

export function servicesOf(m: ServerModules) {
  const { compliance, banking, wallets, funding, crypto, trading, operations, backoffice } = m;
  return {
    ...peopleServices(m),
    ...compliance.services,
    ...banking.services,
    ...wallets.services,
    ...funding.services,
    ...crypto.services,
    ...trading.services,
    ...m.limitOrders.services,
    ...m.recurring.services,
    ...operations.services,
    ...backoffice.services,
    ...m.records.services,
    ...m.tax.services,
    ...m.statements.services,
  };
}
