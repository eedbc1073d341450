import {
  assets,
  type CryptoAssetCode,
  convert,
  divRound,
  parseTradingSymbol,
  pow10,
} from '@maple/money';
import type { TradeSide } from './answers';

/** The crypto asset of a `XXX-CAD` symbol (the schemas only let valid symbols through). */
export function assetOfSymbol(symbol: string): CryptoAssetCode {
  const parsed = parseTradingSymbol(symbol);
  if (!parsed) throw new RangeError(`Not a trading symbol: ${symbol}`);
  return parsed.base;
}

/** The two sides of a quote or trade, named for what they are rather than for the direction. */
export interface TradeLegs {
  asset: CryptoAssetCode;
  /** Crypto base units. */
  crypto: bigint;
  /** CAD cents, fee included: what a buyer pays or a seller gets. */
  cad: bigint;
  fee: bigint;
}

export interface TradeLike {
  symbol: string;
  side: TradeSide;
  deliver_amount: string;
  receive_amount: string;
  fee: string;
}

/** A buy delivers CAD and receives crypto; a sell the other way round. */
export function legsOf(trade: TradeLike): TradeLegs {
  const deliver = BigInt(trade.deliver_amount);
  const receive = BigInt(trade.receive_amount);
  const buy = trade.side === 'buy';
  return {
    asset: assetOfSymbol(trade.symbol),
    crypto: buy ? receive : deliver,
    cad: buy ? deliver : receive,
    fee: BigInt(trade.fee),
  };
}

/** CAD cents per whole unit at which `cad` buys `crypto`, to the nearest cent. */
function pricePerUnit(cad: bigint, crypto: bigint, asset: CryptoAssetCode): bigint | null {
  if (crypto <= 0n) return null;
  return divRound(cad * pow10(assets[asset].decimals), crypto, 'half-up');
}

/** All-in price, fee included: what one whole unit really costs (buy) or yields (sell). */
export function allInPrice(trade: TradeLike): bigint | null {
  const { asset, crypto, cad } = legsOf(trade);
  return pricePerUnit(cad, crypto, asset);
}

/** The scale of live prices ("128500.12345678": 8 decimals). */
const livePriceDecimals = 8;

/**
 * A live price as sent ("128500.12345678", at most 8 decimals) scaled by 10^8. Prices are not
 * an asset's amount, so this is not parseAmount; the stream's schema has checked the digits.
 */
export function scaledLivePrice(price: string): bigint {
  const [whole = '0', fraction = ''] = price.split('.');
  const digits = fraction.slice(0, livePriceDecimals).padEnd(livePriceDecimals, '0');
  return BigInt(`${whole}${digits}`);
}

/**
 * The spread in basis points: how far the price before the fee sits from the mid price
 * (above it for a buy, below it for a sell). Null when there is no mid price to compare with.
 */
export function spreadBasisPoints(trade: TradeLike, mid: string | undefined): bigint | null {
  if (mid === undefined) return null;
  const { asset, crypto, cad, fee } = legsOf(trade);
  const beforeFee = trade.side === 'buy' ? cad - fee : cad + fee;
  const mid8 = scaledLivePrice(mid);
  if (crypto <= 0n || mid8 <= 0n) return null;
  // CAD per unit at 10^8: cents × 10^6 × 10^decimals / crypto units.
  const price8 = divRound(
    beforeFee * pow10(livePriceDecimals - 2 + assets[asset].decimals),
    crypto,
    'half-up',
  );
  const away = trade.side === 'buy' ? price8 - mid8 : mid8 - price8;
  return divRound(away * 10_000n, mid8, 'half-up');
}

/** A crypto balance's worth in CAD cents at the customer sell price, rounded down. */
export function cadValueOf(units: bigint, asset: CryptoAssetCode, sellPrice: bigint): bigint {
  if (sellPrice <= 0n) return 0n;
  return convert({ from: asset, to: 'CAD', amount: units, price: sellPrice, rounding: 'down' });
}
