import { assets, type CryptoAssetCode, mulDiv, pow10, scaleByBasisPoints } from '@maple/money';
import { priceDecimals } from '../market/market-data.js';

/**
 * What a customer pays and gets (docs/product/pricing.md): the mid price moved by the spread — buy
 * above, sell below — and an optional fixed fee in CAD, shown separately. Every rounding favours
 * the house by less than one base unit, so the platform never pays out more than the prices say.
 */
export interface PricingRules {
  /** Per side, in basis points of the mid price. */
  spreadBps: Readonly<Record<CryptoAssetCode, bigint>>;
  /** Fixed CAD fee per trade, in cents. */
  feeCents: bigint;
  /** The smallest trade, in CAD cents (its CAD side before the fee comes off a sale). */
  minTradeCents: bigint;
}

export interface CustomerPrices {
  /** CAD per whole unit at {@link priceDecimals} decimals. */
  buy: bigint;
  sell: bigint;
}

export function customerPrices(mid: bigint, spreadBps: bigint): CustomerPrices {
  return {
    buy: scaleByBasisPoints(mid, spreadBps, 'ceil'),
    sell: scaleByBasisPoints(mid, -spreadBps, 'floor'),
  };
}

/** Cybrid's price unit: CAD cents per whole unit (buy rounded up, sell down). */
export const toCentsPerUnit = (price: bigint, side: 'buy' | 'sell'): bigint =>
  mulDiv(price, 1n, pow10(priceDecimals - assets.CAD.decimals), side === 'buy' ? 'ceil' : 'floor');

export type QuoteAmount = { deliver: bigint } | { receive: bigint };

export interface QuoteRequest {
  side: 'buy' | 'sell';
  asset: CryptoAssetCode;
  amount: QuoteAmount;
}

export type PricedQuote =
  | {
      ok: true;
      /** What the customer gives: CAD cents on a buy, base units of the asset on a sale. */
      deliver: bigint;
      /** What the customer gets: base units on a buy, CAD cents on a sale. */
      receive: bigint;
      fee: bigint;
      /** The customer's price for this side. */
      price: bigint;
    }
  | { ok: false; reason: 'below_minimum' | 'amount_too_small' };

/** Base units × price → CAD cents, and back: 10^(decimals + price decimals − cent decimals). */
const scaleOf = (asset: CryptoAssetCode) =>
  pow10(assets[asset].decimals + priceDecimals - assets.CAD.decimals);

/**
 * What the spread cost on a trade, in cents to the nearest: the distance between the customer's
 * price and the mid price, over the units traded (a trade confirmation states it).
 */
export function spreadCents(asset: CryptoAssetCode, units: bigint, price: bigint, mid: bigint) {
  const distance = price > mid ? price - mid : mid - price;
  return mulDiv(distance, units, scaleOf(asset), 'half-up');
}

export function priceQuote(request: QuoteRequest, mid: bigint, rules: PricingRules): PricedQuote {
  const { side, asset, amount } = request;
  const scale = scaleOf(asset);
  const fee = rules.feeCents;
  const prices = customerPrices(mid, rules.spreadBps[asset]);

  if (side === 'buy') {
    const price = prices.buy;
    const deliver =
      'deliver' in amount ? amount.deliver : mulDiv(amount.receive, price, scale, 'ceil') + fee;
    const receive =
      'receive' in amount ? amount.receive : mulDiv(deliver - fee, scale, price, 'floor');
    if (deliver < rules.minTradeCents) return { ok: false, reason: 'below_minimum' };
    if (receive <= 0n || deliver - fee <= 0n) return { ok: false, reason: 'amount_too_small' };
    return { ok: true, deliver, receive, fee, price };
  }

  const price = prices.sell;
  const deliver =
    'deliver' in amount ? amount.deliver : mulDiv(amount.receive + fee, scale, price, 'ceil');
  const gross = mulDiv(deliver, price, scale, 'floor');
  const receive = 'receive' in amount ? amount.receive : gross - fee;
  if (gross < rules.minTradeCents) return { ok: false, reason: 'below_minimum' };
  if (receive <= 0n) return { ok: false, reason: 'amount_too_small' };
  return { ok: true, deliver, receive, fee, price };
}
