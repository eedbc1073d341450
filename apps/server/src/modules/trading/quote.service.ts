import { toDecimalString } from '@maple/money';
import type { Kysely } from 'kysely';
import { addSeconds, type Clock } from '../../infra/clock.js';
import type { ItemOutcome } from '../../infra/db/batch-queue.js';
import type { Schema } from '../../infra/db/schema.js';
import { AppError } from '../../infra/errors.js';
import { newGuid } from '../../infra/ids.js';
import { RecentlyVerified } from '../customers/recently-verified.js';
import type { MarketDataProvider } from '../market/market-data.js';
import { type PricingRules, priceQuote, type QuoteRequest } from './pricing.js';
import { findQuote, insertQuotes, type Quote } from './quotes.repo.js';
import { symbolOf, type TradingGate, unverifiedRefusal } from './trading-rules.js';

/** What a customer asks a quote for. */
export interface CustomerQuoteRequest extends QuoteRequest {
  customerGuid: string;
}

const refusals = {
  below_minimum: (rules: PricingRules) =>
    `The trade is below the minimum of CAD ${toDecimalString(rules.minTradeCents, 'CAD')}`,
  amount_too_small: () => 'The amount is too small to trade after the fee',
} as const;

/**
 * Trading quotes (SPEC B3): the customer's all-in price from the current mid price, fixed for
 * `ttlSeconds`. A quote moves no money; the trade that executes it does.
 */
export class QuoteService {
  private readonly verified: RecentlyVerified;

  constructor(
    private readonly deps: {
      db: Kysely<Schema>;
      clock: Clock;
      market: MarketDataProvider;
      rules: PricingRules;
      ttlSeconds: number;
      gate: TradingGate;
    },
  ) {
    this.verified = new RecentlyVerified(deps.gate, deps.clock);
  }

  /**
   * Prices each request of a verified customer at the current mid price and stores the quotes
   * in one statement; answers a quote or a refusal per request, in order.
   */
  async createAll(
    db: Kysely<Schema>,
    requests: readonly CustomerQuoteRequest[],
  ): Promise<ItemOutcome<Quote>[]> {
    const issuedAt = this.deps.clock.now();
    const unverified = await this.verified.unverifiedAmong(
      db,
      requests.map((request) => request.customerGuid),
    );
    const outcomes = requests.map(
      (request): ItemOutcome<Quote> =>
        unverified.has(request.customerGuid)
          ? { ok: false, error: unverifiedRefusal() }
          : this.price(request, issuedAt),
    );
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
      // Own codes, so a client can say it in its reader's language without matching words.
      const message = refusals[priced.reason](rules);
      return {
        ok: false,
        error: new AppError(priced.reason, message, [{ path: 'body.amount', message }]),
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

  async get(customerGuid: string, guid: string): Promise<Quote> {
    const quote = await findQuote(this.deps.db, customerGuid, guid);
    if (quote === undefined) throw new AppError('not_found', 'Quote not found');
    return quote;
  }
}
