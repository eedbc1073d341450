import { customerSearchCountLimit } from '@maple/contracts';
import type { FastifyInstance } from 'fastify';
import type { RouteKit } from '../../infra/http/route-kit.js';
import type { BlindIndex } from '../../infra/security/blind-index.js';
import type { ComplianceService } from '../compliance/compliance.service.js';
import type { CustomerService } from '../customers/customer.service.js';
import type { SecurityHoldSeconds } from '../identity/security-hold.js';
import type { Outbox } from '../notifications/outbox.js';
import type { OperationsService } from '../operations/operations.service.js';
import type { StaffConfig } from '../staff/staff.config.js';
import { TradeSearch } from '../trading/admin-trades.js';
import { SalesReport } from '../trading/sales-report.js';
import { registerAdjustmentRoutes } from './adjustments.routes.js';
import { AdjustmentsService } from './adjustments.service.js';
import { registerAdminTradeRoutes } from './admin-trades.routes.js';
import { AdminTradesService } from './admin-trades.service.js';
import { registerBooksRoutes } from './books.routes.js';
import { BooksService } from './books.service.js';
import { StaffViews } from './books-staff-views.js';
import { registerCustomerActionRoutes } from './customer-actions.routes.js';
import { registerCustomerAdjustmentRoutes } from './customer-adjustments.routes.js';
import { CustomerBackOffice } from './customer-back-office.js';
import type { CustomerDetailContext } from './customer-detail.context.js';
import { registerCustomerDetailRoutes } from './customer-detail.routes.js';
import { registerCustomerNoteRoutes } from './customer-notes.routes.js';
import { registerCustomerSearchRoutes } from './customer-search.routes.js';
import { CustomerSearchService } from './customer-search.service.js';
import { registerOverviewRoutes } from './overview.routes.js';
import { OverviewService } from './overview.service.js';
import { registerSalesRoutes } from './sales.routes.js';
import { SalesService } from './sales.service.js';

type BackofficeDeps = Omit<
  CustomerDetailContext,
  'securityChangeHoldSeconds' | 'recoveryHoldSeconds'
> & {
  outbox: Outbox;
  blindIndex: BlindIndex;
  compliance: ComplianceService;
  operations: OperationsService;
};

/**
 * The back office: the customer page and its actions, manual adjustments, the customer search,
 * trades, books and sales, and its home; each reads other modules through their services only
 * (ADR 26, ADR 46).
 */
export function createBackofficeModule(
  deps: BackofficeDeps,
  config: { publicUrl: string; staff: StaffConfig; funding: SecurityHoldSeconds },
) {
  const { db, clock, ledger, accounts, customers, audit } = deps;
  const customerBackOffice = new CustomerBackOffice({
    db,
    clock,
    customers,
    identity: deps.identity,
    accounts,
    ledger,
    kyc: deps.kyc,
    trades: deps.trades,
    funding: deps.funding,
    banking: deps.banking,
    wallets: deps.wallets,
    limits: deps.limits,
    staff: deps.staff,
    audit,
    securityChangeHoldSeconds: config.funding.securityChangeHoldSeconds,
    recoveryHoldSeconds: config.funding.recoveryHoldSeconds,
  });
  const adjustments = new AdjustmentsService({
    db,
    clock,
    ledger,
    accounts,
    staff: deps.staff,
    audit,
    customers,
    outbox: deps.outbox,
    publicUrl: config.publicUrl,
    maxAmounts: config.staff.maxAdjustment,
  });
  const books = booksServicesOf({ db, clock, ledger, accounts, customers, audit });
  const customerSearch = new CustomerSearchService({
    db,
    audit,
    blindIndex: deps.blindIndex,
    countLimit: customerSearchCountLimit,
  });
  const overview = overviewOf({ ...deps, ...books, adjustments });
  const services = {
    /** The back office's customer page: picture, notes, staff actions. */
    customerBackOffice,
    /** Manual adjustments with maker-checker (ADR 28). */
    adjustments,
    /** The back office's customer search and export (ADR 25). */
    customerSearch,
    /** The back office's home: each queue's count and the day's figures (ADR 43). */
    overview,
    /** The back office's trades, books and sales (ADR 27). */
    ...books,
  };
  return {
    services,
    registerRoutes(app: FastifyInstance, kit: RouteKit) {
      registerBackofficeRoutes(app, kit, { ...services, customers });
    },
  };
}

/** The back office's home: each context's counts, through its service. */
function overviewOf(
  deps: Pick<
    BackofficeDeps,
    'clock' | 'kyc' | 'compliance' | 'funding' | 'operations' | 'customers'
  > & {
    sales: SalesService;
    adjustments: AdjustmentsService;
  },
): OverviewService {
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
function booksServicesOf(
  deps: Pick<BackofficeDeps, 'db' | 'clock' | 'ledger' | 'accounts' | 'customers' | 'audit'>,
) {
  const { db, clock, ledger, accounts } = deps;
  const views = new StaffViews(deps);
  return {
    adminTrades: new AdminTradesService({ db, search: new TradeSearch(db), ledger, views }),
    books: new BooksService({ db, ledger, accounts, views }),
    sales: new SalesService({ clock, report: new SalesReport(db), views }),
  };
}

/** Every back-office route, and the customer's view of the adjustments made to their account. */
function registerBackofficeRoutes(
  app: FastifyInstance,
  { auth, rateLimits }: RouteKit,
  services: {
    customers: CustomerService;
    customerBackOffice: CustomerBackOffice;
    adjustments: AdjustmentsService;
    customerSearch: CustomerSearchService;
    overview: OverviewService;
    adminTrades: AdminTradesService;
    books: BooksService;
    sales: SalesService;
  },
) {
  const guard = { auth, perMinute: rateLimits.perMinute };
  const { customers, customerBackOffice, adjustments } = services;
  registerCustomerAdjustmentRoutes(app, { ...guard, customers, adjustments });
  registerCustomerDetailRoutes(app, { ...guard, ...customerBackOffice });
  registerCustomerNoteRoutes(app, { ...guard, ...customerBackOffice });
  registerCustomerActionRoutes(app, { ...guard, actions: customerBackOffice.actions });
  registerAdminTradeRoutes(app, { ...guard, trades: services.adminTrades });
  registerBooksRoutes(app, { ...guard, books: services.books });
  registerSalesRoutes(app, { ...guard, sales: services.sales });
  registerOverviewRoutes(app, { ...guard, overview: services.overview });
  registerAdjustmentRoutes(app, { ...guard, adjustments });
  registerCustomerSearchRoutes(app, { ...guard, customerSearch: services.customerSearch });
}
