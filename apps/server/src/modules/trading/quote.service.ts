import { amountRefusals } from '@maple/contracts';
import { toDecimalString } from '@maple/money';
import type { Kysely } from 'kysely';
import { unknownCustomer } from '../../infra/api-kit/customer-scope.js';
import type { ListSource } from '../../infra/api-kit/merged-list.js';
import { addSeconds, type Clock } from '../../infra/clock.js';
import type { ItemOutcome } from '../../infra/db/batch-queue.js';
import type { Schema } from '../../infra/db/schema.js';
import { AppError } from '../../infra/errors.js';
import { newGuid } from '../../infra/ids.js';
import type { AccountsService } from '../accounts/accounts.service.js';
import type { CustomerService } from '../customers/customer.service.js';
import { RecentlyVerified } from '../customers/recently-verified.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import type { MarketDataProvider } from '../market/market-data.js';
import { type PricingRules, priceQuote, type QuoteRequest } from './pricing.js';
import { insufficientBalance, QuoteBalances } from './quote-balances.js';
import {
  countQuotes,
  findQuote,
  insertQuotes,
  pageOfQuotes,
  type Quote,
  type QuoteFilter,
} from './quotes.repo.js';
import { symbolOf, type TradingGate, unverifiedRefusal } from './trading-rules.js';

/** What a customer asks a quote for. */
export interface CustomerQuoteRequest extends QuoteRequest {
  customerGuid: string;
}

/**
 * Why an amount cannot be priced, as Cybrid answers a value it refuses: 400 `invalid_parameter`
 * (docs/decisions/0066), the sentence saying which rule.
 */
const refusals = {
  below_minimum: (rules: PricingRules) =>
    `${amountRefusals.belowMinimum}${toDecimalString(rules.minTradeCents, 'CAD')}`,
  amount_too_small: () => amountRefusals.tooSmall,
} as const;

/**
 * Trading quotes (docs/product/pricing.md): the customer's all-in price from the current mid price,
 * fixed for `ttlSeconds`, for no more than the customer can deliver now. A quote moves no money;
 * the trade that executes it does.
 */
export class QuoteService {
  private readonly verified: RecentlyVerified;
  private readonly balances: QuoteBalances;

  constructor(
    private readonly deps: {
      db: Kysely<Schema>;
      clock: Clock;
      market: MarketDataProvider;
      rules: PricingRules;
      ttlSeconds: number;
      gate: TradingGate;
      /** Whether a customer a bank names exists. */
      customers: Pick<CustomerService, 'find'>;
      accounts: Pick<AccountsService, 'ledgerAccountsOf'>;
      ledger: Pick<LedgerService, 'balancesOf'>;
    },
  ) {
    this.verified = new RecentlyVerified(deps.gate, deps.clock);
    this.balances = new QuoteBalances(deps);
  }

  /**
   * Prices each request of a verified customer at the current mid price, refuses those that
   * need more than the customer has available, and stores the others in one statement; answers
   * a quote or a refusal per request, in order. Quotes reserve nothing: a customer may hold
   * several for the same coins, and the trade executed first takes them.
   */
  async createAll(
    db: Kysely<Schema>,
    requests: readonly CustomerQuoteRequest[],
  ): Promise<ItemOutcome<Quote>[]> {
    const issuedAt = this.deps.clock.now();
    // Side by side (on the pool, a connection each), as funding's quotes read theirs.
    const [unverified, availableTo] = await Promise.all([
      this.verified.unverifiedAmong(
        db,
        requests.map((request) => request.customerGuid),
      ),
      this.balances.availableTo(db, requests),
    ]);
    const outcomes = requests.map((request): ItemOutcome<Quote> => {
      if (unverified.has(request.customerGuid)) return { ok: false, error: unverifiedRefusal() };
      const priced = this.price(request, issuedAt);
      if (!priced.ok) return priced;
      const spendable = availableTo(request);
      const needed = priced.value.deliverAmount;
      if (needed <= spendable.available) return priced;
      const error = insufficientBalance(request, needed, spendable, fieldOf(request));
      return { ok: false, error };
    });
    await insertQuotes(
      db,
      outcomes.flatMap((outcome) => (outcome.ok ? [outcome.value] : [])),
    );
    return outcomes;
  }

  private price(request: CustomerQuoteRequest, issuedAt: Date): ItemOutcome<Quote> {
    const { market, rules, ttlSeconds } = this.deps;
    const { customerGuid, side, asset } = request;
    const ticker = market.tickers().get(asset);
    // A price the source could not confirm is no price to trade at.
    if (ticker === undefined || ticker.delayed) {
      return {
        ok: false,
        error: new AppError('service_unavailable', 'Prices are delayed; try again in a moment'),
      };
    }
    const priced = priceQuote(request, ticker.price, rules);
    if (!priced.ok) {
      const message = refusals[priced.reason](rules);
      return {
        ok: false,
        error: new AppError('invalid_parameter', message, [{ path: fieldOf(request), message }]),
      };
    }
    return {
      ok: true,
      value: {
        guid: newGuid(),
        customerGuid,
        symbol: symbolOf(asset),
        side,
        receiveAmount: priced.receive,
        deliverAmount: priced.deliver,
        fee: priced.fee,
        midPrice: ticker.price,
        price: priced.price,
        spreadBps: rules.spreadBps[asset],
        issuedAt,
        expiresAt: addSeconds(issuedAt, ttlSeconds),
        tradeGuid: null,
      },
    };
  }

  /**
   * Refused unless the customer a bank names exists (ADR 61, 66), before anything is written:
   * with 400 `invalid_value`, as createQuote documents no 404 (ADR 69).
   */
  async assertCustomer(customerGuid: string): Promise<void> {
    try {
      await this.deps.customers.find(this.deps.db, customerGuid);
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'not_found') throw error;
      throw unknownCustomer();
    }
  }

  /** The customer's quote; with no customer (a bank's read, ADR 66), anyone's. */
  async get(customerGuid: string | undefined, guid: string): Promise<Quote> {
    const quote = await findQuote(this.deps.db, customerGuid, guid);
    if (quote === undefined) throw new AppError('not_found', 'Quote not found');
    return quote;
  }

  /** The quotes the filter lists, newest first, to be paged beside transfer quotes (ADR 68). */
  listed(filter: QuoteFilter): ListSource<Quote> {
    const { db } = this.deps;
    return {
      total: () => countQuotes(db, filter),
      page: (offset, limit) => pageOfQuotes(db, filter, { offset, limit }),
      countBefore: (key) => countQuotes(db, filter, key),
      keyOf: (quote) => ({ at: quote.issuedAt, guid: quote.guid }),
    };
  }
}

/** The amount field a request gave, which a refusal of its amount points at. */
const fieldOf = (request: QuoteRequest) =>
  'deliver' in request.amount ? 'body.deliver_amount' : 'body.receive_amount';
