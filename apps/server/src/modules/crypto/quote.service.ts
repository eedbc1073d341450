import type { CryptoAssetCode } from '@maple/money';
import type { Kysely } from 'kysely';
import { addSeconds } from '../../infra/clock.js';
import type { ItemOutcome } from '../../infra/db/batch-queue.js';
import type { Schema } from '../../infra/db/schema.js';
import { AppError } from '../../infra/errors.js';
import { newGuid } from '../../infra/ids.js';
import type { QuoteAmount } from '../funding/quote-amount.js';
import type { CryptoQuote } from '../funding/transfer-store.js';
import {
  heldRefusal,
  lockedRefusal,
  unverifiedRefusal,
  withdrawalHoldOf,
} from '../funding/withdrawal-rules.js';
import type { CryptoContext } from './crypto-context.js';

/**
 * A crypto transfer worth this many CAD cents or more says whose wallet it goes to
 * (docs/product/bank-accounts-and-wallets.md).
 */
export const TRAVEL_RULE_CENTS = 1_000_00n;

/** Whether a withdrawal on this quote must say whose wallet it goes to (the travel rule). */
export const travelRuleApplies = (quote: Pick<CryptoQuote, 'cadValue'>): boolean =>
  quote.cadValue >= TRAVEL_RULE_CENTS;

export interface CryptoQuoteRequest {
  customerGuid: string;
  asset: CryptoAssetCode;
  /** Base units: what leaves the customer's account, or what reaches the wallet. */
  amount: QuoteAmount;
}

const refusal = (code: 'amount_too_small' | 'service_unavailable', message: string) =>
  new AppError(code, message, [{ path: 'body.deliver_amount', message }]);

/** The CAD value the limits, the travel rule and the approval threshold are decided on. */
export function cadValueOf(ctx: Pick<CryptoContext, 'prices'>, quote: CryptoQuote): bigint {
  const value = ctx.prices.cadCentsOf(quote.asset, quote.deliverAmount);
  if (value === undefined) {
    throw refusal('service_unavailable', 'Prices are delayed; try again in a moment');
  }
  return value;
}

/**
 * Crypto transfer quotes (`POST /api/quotes`, `product_type: crypto_transfer`; ADR 23): a
 * withdrawal's amounts with the network fee from configuration and its CAD value at the market
 * price. As funding quotes, the rules the transfer will meet are checked here already: the
 * customer is verified, withdrawals are neither held nor locked, and the crypto limit has room.
 */
export class CryptoQuoteService {
  constructor(private readonly ctx: CryptoContext) {}

  /** Creates the quotes in the caller's transaction, one after the other. */
  async createAll(
    trx: Kysely<Schema>,
    requests: readonly CryptoQuoteRequest[],
  ): Promise<ItemOutcome<CryptoQuote>[]> {
    const outcomes: ItemOutcome<CryptoQuote>[] = [];
    for (const request of requests) {
      try {
        outcomes.push({ ok: true, value: await this.create(trx, request) });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        outcomes.push({ ok: false, error });
      }
    }
    return outcomes;
  }

  private async create(trx: Kysely<Schema>, request: CryptoQuoteRequest): Promise<CryptoQuote> {
    const { ctx } = this;
    const { customerGuid, asset } = request;
    if ((await ctx.customers.unverifiedAmong(trx, [customerGuid])).has(customerGuid)) {
      throw unverifiedRefusal();
    }
    const hold = await withdrawalHoldOf(ctx, trx, customerGuid);
    if (hold !== undefined) throw heldRefusal(hold);
    const lock = await ctx.wallets.withdrawalLock(trx, customerGuid);
    if (lock !== undefined) throw lockedRefusal(lock);
    const networkFee = ctx.config.networkFees[asset];
    const deliverAmount =
      'deliver' in request.amount ? request.amount.deliver : request.amount.receive + networkFee;
    if (deliverAmount <= networkFee) {
      throw refusal(
        'amount_too_small',
        `The amount must be more than the network fee of ${networkFee} base units`,
      );
    }
    const issuedAt = ctx.clock.now();
    const draft: CryptoQuote = {
      guid: newGuid(),
      customerGuid,
      asset,
      deliverAmount,
      networkFee,
      cadValue: 0n,
      issuedAt,
      expiresAt: addSeconds(issuedAt, ctx.config.quoteTtlSeconds),
      transferGuid: null,
    };
    const quote = { ...draft, cadValue: cadValueOf(ctx, draft) };
    const checked = await ctx.limits.check(trx, [
      {
        customerGuid,
        kind: 'crypto_withdrawal',
        amount: quote.cadValue,
        reference: `crypto-quote:${quote.guid}`,
      },
    ]);
    const exceeded = checked.outcomes[0];
    if (exceeded !== undefined) throw exceeded;
    await ctx.transfers.quotes.insert(trx, quote);
    return quote;
  }

  get(db: Kysely<Schema>, customerGuid: string, guid: string) {
    return this.ctx.transfers.quotes.find(db, customerGuid, guid);
  }
}
