import type { CryptoAssetCode } from '@maple/money';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../infra/clock.js';
import type { Schema } from '../../infra/db/schema.js';
import type { RouteKit } from '../../infra/http/route-kit.js';
import type { JobQueue } from '../../infra/jobs/job-queue.js';
import type { AccountsService } from '../accounts/accounts.service.js';
import type { AuditService } from '../audit/audit.service.js';
import type { CustomerService } from '../customers/customer.service.js';
import type { Documents } from '../documents/documents.service.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import type { LimitsService } from '../limits/limits.service.js';
import type { MarketDataProvider } from '../market/market-data.js';
import type { Outbox } from '../notifications/outbox.js';
import type { FundingQuotesPort } from './funding-quotes-port.js';
import { registerPriceRoutes } from './prices.routes.js';
import { customerPrices } from './pricing.js';
import { QuoteService } from './quote.service.js';
import { Settlement } from './settlement.js';
import { TradeService } from './trade.service.js';
import { tradeConfirmationMaker } from './trade-confirmation-document.js';
import { tradeRecords } from './trade-records.repo.js';
import type { TradingConfig } from './trading.config.js';
import { registerTradingRoutes } from './trading.routes.js';
import { pricingRulesOf } from './trading-rules.js';

/** Quotes, trades and their settlement (the `settle-trades` queue), on `/api` (ADR 46). */
export function createTradingModule(
  deps: {
    db: Kysely<Schema>;
    clock: Clock;
    jobs: JobQueue;
    ledger: LedgerService;
    accounts: AccountsService;
    customers: CustomerService;
    outbox: Outbox;
    limits: LimitsService;
    market: MarketDataProvider;
    /** Where the trades a bank's token asks for are recorded (ADR 66). */
    audit: AuditService;
    /** Where each trade's confirmation is made and kept (ADR 75). */
    documents: Pick<Documents, 'register'>;
    /** `POST /api/quotes` for `product_type: funding` (modules/funding's). */
    fundingQuotes: FundingQuotesPort;
  },
  config: { trading: TradingConfig; publicUrl: string },
) {
  const { db, clock, ledger, accounts, customers, market } = deps;
  const { trading } = config;
  const settlement = new Settlement({
    db,
    clock,
    ledger,
    jobs: deps.jobs,
    confirmations: {
      customers,
      outbox: deps.outbox,
      documents: deps.documents.register(tradeConfirmationMaker),
      publicUrl: config.publicUrl,
    },
  });
  const quotes = new QuoteService({
    db,
    clock,
    market,
    rules: pricingRulesOf(trading),
    ttlSeconds: trading.quoteTtlSeconds,
    gate: customers,
    customers,
    accounts,
    ledger,
  });
  const trades = new TradeService({
    db,
    clock,
    ledger,
    accounts,
    settlementDelaySeconds: trading.settlementDelaySeconds,
    gate: customers,
    limits: deps.limits,
    settlement,
    audit: deps.audit,
  });
  return {
    services: {
      /** Completes settling trades as jobs; tests may call `settleDue()` themselves. */
      settlement,
      quotes,
      trades,
      /** A customer's trades by guid, for their records (modules/records, ADR 71). */
      tradeRecords: { byGuid: tradeRecords },
      /** The prices a customer would get at a mid price, the spread included (ADR 82's trigger). */
      customerPricesOf: (asset: CryptoAssetCode, mid: bigint) =>
        customerPrices(mid, pricingRulesOf(trading).spreadBps[asset]),
    },
    /** `/api/prices` is priced exactly as the quotes are. */
    registerPlatformRoutes(api: FastifyInstance, { auth }: RouteKit) {
      registerPriceRoutes(api, { auth, market, trading });
      registerTradingRoutes(api, {
        auth,
        db,
        clock,
        quotes,
        trades,
        fundingQuotes: deps.fundingQuotes,
      });
    },
  };
}
