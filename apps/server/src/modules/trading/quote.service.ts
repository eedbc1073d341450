import { type CryptoAssetCode, toDecimalString } from '@maple/money';
import type { Kysely } from 'kysely';
import { addSeconds, type Clock } from '../../infra/clock.js';
import type { Schema } from '../../infra/db/schema.js';
import { AppError } from '../../infra/errors.js';
import { newGuid } from '../../infra/ids.js';
import type { MarketDataProvider } from '../market/market-data.js';
import { type PricingRules, priceQuote, type QuoteAmount } from './pricing.js';
import { findQuote, insertQuote, type Quote } from './trading.repo.js';
import { symbolOf } from './trading-rules.js';

export interface QuoteInput {
  side: 'buy' | 'sell';
  asset: CryptoAssetCode;
  amount: QuoteAmount;
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
  constructor(
    private readonly deps: {
      db: Kysely<Schema>;
      clock: Clock;
      market: MarketDataProvider;
      rules: PricingRules;
      ttlSeconds: number;
    },
  ) {}

  async create(db: Kysely<Schema>, customerGuid: string, input: QuoteInput): Promise<Quote> {
    const { clock, market, rules, ttlSeconds } = this.deps;
    const ticker = market.tickers().get(input.asset);
    // A price the source could not confirm is no price to trade at.
    if (ticker === undefined || ticker.delayed) {
      throw new AppError('service_unavailable', 'Prices are delayed; try again in a moment');
    }
    const priced = priceQuote(input, ticker.price, rules);
    if (!priced.ok) {
      // Own codes, so a client can say it in its reader's language without matching words.
      throw new AppError(priced.reason, refusals[priced.reason](rules), [
        { path: 'body.amount', message: refusals[priced.reason](rules) },
      ]);
    }
    const issuedAt = clock.now();
    const quote: Quote = {
      guid: newGuid(),
      customerGuid,
      symbol: symbolOf(input.asset),
      side: input.side,
      receiveAmount: priced.receive,
      deliverAmount: priced.deliver,
      fee: priced.fee,
      midPrice: ticker.price,
      price: priced.price,
      spreadBps: Number(rules.spreadBps[input.asset]),
      issuedAt,
      expiresAt: addSeconds(issuedAt, ttlSeconds),
      tradeGuid: null,
    };
    await insertQuote(db, quote);
    return quote;
  }

  async get(customerGuid: string, guid: string): Promise<Quote> {
    const quote = await findQuote(this.deps.db, customerGuid, guid);
    if (quote === undefined) throw new AppError('not_found', 'Quote not found');
    return quote;
  }
}
