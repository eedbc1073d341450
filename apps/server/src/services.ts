import { customerSearchCountLimit } from '@maple/contracts';
import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { Config } from './config.js';
import { type Clock, systemClock } from './infra/clock.js';
import type { Coordination } from './infra/coordination/coordination.js';
import type { Schema } from './infra/db/schema.js';
import { Failpoints } from './infra/failpoints.js';
import { Authenticator } from './infra/http/auth.js';
import { JobQueue } from './infra/jobs/job-queue.js';
import { BlindIndex } from './infra/security/blind-index.js';
import { FieldEncryption } from './infra/security/encryption.js';
import { TokenService } from './infra/security/tokens.js';
import { AccountsService } from './modules/accounts/accounts.service.js';
import { AuditService } from './modules/audit/audit.service.js';
import { AuditLogService } from './modules/audit/audit-log.service.js';
import { AdjustmentsService } from './modules/backoffice/adjustments.service.js';
import { AdminTradesService } from './modules/backoffice/admin-trades.service.js';
import { BooksService } from './modules/backoffice/books.service.js';
import { StaffViews } from './modules/backoffice/books-staff-views.js';
import { CustomerBackOffice } from './modules/backoffice/customer-back-office.js';
import { CustomerSearchService } from './modules/backoffice/customer-search.service.js';
import { OverviewService } from './modules/backoffice/overview.service.js';
import { SalesService } from './modules/backoffice/sales.service.js';
import { BankingService } from './modules/banking/banking.service.js';
import { SandboxAggregator } from './modules/banking/sandbox-aggregator.js';
import { SandboxChain } from './modules/chain/sandbox-chain.js';
import { ComplianceService } from './modules/compliance/compliance.service.js';
import { ContactService } from './modules/content/contact.service.js';
import { CustomerService } from './modules/customers/customer.service.js';
import { provisionCustomer } from './modules/customers/customer-provisioning.js';
import { EmailOtpService } from './modules/customers/email-otp.service.js';
import { PreferencesService } from './modules/customers/preferences.service.js';
import type { CryptoDeps } from './modules/funding/crypto-ports.js';
import { TRAVEL_RULE_CENTS } from './modules/funding/crypto-quote.service.js';
import { FundingService } from './modules/funding/funding.js';
import { BotCheck } from './modules/identity/bot-check.js';
import { IdentityService } from './modules/identity/identity.service.js';
import { PasswordHasher } from './modules/identity/passwords.js';
import { SecondFactorService } from './modules/identity/second-factor.service.js';
import { SessionService } from './modules/identity/session.service.js';
import { KycService } from './modules/kyc/kyc.service.js';
import { loadSanctionsList } from './modules/kyc/sanctions-list.js';
import { LedgerService } from './modules/ledger/ledger.service.js';
import { LimitsService } from './modules/limits/limits.service.js';
import { cadCentsAt } from './modules/market/cad-value.js';
import { createMarketData } from './modules/market/create-market-data.js';
import type { SharedMarket } from './modules/market/shared-market.js';
import { MailDelivery } from './modules/notifications/mail-delivery.js';
import { Outbox } from './modules/notifications/outbox.js';
import { OperationsService } from './modules/operations/operations.service.js';
import { StaffService } from './modules/staff/staff.service.js';
import { TradeSearch } from './modules/trading/admin-trades.js';
import { QuoteService } from './modules/trading/quote.service.js';
import { SalesReport } from './modules/trading/sales-report.js';
import { Settlement } from './modules/trading/settlement.js';
import { TradeService } from './modules/trading/trade.service.js';
import { pricingRulesOf } from './modules/trading/trading-rules.js';
import { AddressDeriver } from './modules/wallets/address-derivation.js';
import { loadDenyList } from './modules/wallets/deny-list.js';
import { WalletsService } from './modules/wallets/wallets.service.js';

/** The settings the services read (the HTTP layer's are in `AppConfig`). */
export type ServicesConfig = Pick<
  Config,
  | 'publicUrl'
  | 'tokens'
  | 'encryptionKeys'
  | 'altcha'
  | 'mail'
  | 'jobs'
  | 'passwordHashing'
  | 'market'
  | 'trading'
  | 'kyc'
  | 'limits'
  | 'banking'
  | 'funding'
  | 'failpoint'
  | 'wallets'
  | 'chain'
  | 'staff'
>;

/** Everything the routes and background work use, built once per process (or test). */
export interface Services {
  clock: Clock;
  tokens: TokenService;
  encryption: FieldEncryption;
  outbox: Outbox;
  auth: Authenticator;
  identity: IdentityService;
  customers: CustomerService;
  otp: EmailOtpService;
  preferences: PreferencesService;
  staff: StaffService;
  contact: ContactService;
  /**
   * The one market of every instance (ADR 14); started by `main.ts` (and the test app) before
   * requests are served, stopped on shutdown.
   */
  market: SharedMarket;
  /** Messages between instances, leadership and the rate limits' Redis (ADR 14). */
  coordination: Coordination;
  db: Kysely<Schema>;
  ledger: LedgerService;
  accounts: AccountsService;
  quotes: QuoteService;
  trades: TradeService;
  /** Funding, crypto withdrawal and investment limits (docs/product/limits.md). */
  limits: LimitsService;
  /** Completes settling trades as jobs; tests may call `settleDue()` themselves. */
  settlement: Settlement;
  /**
   * Background work (settlement, mail delivery): `main.ts` and the test app start it once the
   * app is built and stop it on shutdown.
   */
  jobs: JobQueue;
  /** The back office's view of failed and dead jobs. */
  operations: OperationsService;
  /** The back office's search, export and chain check of the audit trail (ADR 24). */
  auditLog: AuditLogService;
  /** The back office's customer search and export (ADR 25). */
  customerSearch: CustomerSearchService;
  /** Identity verification: /api, the built-in flow, the staff review (ADR 16). */
  kyc: KycService;
  /** Linked bank accounts: workflows, external bank accounts, micro-deposits (ADR 19). */
  banking: BankingService;
  /** CAD deposits and withdrawals, their sandbox rails, suspense and reconciliation (ADR 20). */
  funding: FundingService;
  /** Deposit addresses, external wallets and check-wallet (ADR 21). */
  wallets: WalletsService;
  /** The back office's trades, books and sales (ADR 27). */
  adminTrades: AdminTradesService;
  books: BooksService;
  sales: SalesService;
  /** The back office's customer page: picture, notes, staff actions. */
  customerBackOffice: CustomerBackOffice;
  /** Compliance cases: large virtual currency receipts, deny-list hits (ADR 29). */
  compliance: ComplianceService;
  /** Manual adjustments with maker-checker (ADR 28). */
  adjustments: AdjustmentsService;
  /** The back office's home: each queue's count and the day's figures (ADR 43). */
  overview: OverviewService;
}

export function createServices(
  config: ServicesConfig,
  db: Kysely<Schema>,
  coordination: Coordination,
  clock: Clock = systemClock,
): Services {
  const tokens = new TokenService(config.tokens.secret, clock);
  const ledger = new LedgerService(clock);
  const accounts = new AccountsService({ clock, ledger });
  const encryption = new FieldEncryption(config.encryptionKeys);
  const jobs = new JobQueue(db, config.jobs);
  const outbox = new Outbox(
    config.mail.supportAddress,
    mailDeliveryOf(config.mail, db, jobs, clock),
  );
  const sessions = new SessionService(db, clock, coordination.broadcast);
  const identity = new IdentityService({
    db,
    clock,
    tokens,
    outbox,
    hasher: new PasswordHasher(config.passwordHashing),
    sessions,
    secondFactor: new SecondFactorService(db, clock, encryption),
    botCheck: new BotCheck(config.altcha.hmacKey, config.altcha.maxNumber, clock),
    publicUrl: config.publicUrl,
    withdrawalHoldSeconds: config.funding.securityChangeHoldSeconds,
    onUserCreated: async (trx, user, now) => {
      await provisionCustomer(accounts, trx, user, now);
    },
  });
  const customers = new CustomerService({ db, clock, tokens, tokenTtl: config.tokens, identity });
  const otp = new EmailOtpService({ db, clock, tokens, outbox, identity });
  const audit = new AuditService();
  const staff = new StaffService({
    db,
    clock,
    tokens,
    tokenTtl: config.tokens,
    outbox,
    identity,
    audit,
    publicUrl: config.publicUrl,
  });
  const contact = new ContactService({
    db,
    clock,
    outbox,
    identity,
    supportAddress: config.mail.supportAddress,
  });
  const market = createMarketData(config.market, { clock, db, coordination });
  const settlement = new Settlement({
    db,
    clock,
    ledger,
    jobs,
    confirmations: { customers, outbox, publicUrl: config.publicUrl },
  });
  const blindIndex = new BlindIndex(config.kyc.blindIndexKey);
  const kyc = new KycService(
    {
      db,
      clock,
      encryption,
      blindIndex,
      sanctions: loadSanctionsList(config.kyc.sanctionsListPath),
      customers,
      outbox,
      audit,
      staff,
      publicUrl: config.publicUrl,
      sandboxBehaviours: config.kyc.sandboxBehaviours,
    },
    jobs,
  );
  const sandboxAggregator = new SandboxAggregator();
  const banking = new BankingService(
    {
      db,
      clock,
      encryption,
      blindIndex,
      customers,
      names: kyc,
      aggregator: sandboxAggregator,
      audit,
      // Wallets' withdrawal locks stop new bank accounts too.
      locks: { withdrawalLock: (db, customer) => wallets.withdrawalLock(db, customer) },
      withdrawalHoldSeconds: config.banking.withdrawalHoldSeconds,
    },
    jobs,
    config.banking.sandboxScreen ? sandboxAggregator : undefined,
  );
  const limits = new LimitsService({
    db,
    clock,
    config: config.limits,
    profiles: kyc,
  });
  // Compliance reads deposit addresses from wallets, which reports deny-list hits to it.
  const compliance: ComplianceService = new ComplianceService({
    db,
    clock,
    audit,
    addresses: {
      addressOf: (trx, customer, guid) => wallets.depositAddressText(trx, customer, guid),
    },
    travelRuleCents: TRAVEL_RULE_CENTS,
  });
  const wallets: WalletsService = new WalletsService({
    db,
    clock,
    tokens,
    accounts,
    customers,
    otp,
    identity,
    outbox,
    deriver: new AddressDeriver(config.wallets.extendedKeys, config.wallets.network),
    denyList: loadDenyList(config.wallets.denyListPath),
    denyListHits: compliance.denyListHits,
    cooldownSeconds: config.wallets.cooldownSeconds,
    publicUrl: config.publicUrl,
  });
  const funding = new FundingService(
    {
      db,
      clock,
      config: config.funding,
      ledger,
      accounts,
      customers,
      identity,
      limits,
      otp,
      outbox,
      encryption,
      audit,
      bankAccounts: banking,
      prices: { cadCentsOf: (asset, amount) => cadCentsAt(market, asset, amount) },
      wallets,
      receipts: compliance.largeTransactions,
      sends: compliance.structuring,
      publicUrl: config.publicUrl,
      failpoints: new Failpoints(config.failpoint),
    },
    jobs,
    cryptoDepsOf(config.chain, { db, clock }),
  );
  const trades = new TradeService({
    db,
    clock,
    ledger,
    accounts,
    settlementDelaySeconds: config.trading.settlementDelaySeconds,
    gate: customers,
    limits,
    settlement,
  });
  const customerBackOffice = new CustomerBackOffice({
    db,
    clock,
    customers,
    identity,
    accounts,
    ledger,
    kyc,
    trades,
    funding,
    banking,
    wallets,
    limits,
    staff,
    audit,
    securityChangeHoldSeconds: config.funding.securityChangeHoldSeconds,
  });
  const operations = new OperationsService({ db, jobs, audit });
  const adjustments = new AdjustmentsService({
    db,
    clock,
    ledger,
    accounts,
    staff,
    audit,
    customers,
    outbox,
    publicUrl: config.publicUrl,
    maxAmounts: config.staff.maxAdjustment,
  });
  const books = booksServicesOf({ db, clock, ledger, accounts, customers, audit });
  return {
    clock,
    db,
    ledger,
    accounts,
    quotes: new QuoteService({
      db,
      clock,
      market,
      rules: pricingRulesOf(config.trading),
      ttlSeconds: config.trading.quoteTtlSeconds,
      gate: customers,
      accounts,
      ledger,
    }),
    trades,
    limits,
    settlement,
    jobs,
    operations,
    auditLog: new AuditLogService({
      db,
      audit,
      staffEmails: (trx, ids) => staff.emailsOf(trx, ids),
    }),
    customerSearch: new CustomerSearchService({
      db,
      audit,
      blindIndex,
      countLimit: customerSearchCountLimit,
    }),
    tokens,
    encryption,
    outbox,
    auth: new Authenticator(tokens, sessions),
    identity,
    customers,
    otp,
    preferences: new PreferencesService({ db, clock, identity }),
    staff,
    contact,
    market,
    coordination,
    kyc,
    banking,
    funding,
    wallets,
    adjustments,
    compliance,
    customerBackOffice,
    overview: overviewOf({
      clock,
      ...books,
      kyc,
      compliance,
      funding,
      operations,
      adjustments,
      customers,
    }),
    ...books,
  };
}

/** The back office's home: each context's counts, through its service. */
function overviewOf(deps: {
  clock: Clock;
  sales: SalesService;
  kyc: KycService;
  compliance: ComplianceService;
  funding: FundingService;
  operations: OperationsService;
  adjustments: AdjustmentsService;
  customers: CustomerService;
}): OverviewService {
  const { kyc, compliance, funding, operations, adjustments, customers } = deps;
  return new OverviewService({
    clock: deps.clock,
    sales: deps.sales,
    verificationsWaiting: () => kyc.review.waitingCount(),
    casesOpen: () => compliance.cases.openCount(),
    funding: (since) => funding.queueCounts(since),
    deadJobs: () => operations.deadCount(),
    adjustmentsProposed: () => adjustments.proposedCount(),
    customersSince: (since) => customers.createdSince(since),
  });
}

/** The back office's trades, books and sales: read sides of trading and the ledger. */
function booksServicesOf(deps: {
  db: Kysely<Schema>;
  clock: Clock;
  ledger: LedgerService;
  accounts: AccountsService;
  customers: CustomerService;
  audit: AuditService;
}): Pick<Services, 'adminTrades' | 'books' | 'sales'> {
  const { db, clock, ledger, accounts } = deps;
  const views = new StaffViews(deps);
  return {
    adminTrades: new AdminTradesService({ db, search: new TradeSearch(db), ledger, views }),
    books: new BooksService({ db, ledger, accounts, views }),
    sales: new SalesService({ clock, report: new SalesReport(db), views }),
  };
}

/**
 * The chain crypto transfers travel on (ADR 23; `CHAIN_NETWORK=sandbox` is the only one today),
 * and its controls outside production.
 */
function cryptoDepsOf(
  chain: ServicesConfig['chain'],
  deps: { db: Kysely<Schema>; clock: Clock },
): CryptoDeps {
  const sandbox = new SandboxChain(deps.db, deps.clock, chain.blockSeconds);
  return {
    chain: sandbox,
    sandbox: chain.sandboxControls ? sandbox : undefined,
    settings: chain,
  };
}

/** Delivery over SMTP when SMTP_URL is set; without it mail stays in the outbox. */
function mailDeliveryOf(
  mail: ServicesConfig['mail'],
  db: Kysely<Schema>,
  jobs: JobQueue,
  clock: Clock,
): MailDelivery | undefined {
  if (mail.smtpUrl === undefined) return undefined;
  const timeout = mail.timeoutSeconds * 1000;
  return new MailDelivery({
    db,
    jobs,
    transport: nodemailer.createTransport({
      url: mail.smtpUrl,
      connectionTimeout: timeout,
      greetingTimeout: timeout,
      socketTimeout: timeout,
    }),
    from: mail.from,
    clock,
    timeoutSeconds: mail.timeoutSeconds,
    retryDelaySeconds: mail.retryDelaySeconds,
  });
}
