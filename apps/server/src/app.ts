import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { Config } from './config.js';
import { ignoreEmptyQueryValues } from './infra/api-kit/empty-query.js';
import { useLosslessJson } from './infra/api-kit/lossless-json.js';
import type { Database } from './infra/db/database.js';
import { AppError } from './infra/errors.js';
import { registerApiDocs } from './infra/http/api-docs.js';
import { registerConnectionDraining } from './infra/http/draining.js';
import { registerErrorHandler, sendError } from './infra/http/error-handler.js';
import { registerHealthRoutes } from './infra/http/health.routes.js';
import { answerRouterError, registerInputGuard } from './infra/http/input-guard.js';
import { registerRateLimits } from './infra/http/rate-limits.js';
import { registerSecurityHeaders } from './infra/http/security-headers.js';
import { isPagePath, registerWebApp } from './infra/http/web-app.js';
import { loggerOptions, requestIdFor } from './infra/logger.js';
import { registerAccountRoutes } from './modules/accounts/accounts.routes.js';
import { registerAuditRoutes } from './modules/audit/audit.routes.js';
import { registerAdjustmentRoutes } from './modules/backoffice/adjustments.routes.js';
import { registerAdminTradeRoutes } from './modules/backoffice/admin-trades.routes.js';
import { registerBooksRoutes } from './modules/backoffice/books.routes.js';
import { registerCustomerActionRoutes } from './modules/backoffice/customer-actions.routes.js';
import { registerCustomerAdjustmentRoutes } from './modules/backoffice/customer-adjustments.routes.js';
import { registerCustomerDetailRoutes } from './modules/backoffice/customer-detail.routes.js';
import { registerCustomerNoteRoutes } from './modules/backoffice/customer-notes.routes.js';
import { registerCustomerSearchRoutes } from './modules/backoffice/customer-search.routes.js';
import { registerOverviewRoutes } from './modules/backoffice/overview.routes.js';
import { registerSalesRoutes } from './modules/backoffice/sales.routes.js';
import { registerBankAccountReviewRoutes } from './modules/banking/bank-account-review.routes.js';
import { registerBankAccountRoutes } from './modules/banking/bank-accounts.routes.js';
import { registerExternalBankAccountRoutes } from './modules/banking/external-bank-accounts.routes.js';
import { registerWorkflowRoutes } from './modules/banking/workflows.routes.js';
import { registerComplianceRoutes } from './modules/compliance/compliance.routes.js';
import { registerContactRoutes } from './modules/content/contact.routes.js';
import { registerCustomerRoutes } from './modules/customers/customers.routes.js';
import { registerCustomerPlatformRoutes } from './modules/customers/customers-platform.routes.js';
import { registerOtpRoutes } from './modules/customers/otp.routes.js';
import { registerPreferenceRoutes } from './modules/customers/preferences.routes.js';
import { registerCryptoTransferRoutes } from './modules/funding/crypto-transfer.routes.js';
import { registerFundingRoutes } from './modules/funding/funding.routes.js';
import { registerFundingAdminRoutes } from './modules/funding/funding-admin.routes.js';
import { registerFundingCustomerRoutes } from './modules/funding/funding-customer.routes.js';
import { registerIdentityRoutes } from './modules/identity/identity.routes.js';
import { registerMfaRoutes } from './modules/identity/mfa.routes.js';
import { registerOAuthRoutes } from './modules/identity/oauth.routes.js';
import { registerKycRoutes } from './modules/kyc/kyc.routes.js';
import { registerKycPlatformRoutes } from './modules/kyc/kyc-platform.routes.js';
import { registerKycReviewRoutes } from './modules/kyc/kyc-review.routes.js';
import { registerLimitRoutes } from './modules/limits/limits.routes.js';
import { registerMarketRoutes } from './modules/market/market.routes.js';
import { PriceStream } from './modules/market/price-stream.js';
import { registerMailboxRoutes } from './modules/notifications/mailbox.routes.js';
import { registerJobRoutes } from './modules/operations/jobs.routes.js';
import { registerStaffRoutes } from './modules/staff/staff.routes.js';
import { registerPriceRoutes } from './modules/trading/prices.routes.js';
import { registerTradingRoutes } from './modules/trading/trading.routes.js';
import { registerWalletCustomerRoutes } from './modules/wallets/wallet-check.routes.js';
import {
  registerDepositAddressRoutes,
  registerExternalWalletRoutes,
} from './modules/wallets/wallets.routes.js';
import type { Services } from './services.js';

export type AppConfig = Pick<
  Config,
  | 'isProduction'
  | 'logLevel'
  | 'logFormat'
  | 'bodyLimitBytes'
  | 'webDistDir'
  | 'trustProxy'
  | 'rateLimits'
  | 'trading'
  | 'publicUrl'
>;

export interface AppDeps {
  config: AppConfig;
  database: Database;
  /** Built once by `createServices` (clock, tokens, encryption, mail, module services). */
  services: Services;
  /** Where log lines go; standard output unless a test wants to read them. */
  logDestination?: DestinationStream;
}

/** Answers carrying tokens or personal data must not be kept by browsers or proxies. */
const PRIVATE_PREFIXES = ['/identity/', '/customers/', '/admin/api/', '/api/'];

/** Builds the HTTP application. Tests build it exactly as `main.ts` does. */
export async function buildApp({
  config,
  database,
  services,
  logDestination,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config, logDestination),
    genReqId: requestIdFor,
    logController: new LogController({
      requestIdLogLabel: 'request_id',
      // At a terminal a line per request buries the start-up banner; failures are logged anyway.
      disableRequestLogging: config.logFormat === 'pretty',
    }),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    frameworkErrors: answerRouterError,
  });
  // The chain's unclaimed payments: the asset and hash only, never the address (personal data).
  services.funding.cryptoDeposits.unmatchedObserver = ({ asset, txnHash }) =>
    app.log.warn(
      { asset, txn_hash: txnHash },
      'an incoming chain transaction pays no deposit address',
    );
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    const path = request.url.toLowerCase();
    if (PRIVATE_PREFIXES.some((prefix) => path.startsWith(prefix))) {
      reply.header('cache-control', 'no-store');
    }
  });

  registerConnectionDraining(app);
  registerErrorHandler(app);
  await registerSecurityHeaders(app, config.isProduction);
  registerInputGuard(app);
  await registerRateLimits(app, { db: database.db, redis: services.coordination.redis });
  services.auth.register(app);
  await registerApiDocs(app, services.market.source);
  registerHealthRoutes(app, database);

  const routeDeps = {
    identity: services.identity,
    customers: services.customers,
    otp: services.otp,
    preferences: services.preferences,
    staff: services.staff,
    auth: services.auth,
    market: services.market,
    perMinute: config.rateLimits.perMinute,
  };
  registerIdentityRoutes(app, routeDeps);
  registerMfaRoutes(app, routeDeps);
  registerCustomerRoutes(app, routeDeps);
  registerOtpRoutes(app, routeDeps);
  registerPreferenceRoutes(app, routeDeps);
  registerKycRoutes(app, { ...routeDeps, kyc: services.kyc });
  registerLimitRoutes(app, { ...routeDeps, limits: services.limits });
  registerCustomerAdjustmentRoutes(app, { ...routeDeps, adjustments: services.adjustments });
  registerBankAccountRoutes(app, { ...routeDeps, banking: services.banking });
  registerFundingCustomerRoutes(app, {
    ...routeDeps,
    funding: services.funding,
    newBankAccountHoldSeconds: services.banking.ctx.withdrawalHoldSeconds,
    newWalletCooldownSeconds: services.wallets.ctx.cooldownSeconds,
  });
  registerCryptoTransferRoutes(app, { ...routeDeps, funding: services.funding });
  registerWalletCustomerRoutes(app, { ...routeDeps, wallets: services.wallets });
  registerFundingAdminRoutes(app, {
    auth: services.auth,
    funding: services.funding,
    perMinute: config.rateLimits.perMinute,
  });
  registerStaffRoutes(app, routeDeps);
  registerKycReviewRoutes(app, {
    db: services.db,
    review: services.kyc.review,
    customers: services.customers,
    staff: services.staff,
    auth: services.auth,
    perMinute: config.rateLimits.perMinute,
  });
  registerBankAccountReviewRoutes(app, {
    review: services.banking.review,
    auth: services.auth,
    perMinute: config.rateLimits.perMinute,
  });
  const backOffice = { auth: services.auth, perMinute: config.rateLimits.perMinute };
  registerCustomerDetailRoutes(app, { ...backOffice, ...services.customerBackOffice });
  registerCustomerNoteRoutes(app, { ...backOffice, ...services.customerBackOffice });
  registerCustomerActionRoutes(app, {
    ...backOffice,
    actions: services.customerBackOffice.actions,
  });
  registerAuditRoutes(app, {
    auditLog: services.auditLog,
    auth: services.auth,
    perMinute: config.rateLimits.perMinute,
  });
  const staffReads = { auth: services.auth, perMinute: config.rateLimits.perMinute };
  registerAdminTradeRoutes(app, { ...staffReads, trades: services.adminTrades });
  registerBooksRoutes(app, { ...staffReads, books: services.books });
  registerSalesRoutes(app, { ...staffReads, sales: services.sales });
  registerOverviewRoutes(app, { ...staffReads, overview: services.overview });
  registerComplianceRoutes(app, {
    compliance: services.compliance,
    auth: services.auth,
    perMinute: config.rateLimits.perMinute,
  });
  registerAdjustmentRoutes(app, {
    adjustments: services.adjustments,
    auth: services.auth,
    perMinute: config.rateLimits.perMinute,
  });
  registerCustomerSearchRoutes(app, {
    customerSearch: services.customerSearch,
    auth: services.auth,
    perMinute: config.rateLimits.perMinute,
  });
  registerJobRoutes(app, {
    operations: services.operations,
    auth: services.auth,
    perMinute: config.rateLimits.perMinute,
  });
  registerContactRoutes(app, {
    contact: services.contact,
    contactPerHour: config.rateLimits.contactPerHour,
  });
  registerMarketRoutes(app, services.market);
  await registerPlatformApi(app, services, config);
  new PriceStream(services.market).register(app);
  if (!config.isProduction) registerMailboxRoutes(app, database.db);

  const webApp =
    config.webDistDir === undefined
      ? undefined
      : await registerWebApp(app, config.webDistDir, config.publicUrl);

  app.setNotFoundHandler((request, reply) => {
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    if (webApp !== undefined && isPageRequest && isPagePath(request.url)) {
      return webApp.sendNotFound(request, reply);
    }
    const path = request.url.split('?', 1)[0];
    return sendError(
      request,
      reply,
      new AppError('not_found', `No route for ${request.method} ${path}`),
    );
  });

  return app;
}

/**
 * The Cybrid-compatible platform API under /api (docs/design/platform-api.md), in its own plugin so
 * its JSON is lossless (amounts as integers beyond 2^53) without changing the rest of the server.
 * `trading` prices /api/prices exactly as the quotes are priced.
 */
async function registerPlatformApi(
  app: FastifyInstance,
  services: Services,
  config: Pick<AppConfig, 'trading' | 'rateLimits'>,
) {
  await app.register(async (api) => {
    useLosslessJson(api);
    ignoreEmptyQueryValues(api);
    const { auth, db, clock } = services;
    await registerOAuthRoutes(api, {
      bankClients: services.identity.bankClients,
      perMinute: config.rateLimits.perMinute,
    });
    registerPriceRoutes(api, { auth, market: services.market, trading: config.trading });
    registerCustomerPlatformRoutes(api, { auth, db });
    registerAccountRoutes(api, { auth, db, clock, accounts: services.accounts });
    registerTradingRoutes(api, {
      auth,
      db,
      clock,
      quotes: services.quotes,
      trades: services.trades,
      fundingQuotes: services.funding.quotePosts,
    });
    registerFundingRoutes(api, { auth, db, clock, funding: services.funding });
    registerKycPlatformRoutes(api, { auth, db, clock, kyc: services.kyc });
    registerWorkflowRoutes(api, { auth, db, clock, banking: services.banking });
    registerExternalBankAccountRoutes(api, { auth, db, clock, banking: services.banking });
    registerDepositAddressRoutes(api, { auth, db, clock, wallets: services.wallets });
    registerExternalWalletRoutes(api, { auth, db, clock, wallets: services.wallets });
  });
}
